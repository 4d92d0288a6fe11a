import { OnFileOr } from '@northgate/lending-flows/react';
import {
  maritalStatuses,
  needsFormerAddresses,
  permanentAddressHistoryMonths,
  permanentBorrowerInformationInitialValues,
  permanentCoBorrowerRelationships,
  permanentNameSuffixes,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { yesNo } from '@northgate/validators';
import {
  Card,
  FormikAddressFieldset,
  FormikCheckbox,
  FormikDateField,
  FormikPhoneField,
  FormikRadioGroup,
  FormikSelect,
  FormikTaxIdField,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { toOptions } from '../choice-options.ts';
import { FormerAddresses, HouseholdFields, HousingTenure, YearsAndMonths } from '../residence-fields.tsx';
import * as styles from '../steps.css.ts';

const suffixOptions = toOptions(permanentNameSuffixes);
const yesNoOptions = toOptions(yesNo);
const maritalOptions = toOptions(maritalStatuses);
const relationshipOptions = toOptions(permanentCoBorrowerRelationships);

/** Permanent application, III. Borrower information: the borrower, then the co-borrower when applying jointly. */
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
  const coBorrower = (formik.values.borrowerInformation?.coBorrower ?? {}) as Record<string, unknown>;
  // A draft saved without joint credit holds only the choice: give the revealed fields their blanks.
  const coBorrowerBlank = coBorrower.jointCredit === 'yes' && !('firstName' in coBorrower);
  const { setFieldValue } = formik;
  useEffect(() => {
    if (coBorrowerBlank)
      void setFieldValue(stepName('coBorrower'), {
        ...permanentBorrowerInformationInitialValues.coBorrower,
        jointCredit: 'yes',
      });
  }, [coBorrowerBlank, setFieldValue, stepName]);
  return (
    <>
      <Card title="Your name" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>As it appears on your driver’s license or passport.</p>
          <FormikTextField name={name('firstName')} label="First name" autoComplete="given-name" />
          <FormikTextField
            name={name('middleName')}
            label="Middle name"
            autoComplete="additional-name"
            optional
          />
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
          <OnFileOr>
            <FormikTaxIdField
              name={name('ssn')}
              kind="ssn"
              label="Social Security number or ITIN"
              hint="Every mortgage lender must check your credit and confirm who you are, and the credit bureaus need this number to do it. We encrypt it and only the team reviewing your loan can see it."
            />
          </OnFileOr>
          <OnFileOr>
            <FormikDateField
              name={name('dateOfBirth')}
              label="Date of birth"
              hint="The credit bureaus use it to find the right credit file, and you must be 18 or older to sign a mortgage."
              autoComplete="bday"
            />
          </OnFileOr>
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
          <HouseholdFields name={name} dependents={dependents} />
        </div>
      </Card>

      <Card title="Where you live" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikAddressFieldset name={name('presentAddress')} legend="Your current home address" />
          <HousingTenure name={name('presentHousing')} label="Do you own or rent this home?" />
          <YearsAndMonths yearsName={name('presentAddressYears')} monthsName={name('presentAddressMonths')} />
          <FormikCheckbox
            name={name('mailing.different')}
            label="My mailing address is different from my home address"
          />
          {mailing.different === true && (
            <FormikAddressFieldset name={name('mailing.address')} legend="Your mailing address" />
          )}
        </div>
      </Card>

      <Card title="Co-borrower" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={stepName('coBorrower.jointCredit')}
            label="Applying with a co-borrower (joint credit)?"
            hint="A co-borrower signs the loan with you, and their income and debts count toward it."
            options={yesNoOptions}
            inline
          />
          {coBorrower.jointCredit === 'yes' && !coBorrowerBlank && (
            <CoBorrowerFields name={(field) => stepName(`coBorrower.${field}`)} />
          )}
        </div>
      </Card>

      {(formerAddresses.length > 0 || (presentAnswered && historyShort)) && (
        <Card title="Where you lived before" headingLevel={2} as="section">
          <FormerAddresses
            name={name('formerAddresses')}
            required={historyShort}
            historyMonths={permanentAddressHistoryMonths(borrower)}
          />
        </Card>
      )}
    </>
  );
}

/** The co-borrower's identity, as the 1003's co-borrower column asks it. */
function CoBorrowerFields({ name }: { name: (field: string) => string }) {
  return (
    <>
      <FormikTextField name={name('firstName')} label="Co-borrower's first name" autoComplete="off" />
      <FormikTextField name={name('lastName')} label="Co-borrower's last name" autoComplete="off" />
      <FormikTextField
        name={name('email')}
        label="Co-borrower's email address"
        type="email"
        autoComplete="off"
      />
      <FormikPhoneField name={name('phone')} label="Co-borrower's phone number" />
      <OnFileOr>
        <FormikDateField name={name('dateOfBirth')} label="Co-borrower's date of birth" autoComplete="off" />
      </OnFileOr>
      <OnFileOr>
        <FormikTaxIdField
          name={name('ssn')}
          kind="ssn"
          label="Co-borrower's Social Security number or ITIN"
          hint="We pull the co-borrower's credit too. We encrypt this number and only the team reviewing your loan can see it."
        />
      </OnFileOr>
      <FormikSelect
        name={name('maritalStatus')}
        label="Co-borrower's marital status"
        options={maritalOptions}
      />
      <FormikSelect
        name={name('relationship')}
        label="How is the co-borrower related to you?"
        options={relationshipOptions}
      />
    </>
  );
}
