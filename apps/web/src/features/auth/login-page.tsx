import { formikValidator } from '@northgate/validators';
import { errorMessage } from '@northgate/api-client';
import { LoginRequestSchema } from '@northgate/contracts';
import { pages } from '@northgate/site-config';
import { Button, FormAlert, FormikErrorSummary, FormikPasswordField, FormikTextField } from '@northgate/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useSetAtom } from 'jotai';
import { serverErrorsAtom } from '../../state/messages.ts';
import { IntroPage } from '../../components/page/intro-page.tsx';
import { api } from '../../session/api.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { GoogleSignInChoice } from './google-sign-in-choice.tsx';
import { serverFeatures } from './server-features.ts';
import * as styles from './auth.css.ts';
import { useFormError } from '../../state/use-form-error.ts';
import { useKeepEarlyInput } from '../../hydration/use-keep-early-input.ts';

const validate = formikValidator(LoginRequestSchema);

/** What signing in gives, each promise linked to the page that keeps it. */
const loginLead = [
  'Sign in to continue an application, upload your ID and bank statements in the ',
  { to: pages.longForm.path, text: 'full application' },
  ' and see the applications you started or sent us in ',
  { to: pages.profile.path, text: 'your account' },
  '.',
] as const;

/** /login/: email and password, a passkey, Google sign-in and the way back in when a password is forgotten. */
export function LoginPage({ redirectTo }: { redirectTo?: string | undefined }) {
  const navigate = useNavigate();
  const setServerErrors = useSetAtom(serverErrorsAtom);
  const [formError, setFormError] = useFormError();
  // The page is prerendered: an email typed or a submit pressed before the app started is kept.
  const keepEarlyInput = useKeepEarlyInput();

  return (
    <IntroPage page="login" lead={loginLead}>
      <div className={styles.panel}>
        <Formik
          initialValues={{ email: '', password: '' }}
          validate={validate}
          onSubmit={async (values) => {
            setFormError(null);
            setServerErrors([]);
            try {
              await api.login({ email: values.email.trim(), password: values.password });
              await navigate({ to: redirectTo ?? '/' });
            } catch (error) {
              const message = errorMessage(error);
              setFormError(message);
              setServerErrors(message);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form {...keepEarlyInput} noValidate className={styles.form} aria-labelledby="login-form-title">
              <h2 id="login-form-title" className={styles.formTitle}>
                Log in with your email
              </h2>
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
              <div className={styles.actions}>
                <Button type="submit" loading={isSubmitting}>
                  Log in
                </Button>
                <Link to="/login/forgot-password" className={styles.secondaryLink}>
                  Forgot password?
                </Link>
              </div>
            </Form>
          )}
        </Formik>
        <PasskeySignIn
          onSignedIn={() => navigate({ to: redirectTo ?? '/' })}
          onError={(message) => setServerErrors(message)}
        />
        <GoogleSignInChoice features={serverFeatures}>
          <div className={styles.divider}>
            <span>or</span>
          </div>
          <GoogleSignInButton />
        </GoogleSignInChoice>
        <p className={styles.note}>
          New here? <Link to={pages.shortQuiz.path}>Answer a few questions</Link> and create your account at
          the end.
        </p>
      </div>
    </IntroPage>
  );
}
