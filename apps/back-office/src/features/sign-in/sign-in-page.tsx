import { errorMessage } from '@northgate/api-client';
import {
  StaffLoginRequestSchema,
  type StaffEnrolledResponse,
  type StaffLoginChallenge,
  type StaffSecondFactorMethod,
} from '@northgate/contracts';
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
import { useCallback, useState } from 'react';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useStaffClient } from '../../session/staff-context.tsx';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { TotpEnrolmentStep } from './totp-enrolment-step.tsx';
import { answerWithPasskey, passkeysSupported } from '../../session/webauthn.ts';
import * as styles from './sign-in.css.ts';

const validate = formikValidator(StaffLoginRequestSchema);

type Step =
  | { kind: 'password' }
  | { kind: 'challenge'; challenge: StaffLoginChallenge }
  | { kind: 'recovery-codes'; enrolled: StaffEnrolledResponse };

/**
 * Staff sign-in (ADR 0052): email and password, then a code from the authenticator app (or a
 * recovery code); at the first sign-in, setting up the app and saving the recovery codes instead.
 * The API's messages are shown as they come, as on the borrower site.
 */
/** Why the back office signed the staff member out on its own (ADR 0055), or that the session ended under the page (ADR 0054). */
export type SignedOutReason = 'idle' | 'ended';

const SIGNED_OUT: Record<SignedOutReason, string> = {
  idle: 'You were signed out after 15 minutes without activity. Sign in again.',
  // Signed out elsewhere, disabled, a factor reset: the refresh was refused.
  ended: 'Your session has ended. Sign in again to continue.',
};

export function SignInPage({
  redirectTo,
  signedOut,
}: {
  redirectTo?: string | undefined;
  signedOut?: SignedOutReason | undefined;
}) {
  const client = useStaffClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [formError, setFormError] = useState<string | null>(null);
  usePageTitle('Sign in');

  const restart = useCallback(() => setStep({ kind: 'password' }), []);
  const signedIn = useCallback(() => navigate({ href: redirectTo ?? '/' }), [navigate, redirectTo]);
  const challengeToken = step.kind === 'challenge' ? step.challenge.challenge_token : '';
  const startEnrolment = useCallback(
    () => client.staffTotpEnrol({ challenge_token: challengeToken }),
    [client, challengeToken],
  );

  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <Card>
          <h1 className={styles.title}>Northgate back office</h1>
          {step.kind === 'password' && (
            <>
              {/* Idle is news to the staff member (an alert); an ended session, a plain notice. */}
              {signedOut === 'idle' ? (
                <p role="alert" className={styles.alert}>
                  {SIGNED_OUT.idle}
                </p>
              ) : signedOut === 'ended' ? (
                <p role="status" className={styles.notice}>
                  {SIGNED_OUT.ended}
                </p>
              ) : null}
              <p className={styles.lead}>
                Sign in with your staff email and password to work the application queue.
              </p>
              <Formik
                initialValues={{ email: '', password: '' }}
                validate={validate}
                onSubmit={async (values) => {
                  setFormError(null);
                  try {
                    const challenge = await client.staffLogin({
                      email: values.email.trim(),
                      password: values.password,
                    });
                    setStep({ kind: 'challenge', challenge });
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
            </>
          )}
          {step.kind === 'challenge' && step.challenge.second_factor === 'verify' && (
            <SecondFactorStep
              onRestart={restart}
              onPasskey={
                step.challenge.methods.includes('passkey') && passkeysSupported()
                  ? async () => {
                      const options = await client.staffPasskeySignInOptions({
                        challenge_token: challengeToken,
                      });
                      const credential = await answerWithPasskey(options);
                      await client.staffPasskeySignIn({ challenge_token: challengeToken, credential });
                      await signedIn();
                    }
                  : undefined
              }
              onSubmit={async (method: StaffSecondFactorMethod, code: string) => {
                await client.staffSecondFactor({ challenge_token: challengeToken, method, code });
                await signedIn();
              }}
            />
          )}
          {step.kind === 'challenge' && step.challenge.second_factor === 'enrol' && (
            <TotpEnrolmentStep
              start={startEnrolment}
              onRestart={restart}
              confirm={async (code) => {
                const enrolled = await client.staffTotpConfirm({ challenge_token: challengeToken, code });
                setStep({ kind: 'recovery-codes', enrolled });
              }}
            />
          )}
          {step.kind === 'recovery-codes' && (
            <RecoveryCodesStep
              codes={step.enrolled.recovery_codes}
              onDone={() => {
                const { recovery_codes: _shown, ...tokens } = step.enrolled;
                client.keepSession(tokens);
                void signedIn();
              }}
            />
          )}
        </Card>
      </div>
    </main>
  );
}
