import { longForm } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import * as styles from '../steps.css.ts';

/**
 * Long form, entityInfo: whether the borrower closes in a company, and if so the company, its
 * owners and which of them guarantee the loan (every owner of 20% or more).
 */
export function EntityInfoFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.entityInfo ?? {};
  return (
    <>
      <Card title="Borrowing through a company" headingLevel={2} as="section">
        <StepField field="hasEntity" />
      </Card>

      {values.hasEntity === 'yes' && (
        <>
          <Card title="The company" headingLevel={2} as="section">
            <div className={styles.group}>
              <StepField field="entity.entityName" />
              <StepField field="entity.dba" />
              <StepField field="entity.entityType" />
              <div className={styles.pair}>
                <StepField field="entity.stateOfFormation" />
                <StepField field="entity.formationDate" />
              </div>
              <StepField field="entity.ein" />
              <div className={styles.pair}>
                <StepField field="entity.yourOwnershipPct" />
                <StepField field="entity.yourTitle" />
              </div>
              <p className={styles.note}>As the applicant, you personally guarantee the loan.</p>
            </div>
          </Card>

          <Card title="Other owners" headingLevel={2} as="section">
            <div className={styles.group}>
              <StepList
                field="entity.otherOwners"
                emptyItem={longForm.emptyEntityOwner}
                max={longForm.MAX_ENTITY_OWNERS}
                renderItem={(owner) => (
                  <div className={styles.group}>
                    <StepField field={`${owner}.name`} />
                    <StepField field={`${owner}.email`} />
                    <StepField field={`${owner}.ownershipPct`} />
                    <StepField field={`${owner}.isGuarantor`} />
                  </div>
                )}
              />
              <p className={styles.note} aria-live="polite">
                Shares entered: {longForm.entityOwnership(values.entity)}% of 100%.
              </p>
            </div>
          </Card>
        </>
      )}
    </>
  );
}
