import { StepField } from '@northgate/lending-flows/react';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { profileAtom } from '../../../../session/session-atoms.ts';
import * as styles from '../steps.css.ts';

/** A profile phone number as the phone field stores it: ten digits, no country code. */
function tenDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1')
    ? digits.slice(1)
    : digits.length === 10
      ? digits
      : '';
}

/**
 * Fills the name, email and phone the borrower's account already holds, once, into fields that
 * are still blank: a signed-in borrower should not have to type them again.
 */
function usePrefillFromProfile(name: (field: string) => string) {
  const profile = useAtomValue(profileAtom);
  const formik = useFormikContext<FlowFormValues>();
  const { setFieldValue } = formik;
  const current = formik.values['personal-data'];
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !profile || !current) return;
    done.current = true;
    const known: Record<string, string> = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      mobilePhone: tenDigits(profile.cellPhone),
    };
    for (const [field, value] of Object.entries(known)) {
      if (value !== '' && current[field] === '') void setFieldValue(name(field), value, false);
    }
  }, [profile, current, name, setFieldValue]);
}

/** Business loan application, personal-data: the applicant (Form 1919, section II). */
export function PersonalDataFields() {
  const name = useStepFieldName();
  usePrefillFromProfile(name);
  return (
    <>
      <Card title="About you" headingLevel={2} as="section">
        <div className={styles.group}>
          <div className={styles.pair}>
            <StepField field="firstName" />
            <StepField field="lastName" />
          </div>
          <StepField field="title" />
          <StepField field="email" />
          <StepField field="mobilePhone" />
          <StepField field="homeAddress" />
        </div>
      </Card>

      <Card title="Identity, ownership and credit" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="dateOfBirth" />
          <StepField field="ssnOrItin" />
          <StepField field="citizenship" />
          <StepField field="ownershipPct" />
          <StepField field="creditScoreRange" />
        </div>
      </Card>
    </>
  );
}
