import { business } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import { Card } from '@northgate/ui';
import * as styles from '../steps.css.ts';
import { useFirstEntry } from './use-first-entry.ts';

/**
 * Business loan application, partnerInformation (Form 1919, section III): companies, trusts and
 * plans that own part of the business, its affiliates, and a company applying with it.
 */
export function PartnerInformationFields() {
  useFirstEntry('entityOwners', business.emptyEntityOwner);
  useFirstEntry('affiliates', business.emptyAffiliate);
  return (
    <>
      <Card title="Companies that own part of the business" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="hasEntityOwners" />
          <StepList
            field="entityOwners"
            emptyItem={business.emptyEntityOwner}
            min={1}
            max={business.MAX_ENTITY_OWNERS}
            renderItem={(entity) => (
              <>
                <StepField field={`${entity}.name`} />
                <StepField field={`${entity}.entityType`} />
                <StepField field={`${entity}.ein`} />
                <StepField field={`${entity}.ownershipPct`} />
              </>
            )}
          />
        </div>
      </Card>

      <Card title="Affiliated businesses" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="hasAffiliates" />
          <StepList
            field="affiliates"
            emptyItem={business.emptyAffiliate}
            min={1}
            max={business.MAX_AFFILIATES}
            renderItem={(affiliate) => (
              <>
                <StepField field={`${affiliate}.name`} />
                <StepField field={`${affiliate}.ein`} />
                <StepField field={`${affiliate}.relationship`} />
                <StepField field={`${affiliate}.ownershipPct`} />
              </>
            )}
          />
        </div>
      </Card>

      <Card title="Applying with another company" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="hasCoApplicant" />
          <StepField field="coApplicantName" />
          <StepField field="coApplicantEin" />
        </div>
      </Card>
    </>
  );
}
