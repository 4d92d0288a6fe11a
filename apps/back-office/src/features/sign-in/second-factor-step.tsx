import { errorMessage } from '@northgate/api-client';
import type { StaffSecondFactorMethod } from '@northgate/contracts';
import { Button, FormikErrorSummary } from '@northgate/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { StepAlert, StepHeading } from './step-heading.tsx';
import * as styles from './sign-in.css.ts';
import { SecondFactorCodeField } from '../../session/second-factor-code-field.tsx';
import { passkeyErrorMessage } from '../../session/webauthn.ts';

export interface SecondFactorStepProps {
  /** Sends the code; rejects with the API's error when it is refused. */
  onSubmit: (method: StaffSecondFactorMethod, code: string) => Promise<void>;
  /** Back to the email and password (a challenge lasts ten minutes). */
  onRestart: () => void;
  /**
   * Signs in with a passkey (ADR 0056); rejects with a message to show. Given only when the staff
   * member has one and the browser can use it: otherwise the choice is not shown.
   */
  onPasskey?: (() => Promise<void>) | undefined;
}

const COPY: Record<
  StaffSecondFactorMethod,
  { heading: string; label: string; hint: string; required: string }
> = {
  totp: {
    heading: 'Enter the 6-digit code from your authenticator app',
    label: 'Authentication code',
    hint: 'The app shows a new code every 30 seconds.',
    required: 'Enter the 6-digit code from your authenticator app',
  },
  recovery_code: {
    heading: 'Enter a recovery code',
    label: 'Recovery code',
    hint: 'One of the ten codes you saved when you set up your authenticator app, like ABCDE-FGHJK. Each code works once.',
    required: 'Enter one of your recovery codes',
  },
};

/** The second step of a staff sign-in: a code from the authenticator app, a recovery code, or a passkey. */
export function SecondFactorStep({ onSubmit, onRestart, onPasskey }: SecondFactorStepProps) {
  const [method, setMethod] = useState<StaffSecondFactorMethod>('totp');
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string | null; attempt: number }>({
    message: null,
    attempt: 0,
  });
  const copy = COPY[method];

  const validate = ({ code }: { code: string }) => {
    const trimmed = code.trim();
    if (method === 'totp' && !/^\d{6}$/.test(trimmed)) return { code: copy.required };
    if (method === 'recovery_code' && trimmed.length === 0) return { code: copy.required };
    return {};
  };

  return (
    <div className={styles.stack}>
      <StepHeading key={`heading-${method}`}>{copy.heading}</StepHeading>
      <Formik
        key={`form-${method}`}
        initialValues={{ code: '' }}
        validate={validate}
        onSubmit={async ({ code }) => {
          try {
            await onSubmit(method, code.trim());
          } catch (error) {
            setRefusal(({ attempt }) => ({ message: errorMessage(error), attempt: attempt + 1 }));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form} aria-label={copy.heading}>
            <FormikErrorSummary />
            <StepAlert message={refusal.message} attempt={refusal.attempt} />
            <SecondFactorCodeField method={method} label={copy.label} hint={copy.hint} />
            <Button type="submit" loading={isSubmitting}>
              Sign in
            </Button>
          </Form>
        )}
      </Formik>
      {onPasskey === undefined ? null : (
        <Button
          type="button"
          variant="secondary"
          loading={passkeyBusy}
          onClick={async () => {
            setPasskeyBusy(true);
            setRefusal(({ attempt }) => ({ message: null, attempt }));
            try {
              await onPasskey();
            } catch (error) {
              setRefusal(({ attempt }) => ({ message: passkeyErrorMessage(error), attempt: attempt + 1 }));
            } finally {
              setPasskeyBusy(false);
            }
          }}
        >
          Use a passkey
        </Button>
      )}
      <div className={styles.actions}>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setRefusal(({ attempt }) => ({ message: null, attempt }));
            setMethod(method === 'totp' ? 'recovery_code' : 'totp');
          }}
        >
          {method === 'totp'
            ? 'Use a recovery code instead'
            : 'Use a code from your authenticator app instead'}
        </Button>
        <Button type="button" variant="link" onClick={onRestart}>
          Start again
        </Button>
      </div>
    </div>
  );
}
