import {
  emptyPermanentFormerAddress,
  MAX_PERMANENT_FORMER_ADDRESSES,
  needsFormerAddresses,
  permanentAddressHistoryMonths,
  permanentHousingTenures,
  permanentMaritalStatuses,
  permanentNameSuffixes,
} from '@northgate/form-engine';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikAddressFieldset,
  FormikCheckbox,
  FormikDateField,
  FormikPhoneField,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikSelect,
  FormikTaxIdField,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

const suffixOptions = toOptions(permanentNameSuffixes);
const maritalOptions = toOptions(permanentMaritalStatuses);
const housingOptions = toOptions(permanentHousingTenures);

/** '1 year 3 months', '2 years', '5 months'. */
function duration(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    months > 0 || years === 0 ? `${months} ${months === 1 ? 'month' : 'months'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Years and months side by side (how long at an address). */
function YearsAndMonths({ yearsName, monthsName }: { yearsName: string; monthsName: string }) {
  return (
    <div className={styles.pair}>
      <FormikTextField name={yearsName} label="Years there" numberOnly width="short" autoComplete="off" />
      <FormikTextField
        name={monthsName}
        label="And months"
        hint="0 to 11."
        numberOnly
        width="short"
        autoComplete="off"
      />
    </div>
  );
}

/** Permanent application, III. Borrower information (one borrower; its answers sit under `borrower`). */
export function BorrowerInformationFields() {
  const stepName = useStepFieldName();
  const name = (field: string) => stepName(`borrower.${field}`);
  const formik = useFormikContext<FlowFormValues>();
  const borrower = (formik.values.borrowerInformation?.borrower ?? {}) as Record<string, unknown>;
  const mailing = (borrower.mailing ?? {}) as { different?: boolean };
  const formerAddresses = Array.isArray(borrower.formerAddresses) ? borrower.formerAddresses : [];
  const historyShort = needsFormerAddresses(borrower);
  const presentAnswered = borrower.presentAddressYears !== '' && borrower.presentAddressMonths !== '';
  const dependents = Number(borrower.dependentsCount);
  return (
    <>
      <Card title="Your name" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>As it appears on your driver’s license or passport.</p>
          <FormikTextField name={name('firstName')} label="First name" autoComplete="given-name" />
          <FormikTextField name={name('middleName')} label="Middle name" autoComplete="additional-name" optional />
          <FormikTextField name={name('lastName')} label="Last name" autoComplete="family-name" />
          <FormikSelect name={name('suffix')} label="Suffix" options={suffixOptions} width="short" optional />
        </div>
      </Card>

      <Card title="Contact details and identity" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikTextField
            name={name('email')}
            label="Email address"
            hint="We send updates about your application here."
            type="email"
            autoComplete="email"
          />
          <FormikPhoneField
            name={name('homePhone')}
            label="Phone number"
            hint="The best number to reach you during the day."
          />
          <FormikTaxIdField
            name={name('ssn')}
            kind="ssn"
            label="Social Security number or ITIN"
            hint="Every mortgage lender must check your credit and confirm who you are, and the credit bureaus need this number to do it. We encrypt it and only the team reviewing your loan can see it."
          />
          <FormikDateField
            name={name('dateOfBirth')}
            label="Date of birth"
            hint="The credit bureaus use it to find the right credit file, and you must be 18 or older to sign a mortgage."
            autoComplete="bday"
          />
          <FormikTextField
            name={name('yearsSchool')}
            label="Years of school"
            hint="Count from first grade: 12 for a high school diploma, 16 for a four-year degree."
            numberOnly
            width="short"
            autoComplete="off"
            optional
          />
        </div>
      </Card>

      <Card title="Your household" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup name={name('maritalStatus')} label="Marital status" options={maritalOptions} />
          <FormikTextField
            name={name('dependentsCount')}
            label="Number of dependents"
            hint="Children and others who rely on you for support, not counting a spouse. Enter 0 if none."
            numberOnly
            width="short"
            autoComplete="off"
          />
          {dependents > 0 && (
            <FormikTextField
              name={name('dependentsAges')}
              label="Ages of your dependents"
              hint="Separate the ages with commas, for example 4, 9."
              width="medium"
              autoComplete="off"
            />
          )}
        </div>
      </Card>

      <Card title="Where you live" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikAddressFieldset name={name('presentAddress')} legend="Your current home address" />
          <FormikRadioGroup
            name={name('presentHousing')}
            label="Do you own or rent this home?"
            hint="Live rent-free means you pay no rent or mortgage, for example when living with family."
            options={housingOptions}
            inline
          />
          <YearsAndMonths yearsName={name('presentAddressYears')} monthsName={name('presentAddressMonths')} />
          <FormikCheckbox name={name('mailing.different')} label="My mailing address is different from my home address" />
          {mailing.different === true && (
            <FormikAddressFieldset name={name('mailing.address')} legend="Your mailing address" />
          )}
        </div>
      </Card>

      {(formerAddresses.length > 0 || (presentAnswered && historyShort)) && (
        <Card title="Where you lived before" headingLevel={2} as="section">
          <div className={styles.group}>
            <FormikRepeatableGroup
              name={name('formerAddresses')}
              legend={historyShort ? 'Previous addresses' : 'Previous addresses (optional)'}
              hint="We need two years of address history. Add the addresses before your current one, most recent first, until they cover two years."
              itemNoun="Address"
              emptyItem={emptyPermanentFormerAddress}
              max={MAX_PERMANENT_FORMER_ADDRESSES}
              renderItem={(itemName) => (
                <div className={styles.group}>
                  <FormikAddressFieldset name={`${itemName}.address`} legend="Address" />
                  <FormikRadioGroup
                    name={`${itemName}.housing`}
                    label="Did you own or rent this home?"
                    options={housingOptions}
                    inline
                  />
                  <YearsAndMonths yearsName={`${itemName}.years`} monthsName={`${itemName}.months`} />
                </div>
              )}
            />
            <Figures
              label="Address history"
              figures={[
                { label: 'Address history so far', value: duration(permanentAddressHistoryMonths(borrower)) },
                { label: 'We need', value: '2 years' },
              ]}
            />
          </div>
        </Card>
      )}
    </>
  );
}
