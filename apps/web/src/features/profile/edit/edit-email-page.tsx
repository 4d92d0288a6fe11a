import { ChangeEmailRequestSchema } from '@northgate/contracts';
import { Button, FormAlert, FormikErrorSummary, FormikTextField } from '@northgate/ui';
import { formikValidator } from '@northgate/validators';
import { useNavigate } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { rememberSentCodeRecord } from '../../../components/verify-code/sent-code-store.ts';
import { toastFailure } from '../../../state/toasts.ts';
import { loadApi } from '../../../session/load-api.ts';
import { profileAtom } from '../../../session/session-atoms.ts';
import { EditFrame } from './edit-frame.tsx';
import * as styles from './profile-edit.css.ts';
import { EMAIL_CODE_KEY } from './profile-refresh.ts';

const validate = formikValidator(ChangeEmailRequestSchema);

/**
 * /profile/edit/email: the new address gets a code (change_email); the account keeps the old one,
 * and signs in with it, until the code is confirmed on the next screen.
 */
export function EditEmailPage() {
  const profile = useAtomValue(profileAtom);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <EditFrame section="editEmail">
      {profile && (
        <p className={styles.current}>
          Your email now: <strong>{profile.email}</strong>
        </p>
      )}
      <Formik
        initialValues={{ email: '' }}
        validate={validate}
        onSubmit={async (values) => {
          setFormError(null);
          const email = values.email.trim().toLowerCase();
          try {
            const api = await loadApi();
            const answer = await api.changeEmail({ email });
            rememberSentCodeRecord(EMAIL_CODE_KEY, {
              target: email,
              sentTo: answer.sent_to,
              sentAt: Date.now(),
              resendAfterSeconds: answer.resend_after_seconds,
              expiresInSeconds: answer.expires_in_seconds,
            });
            await navigate({ to: '/profile/edit/verifyEmail' });
          } catch (failure) {
            setFormError(toastFailure(failure));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form} aria-label="New email">
            <FormikErrorSummary />
            <FormikTextField
              name="email"
              label="New email"
              type="email"
              autoComplete="email"
              inputMode="email"
            />
            <FormAlert message={formError} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                Send a code
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </EditFrame>
  );
}
