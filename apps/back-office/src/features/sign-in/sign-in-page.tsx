import { errorMessage } from '@northgate/api-client';
import { StaffLoginRequestSchema } from '@northgate/contracts';
import {
  Button,
  Card,
  FormAlert,
  FormikErrorSummary,
  FormikPasswordField,
  FormikTextField,
} from '@northgate/ui';
import { formikValidator } from '@northgate/validators';
import { useNavigate } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useStaffClient } from '../../session/staff-context.tsx';
import * as styles from './sign-in.css.ts';

const validate = formikValidator(StaffLoginRequestSchema);

/** Staff sign-in: email and password; the API's message is shown under the form, as on the borrower site. */
export function SignInPage({ redirectTo }: { redirectTo?: string | undefined }) {
  const client = useStaffClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  usePageTitle('Sign in');

  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <Card>
          <h1 className={styles.title}>Northgate back office</h1>
          <p className={styles.lead}>
            Sign in with your staff email and password to work the application queue.
          </p>
          <Formik
            initialValues={{ email: '', password: '' }}
            validate={validate}
            onSubmit={async (values) => {
              setFormError(null);
              try {
                await client.staffLogin({ email: values.email.trim(), password: values.password });
                await navigate({ href: redirectTo ?? '/' });
              } catch (error) {
                setFormError(errorMessage(error));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate className={styles.form} aria-label="Staff sign-in">
                <FormikErrorSummary />
                <FormikTextField
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  spellCheck={false}
                  allowPaste
                />
                <FormikPasswordField name="password" label="Password" autoComplete="current-password" />
                <FormAlert message={formError} />
                <Button type="submit" loading={isSubmitting}>
                  Sign in
                </Button>
              </Form>
            )}
          </Formik>
        </Card>
      </div>
    </main>
  );
}
