import { StepField } from '@northgate/lending-flows/react';
import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { nanpDigits } from '@northgate/validators';
import { useFormikContext } from 'formik';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { profileAtom } from '../../../../session/session-atoms.ts';
import * as styles from '../steps.css.ts';

/**
 * Long form, phone: the number we reach the borrower on, filled in from the account when it has
 * one. The next step texts a code to it.
 */
export function PhoneFields() {
  const phoneName = useStepField('mobilePhone').name;
  const formik = useFormikContext<FlowFormValues>();
  const typed = formik.values.phone?.mobilePhone;
  const profile = useAtomValue(profileAtom);
  const accountDigits = profile ? (nanpDigits(profile.cellPhone) ?? '') : '';
  const { setFieldValue } = formik;

  // An empty box takes the account's number once the profile is known; a typed one is kept.
  useEffect(() => {
    if ((typed === undefined || typed === '') && accountDigits !== '') {
      void setFieldValue(phoneName, accountDigits, false);
    }
  }, [typed, accountDigits, phoneName, setFieldValue]);

  return (
    <div className={styles.group}>
      <StepField field="mobilePhone" />
      <StepField field="phoneType" />
      <StepField field="smsConsent" />
    </div>
  );
}
