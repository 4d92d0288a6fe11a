import { longFormCallTimes, longFormContactMethods } from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikAddressFieldset,
  FormikCheckbox,
  FormikPhoneField,
  FormikRadioGroup,
  FormikSelect,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useAtomValue } from 'jotai';
import { profileAtom } from '../../../../session/session-atoms.ts';
import { toOptions } from '../choice-options.ts';
import { HouseholdFields } from '../residence-fields.tsx';
import * as styles from '../steps.css.ts';

const contactOptions = toOptions(longFormContactMethods);
const callTimeOptions = toOptions(longFormCallTimes);

/**
 * Long form, contactInfo: the account's email (changed in the profile, where it is verified),
 * another phone, a mailing address if it differs, the household, and how the borrower likes to be
 * reached.
 */
export function ContactInfoFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.contactInfo ?? {};
  const mailing = (values.mailing ?? {}) as { different?: boolean };
  const profile = useAtomValue(profileAtom);
  return (
    <>
      <Card title="How we reach you" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            We write to {profile ? <strong>{profile.email}</strong> : 'the email address of your account'}.
            You can change it in your profile.
          </p>
          <FormikPhoneField
            name={name('alternatePhone')}
            label="Another phone number"
            hint="A home or work number, if you have one besides your mobile."
            optional
          />
          <FormikRadioGroup
            name={name('preferredContact')}
            label="How do you prefer we contact you?"
            options={contactOptions}
            inline
          />
          <FormikSelect
            name={name('bestTimeToCall')}
            label="Best time to call"
            options={callTimeOptions}
            optional
          />
          <FormikCheckbox
            name={name('mailing.different')}
            label="My mailing address is different from my home address"
          />
          {mailing.different === true && (
            <FormikAddressFieldset name={name('mailing.address')} legend="Your mailing address" />
          )}
        </div>
      </Card>
      <Card title="Your household" headingLevel={2} as="section">
        <div className={styles.group}>
          <HouseholdFields name={name} dependents={Number(values.dependentsCount)} />
        </div>
      </Card>
    </>
  );
}
