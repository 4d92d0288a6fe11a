import { Button, FormAlert, FormikErrorSummary, FormikPhoneField } from '@northgate/ui';
import { formikValidator, usPhone } from '@northgate/validators';
import { useNavigate } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import * as v from 'valibot';
import { rememberSentCodeRecord } from '../../../components/verify-code/sent-code-store.ts';
import { toastFailure } from '../../../state/toasts.ts';
import { loadApi } from '../../../session/load-api.ts';
import { profileAtom } from '../../../session/session-atoms.ts';
import { EditFrame } from './edit-frame.tsx';
import * as styles from './profile-edit.css.ts';
import { PHONE_CODE_KEY } from './profile-refresh.ts';

// The box keeps the ten digits; the API takes them as typed and checks them again.
const validate = formikValidator(v.object({ phone: usPhone() }));

/** /profile/edit/phone: a code texted to the new number (change_phone), confirmed on the next screen. */
export function EditPhonePage() {
  const profile = useAtomValue(profileAtom);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <EditFrame section="editPhone">
      {profile?.cellPhone && (
        <p className={styles.current}>
          Your phone now: <strong>{profile.cellPhone}</strong>
          {profile.cellPhoneVerified ? ' (verified)' : ' (not verified)'}
        </p>
      )}
      <Formik
        initialValues={{ phone: '' }}
        validate={validate}
        onSubmit={async (values) => {
          setFormError(null);
          try {
            const api = await loadApi();
            const answer = await api.changePhone({ phone: values.phone });
            rememberSentCodeRecord(PHONE_CODE_KEY, {
              target: values.phone,
              sentTo: answer.sent_to,
              sentAt: Date.now(),
              resendAfterSeconds: answer.resend_after_seconds,
              expiresInSeconds: answer.expires_in_seconds,
            });
            await navigate({ to: '/profile/edit/verifyPhone' });
          } catch (failure) {
            setFormError(toastFailure(failure));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form} aria-label="New phone number">
            <FormikErrorSummary />
            <FormikPhoneField
              name="phone"
              label="New phone number"
              hint="A US number that can receive text messages."
            />
            <FormAlert message={formError} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                Text me a code
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </EditFrame>
  );
}
