import { OnFileOr } from '@northgate/lending-flows/react';
import { yesNo } from '@northgate/validators';
import {
  emptyAffiliate,
  emptyEntityOwner,
  entityOwnerTypes,
  MAX_AFFILIATES,
  MAX_ENTITY_OWNERS,
  type Affiliate,
  type EntityOwner,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikSelect,
  FormikTaxIdField,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import { useFirstEntry } from './use-first-entry.ts';

const yesNoOptions = toOptions(yesNo);
const entityTypeOptions = toOptions(entityOwnerTypes);

/**
 * Business loan application, partnerInformation (Form 1919, section III): companies, trusts and
 * plans that own part of the business, its affiliates, and a company applying with it.
 */
export function PartnerInformationFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.partnerInformation ?? {};
  useFirstEntry(values.hasEntityOwners === 'yes', name('entityOwners'), emptyEntityOwner);
  useFirstEntry(values.hasAffiliates === 'yes', name('affiliates'), emptyAffiliate);
  return (
    <>
      <Card title="Companies that own part of the business" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('hasEntityOwners')}
            label="Does another company, trust or retirement plan own part of the business?"
            hint="For example a holding company, a family trust, an ESOP or a 401(k) plan. People who own shares in their own name belong on the previous step."
            options={yesNoOptions}
            inline
          />
          {values.hasEntityOwners === 'yes' && (
            <FormikRepeatableGroup<EntityOwner>
              name={name('entityOwners')}
              legend="Owning companies, trusts and plans"
              itemNoun="Owner"
              emptyItem={emptyEntityOwner}
              min={1}
              max={MAX_ENTITY_OWNERS}
              renderItem={(entity) => (
                <>
                  <FormikTextField name={`${entity}.name`} label="Legal name" autoComplete="off" />
                  <FormikSelect name={`${entity}.entityType`} label="Type" options={entityTypeOptions} />
                  <OnFileOr>
                    <FormikTaxIdField
                      name={`${entity}.ein`}
                      kind="ein"
                      label="Employer identification number (EIN)"
                      hint="Trusts and plans have one too; it is on their tax filings."
                    />
                  </OnFileOr>
                  <FormikTextField
                    name={`${entity}.ownershipPct`}
                    label="Its share of the business, in percent"
                    suffix="%"
                    width="short"
                    decimal
                  />
                </>
              )}
            />
          )}
        </div>
      </Card>

      <Card title="Affiliated businesses" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('hasAffiliates')}
            label="Do you, another owner, or the business itself own 20% or more of any other business, or control one?"
            hint="These businesses are called affiliates. We ask because their debts and income can affect this loan."
            options={yesNoOptions}
            inline
          />
          {values.hasAffiliates === 'yes' && (
            <FormikRepeatableGroup<Affiliate>
              name={name('affiliates')}
              legend="Affiliated businesses"
              itemNoun="Affiliate"
              emptyItem={emptyAffiliate}
              min={1}
              max={MAX_AFFILIATES}
              renderItem={(affiliate) => (
                <>
                  <FormikTextField name={`${affiliate}.name`} label="Legal name" autoComplete="off" />
                  <OnFileOr>
                    <FormikTaxIdField
                      name={`${affiliate}.ein`}
                      kind="ein"
                      label="Employer identification number (EIN)"
                    />
                  </OnFileOr>
                  <FormikTextField
                    name={`${affiliate}.relationship`}
                    label="How is it connected to this business?"
                    hint="For example: “Maria Delgado owns 50% and manages it” or “This business owns all of it”."
                    autoComplete="off"
                  />
                  <FormikTextField
                    name={`${affiliate}.ownershipPct`}
                    label="Share of it owned by this business or its owners, in percent"
                    hint="Enter 0 if the connection is control or management only."
                    suffix="%"
                    width="short"
                    decimal
                  />
                </>
              )}
            />
          )}
        </div>
      </Card>

      <Card title="Applying with another company" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('hasCoApplicant')}
            label="Will another company apply for this loan together with the business?"
            hint="This is common when one company owns the building (a holding company) and another runs the business in it (the operating company): the two can borrow together."
            options={yesNoOptions}
            inline
          />
          {values.hasCoApplicant === 'yes' && (
            <>
              <FormikTextField
                name={name('coApplicantName')}
                label="Legal name of the other company"
                autoComplete="off"
              />
              <OnFileOr>
                <FormikTaxIdField
                  name={name('coApplicantEin')}
                  kind="ein"
                  label="Its employer identification number (EIN)"
                />
              </OnFileOr>
            </>
          )}
        </div>
      </Card>
    </>
  );
}
