import { permanent } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { usePrefillFromProfile } from '../prefill-from-profile.ts';
import { FormerAddresses, HouseholdFields, YearsAndMonths } from '../residence-fields.tsx';
import * as styles from '../steps.css.ts';

/** Permanent application, III. Borrower information: the borrower, then the co-borrower when applying jointly. */
const CONTACT = {
  firstName: 'borrower.firstName',
  lastName: 'borrower.lastName',
  email: 'borrower.email',
  phone: 'borrower.homePhone',
};

export function BorrowerInformationFields() {
  usePrefillFromProfile(CONTACT);
  const stepName = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const borrower = (formik.values.borrowerInformation?.borrower ?? {}) as Record<string, unknown>;
  const formerAddresses = Array.isArray(borrower.formerAddresses) ? borrower.formerAddresses : [];
  const historyShort = permanent.needsFormerAddresses(borrower);
  const presentAnswered = borrower.presentAddressYears !== '' && borrower.presentAddressMonths !== '';
  const coBorrower = (formik.values.borrowerInformation?.coBorrower ?? {}) as Record<string, unknown>;
  // A draft saved without joint credit holds only the choice: give the revealed fields their blanks.
  const coBorrowerBlank = coBorrower.jointCredit === 'yes' && !('firstName' in coBorrower);
  const { setFieldValue } = formik;
  useEffect(() => {
    if (coBorrowerBlank)
      void setFieldValue(stepName('coBorrower'), {
        ...permanent.borrowerInformationInitialValues.coBorrower,
        jointCredit: 'yes',
      });
  }, [coBorrowerBlank, setFieldValue, stepName]);
  return (
    <>
      <Card title="Your name" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>As it appears on your driver’s license or passport.</p>
          <StepField field="borrower.firstName" />
          <StepField field="borrower.middleName" />
          <StepField field="borrower.lastName" />
          <StepField field="borrower.suffix" />
        </div>
      </Card>

      <Card title="Contact details and identity" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="borrower.email" />
          <StepField field="borrower.homePhone" />
          <StepField field="borrower.ssn" />
          <StepField field="borrower.dateOfBirth" />
          <StepField field="borrower.yearsSchool" />
        </div>
      </Card>

      <Card title="Your household" headingLevel={2} as="section">
        <div className={styles.group}>
          <HouseholdFields at="borrower." />
        </div>
      </Card>

      <Card title="Where you live" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="borrower.presentAddress" />
          <StepField field="borrower.presentHousing" />
          <YearsAndMonths years="borrower.presentAddressYears" months="borrower.presentAddressMonths" />
          <StepField field="borrower.mailing.different" />
          <StepField field="borrower.mailing.address" />
        </div>
      </Card>

      <Card title="Co-borrower" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="coBorrower.jointCredit" />
          {!coBorrowerBlank && (
            <>
              <StepField field="coBorrower.firstName" />
              <StepField field="coBorrower.lastName" />
              <StepField field="coBorrower.email" />
              <StepField field="coBorrower.phone" />
              <StepField field="coBorrower.dateOfBirth" />
              <StepField field="coBorrower.ssn" />
              <StepField field="coBorrower.maritalStatus" />
              <StepField field="coBorrower.relationship" />
            </>
          )}
        </div>
      </Card>

      {(formerAddresses.length > 0 || (presentAnswered && historyShort)) && (
        <Card title="Where you lived before" headingLevel={2} as="section">
          <FormerAddresses
            field="borrower.formerAddresses"
            historyMonths={permanent.addressHistoryMonths(borrower)}
          />
        </Card>
      )}
    </>
  );
}
