import { errorMessage } from '@northgate/api-client';
import type { StaffEnrolledResponse, StaffInvite } from '@northgate/contracts';
import { Card } from '@northgate/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useStaffClient } from '../../session/staff-context.tsx';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';
import { StepAlert } from './step-heading.tsx';
import { TotpEnrolmentStep } from './totp-enrolment-step.tsx';
import * as styles from './sign-in.css.ts';
import { SetPasswordStep } from './set-password-step.tsx';

type Step =
  | { kind: 'checking' }
  | { kind: 'not-working'; message: string }
  | { kind: 'password'; invite: StaffInvite }
  | { kind: 'enrol'; challengeToken: string }
  | { kind: 'recovery-codes'; enrolled: StaffEnrolledResponse };

/**
 * An invite link (ADR 0054): the new staff member sets a password, then adds an authenticator app
 * and saves their recovery codes as at a first sign-in (ADR 0052), and is signed in.
 */
export function InvitePage({ token }: { token: string }) {
  const client = useStaffClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  usePageTitle('Join the back office');

  useEffect(() => {
    const controller = new AbortController();
    client
      .staffInviteCheck({ token }, { signal: controller.signal })
      .then((invite) => setStep({ kind: 'password', invite }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setStep({ kind: 'not-working', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [client, token]);

  const challengeToken = step.kind === 'enrol' ? step.challengeToken : '';
  const startEnrolment = useCallback(
    () => client.staffTotpEnrol({ challenge_token: challengeToken }),
    [client, challengeToken],
  );
  const toSignIn = useCallback(() => void navigate({ to: '/sign-in' }), [navigate]);

  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <Card>
          <h1 className={styles.title}>Northgate back office</h1>
          {step.kind === 'checking' && <p className={styles.lead}>Checking your invite link…</p>}
          {step.kind === 'not-working' && (
            <>
              <StepAlert message={step.message} attempt={1} />
              <p>
                Already set your password? <Link to="/sign-in">Sign in</Link>.
              </p>
            </>
          )}
          {step.kind === 'password' && (
            <SetPasswordStep
              invite={step.invite}
              onSubmit={async (password) => {
                const challenge = await client.staffInviteAccept({ token, password });
                setStep({ kind: 'enrol', challengeToken: challenge.challenge_token });
              }}
            />
          )}
          {step.kind === 'enrol' && (
            <TotpEnrolmentStep
              start={startEnrolment}
              // The link is spent: starting again is a sign-in with the new password.
              onRestart={toSignIn}
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
                void navigate({ to: '/' });
              }}
            />
          )}
        </Card>
      </div>
    </main>
  );
}
