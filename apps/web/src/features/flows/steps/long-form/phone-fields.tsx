import { longFormPhoneTypes } from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { FormikCheckbox, FormikPhoneField, FormikRadioGroup } from '@northgate/ui';
import { nanpDigits } from '@northgate/validators';
import { useFormikContext } from 'formik';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { profileAtom } from '../../../../session/session-atoms.ts';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';

const phoneTypeOptions = toOptions(longFormPhoneTypes);

/**
 * Long form, phone: the number we reach the borrower on, filled in from the account when it has
 * one. The next step texts a code to it.
 */
export function PhoneFields() {
  const name = useStepFieldName();
  const phoneName = name('mobilePhone');
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
      <FormikPhoneField
        name={phoneName}
        label="Phone number"
        hint="A US number that can receive text messages: we text you a code to confirm it."
      />
      <FormikRadioGroup
        name={name('phoneType')}
        label="What kind of number is it?"
        options={phoneTypeOptions}
        inline
      />
      <FormikCheckbox name={name('smsConsent')} label="Text me updates about my application" />
    </div>
  );
}
