import { investment } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { IdentityFields } from '../identity-fields.tsx';
import { usePrefillFromProfile } from '../prefill-from-profile.ts';
import * as styles from '../steps.css.ts';

/**
 * Investment application, personalAndBorrowingEntity: the guarantor (the applicant) and the
 * company that will own the property. Every owner of the company signs the personal guarantee.
 */
const CONTACT = { firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'mobilePhone' };

export function BorrowerEntityFields() {
  usePrefillFromProfile(CONTACT);
  const formik = useFormikContext<FlowFormValues>();
  const total = investment.totalOwnership(formik.values.personalAndBorrowingEntity ?? {});
  return (
    <>
      <Card title="About you" headingLevel={2} as="section">
        <div className={styles.group}>
          <div className={styles.pair}>
            <StepField field="firstName" />
            <StepField field="lastName" />
          </div>
          <StepField field="email" />
          <StepField field="mobilePhone" />
          <IdentityFields />
          <StepField field="creditScoreRange" />
          <StepField field="housing" />
          <div className={styles.pair}>
            <StepField field="rentalsOwned" />
            <StepField field="rehabsLast36Months" />
          </div>
        </div>
      </Card>

      <Card title="Your borrowing entity" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            Rental loans close in the name of a company (an LLC, corporation or partnership), not in your own
            name. If you have not formed it yet, tell us the name you will use and we will confirm it before
            closing.
          </p>
          <StepField field="entityName" />
          <StepField field="entityType" />
          <div className={styles.pair}>
            <StepField field="stateOfFormation" />
            <StepField field="formationDate" />
          </div>
          <StepField field="ein" />
          <StepField field="ownershipPct" />
          <StepList
            field="coOwners"
            emptyItem={investment.emptyCoOwner}
            max={investment.MAX_CO_OWNERS}
            renderItem={(owner) => (
              <>
                <StepField field={`${owner}.name`} />
                <StepField field={`${owner}.email`} />
                <StepField field={`${owner}.ownershipPct`} />
              </>
            )}
          />
          <p className={styles.note} aria-live="polite">
            Shares entered: {total}% of 100%.
          </p>
        </div>
      </Card>
    </>
  );
}
