import { formikValidator } from '@northgate/validators';
import { ApiError, errorMessage } from '@northgate/api-client';
import { ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '@northgate/contracts';
import { pages } from '@northgate/site-config';
import {
  Button,
  Container,
  FormAlert,
  FormikErrorSummary,
  FormikOneTimeCodeField,
  FormikPasswordField,
  FormikTextField,
  Heading,
} from '@northgate/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { Form, Formik, useFormikContext } from 'formik';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { serverErrorsAtom, successMessagesAtom } from '../../state/messages.ts';
import { useDocumentTitle } from '../../components/page/use-document-title.ts';
import { usePasswordFeedback, weakPasswordFeedback } from '../../components/password/password-strength.ts';
import * as page from '../../components/page/page.css.ts';
import { api } from '../../session/api.ts';
import * as styles from './auth.css.ts';
import { useFormError } from '../../state/use-form-error.ts';

const validateEmail = formikValidator(ForgotPasswordRequestSchema);
const validateReset = formikValidator(ResetPasswordRequestSchema);

interface ResetValues {
  email: string;
  code: string;
  new_password: string;
}

/** The API's 422 text for `field`, when that field is what it refused. */
function fieldRefusal(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const detail = (error.body as { detail?: { loc?: unknown[] }[] } | undefined)?.detail?.[0];
  return detail?.loc?.[1] === field ? error.message : undefined;
}

/** The new password, with zxcvbn's feedback under it as the borrower types. */
function NewPasswordField() {
  const { values } = useFormikContext<ResetValues>();
  const strength = usePasswordFeedback(values.new_password, { email: values.email });
  return (
    <FormikPasswordField
      name="new_password"
      label="New password"
      hint="At least 12 characters. A short sentence is easy to remember and hard to guess."
      autoComplete="new-password"
      feedback={strength.feedback}
      onFocus={strength.onFocus}
    />
  );
}

export const RESET_DONE_MESSAGE = 'Your password was changed. Log in with your new password.';

/**
 * Forgot password: we email a 6-digit code (when the address has an account — the page never
 * says whether it does), then the borrower types the code and a new password.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const navigate = useNavigate();
  const setServerErrors = useSetAtom(serverErrorsAtom);
  const setSuccess = useSetAtom(successMessagesAtom);
  const [email, setEmail] = useState<string | null>(null);
  const [formError, setFormError] = useFormError();

  const fail = (error: unknown) => {
    const message = errorMessage(error);
    setFormError(message);
    setServerErrors(message);
  };

  return (
    <Container>
      <Heading level={1} className={page.title}>
        Reset your password
      </Heading>
      <p className={page.lead}>
        {email === null
          ? 'Enter the email you use with us. If it has an account, we will email you a 6-digit code.'
          : `If ${email} has an account with us, a 6-digit code is on its way. It works for 10 minutes.`}
      </p>
      <div className={styles.panel}>
        {email === null ? (
          <Formik
            initialValues={{ email: '' }}
            validate={validateEmail}
            onSubmit={async (values) => {
              setFormError(null);
              try {
                await api.forgotPassword({ email: values.email.trim() });
                setEmail(values.email.trim());
              } catch (error) {
                fail(error);
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate className={styles.form} aria-label="Request a reset code">
                <FormikErrorSummary />
                <FormikTextField name="email" label="Email" type="email" autoComplete="username" allowPaste />
                <FormAlert message={formError} />
                <div className={styles.actions}>
                  <Button type="submit" loading={isSubmitting}>
                    Email me a code
                  </Button>
                  <Link to={pages.login.path} className={styles.secondaryLink}>
                    Back to log in
                  </Link>
                </div>
              </Form>
            )}
          </Formik>
        ) : (
          <Formik
            initialValues={{ email, code: '', new_password: '' }}
            validate={validateReset}
            onSubmit={async (values, { setFieldError }) => {
              setFormError(null);
              // The live feedback said it while typing; the submit is refused with the same text.
              const weak = await weakPasswordFeedback(values.new_password, { email: values.email });
              if (weak !== undefined) {
                setFieldError('new_password', weak);
                return;
              }
              try {
                await api.resetPassword(values);
                setSuccess(RESET_DONE_MESSAGE);
                await navigate({ to: pages.login.path });
              } catch (error) {
                // The API judges with the account's names too: its text goes under the field.
                const refusal = fieldRefusal(error, 'new_password');
                if (refusal === undefined) fail(error);
                else setFieldError('new_password', refusal);
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate className={styles.form} aria-label="Choose a new password">
                <FormikErrorSummary />
                <FormikOneTimeCodeField name="code" label="6-digit code" />
                <NewPasswordField />
                <FormAlert message={formError} />
                <div className={styles.actions}>
                  <Button type="submit" loading={isSubmitting}>
                    Change password
                  </Button>
                  <button type="button" className={styles.textButton} onClick={() => setEmail(null)}>
                    Use a different email
                  </button>
                </div>
              </Form>
            )}
          </Formik>
        )}
      </div>
    </Container>
  );
}
