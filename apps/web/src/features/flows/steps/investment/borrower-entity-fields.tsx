import { OnFileOr } from '@northgate/lending-flows/react';
import { US_STATES } from '@northgate/validators';
import { creditScoreRanges, dealCounts, emptyCoOwner, housingStatuses, investmentEntityTypes, MAX_CO_OWNERS, totalOwnership } from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikDateField,
  FormikPhoneField,
  FormikRepeatableGroup,
  FormikSelect,
  FormikTaxIdField,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { IdentityFields } from '../identity-fields.tsx';
import * as styles from '../steps.css.ts';

const creditOptions = toOptions(creditScoreRanges);
const housingOptions = toOptions(housingStatuses);
const dealOptions = toOptions(dealCounts);
const entityOptions = toOptions(investmentEntityTypes);
const stateOptions = toOptions(US_STATES);

/**
 * Investment application, personalAndBorrowingEntity: the guarantor (the applicant) and the
 * company that will own the property. Every owner of the company signs the personal guarantee.
 */
export function BorrowerEntityFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const total = totalOwnership(formik.values.personalAndBorrowingEntity ?? {});
  return (
    <>
      <Card title="About you" headingLevel={2} as="section">
        <div className={styles.group}>
          <div className={styles.pair}>
            <FormikTextField name={name('firstName')} label="First name" autoComplete="given-name" />
            <FormikTextField name={name('lastName')} label="Last name" autoComplete="family-name" />
          </div>
          <FormikTextField name={name('email')} label="Email" type="email" autoComplete="email" />
          <FormikPhoneField name={name('mobilePhone')} label="Mobile phone" />
          <IdentityFields />
          <FormikSelect
            name={name('creditScoreRange')}
            label="Your credit score, roughly"
            hint="Your best estimate is fine; we confirm it with the credit report."
            options={creditOptions}
          />
          <FormikSelect name={name('housing')} label="Your own home" options={housingOptions} />
          <div className={styles.pair}>
            <FormikTextField
              name={name('rentalsOwned')}
              label="Rental properties you own now"
              numberOnly
              width="short"
            />
            <FormikSelect
              name={name('rehabsLast36Months')}
              label="Properties bought, renovated and sold or rented in the last 36 months"
              options={dealOptions}
            />
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
          <FormikTextField
            name={name('entityName')}
            label="Legal name of the company"
            autoComplete="organization"
          />
          <FormikSelect name={name('entityType')} label="Type of company" options={entityOptions} />
          <div className={styles.pair}>
            <FormikSelect
              name={name('stateOfFormation')}
              label="State where it was formed"
              options={stateOptions}
            />
            <FormikDateField name={name('formationDate')} label="Date it was formed" optional />
          </div>
          <OnFileOr>
            <FormikTaxIdField
              name={name('ein')}
              kind="ein"
              label="Employer identification number (EIN)"
              hint="On the IRS letter that assigned it (CP 575 or 147C)."
            />
          </OnFileOr>
          <FormikTextField
            name={name('ownershipPct')}
            label="Your share of the company, in percent"
            suffix="%"
            width="short"
            decimal
          />
          <FormikRepeatableGroup
            name={name('coOwners')}
            legend="Other owners"
            hint="Add everyone else who owns part of the company. Each owner signs the personal guarantee."
            itemNoun="Owner"
            emptyItem={emptyCoOwner}
            max={MAX_CO_OWNERS}
            renderItem={(owner) => (
              <>
                <FormikTextField name={`${owner}.name`} label="Full name" autoComplete="off" />
                <FormikTextField name={`${owner}.email`} label="Email" type="email" autoComplete="off" />
                <FormikTextField
                  name={`${owner}.ownershipPct`}
                  label="Their share, in percent"
                  suffix="%"
                  width="short"
                  decimal
                />
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
