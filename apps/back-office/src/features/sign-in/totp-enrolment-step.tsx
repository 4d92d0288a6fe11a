import { errorMessage } from '@northgate/api-client';
import type { StaffTotpEnrolResponse } from '@northgate/contracts';
import { Button, FormikErrorSummary, FormikOneTimeCodeField } from '@northgate/ui';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { QrCode } from './qr-code.tsx';
import { StepAlert, StepHeading } from './step-heading.tsx';
import * as styles from './sign-in.css.ts';

export interface TotpEnrolmentStepProps {
  /** Asks the server for a new secret. */
  start: () => Promise<StaffTotpEnrolResponse>;
  /** Confirms with the app's first code; rejects with the API's error when it is refused. */
  confirm: (code: string) => Promise<void>;
  onRestart: () => void;
}

const REQUIRED = 'Enter the 6-digit code your authenticator app shows';

/**
 * A staff member's first sign-in: add the back office to an authenticator app (a QR code, or the
 * secret typed in), then prove it with the app's first code.
 */
export function TotpEnrolmentStep({ start, confirm, onRestart }: TotpEnrolmentStepProps) {
  const [enrolment, setEnrolment] = useState<StaffTotpEnrolResponse | null>(null);
  const [refusal, setRefusal] = useState<{ message: string | null; attempt: number }>({
    message: null,
    attempt: 0,
  });

  useEffect(() => {
    let current = true;
    start()
      .then((started) => {
        if (current) setEnrolment(started);
      })
      .catch((error: unknown) => {
        if (current) setRefusal(({ attempt }) => ({ message: errorMessage(error), attempt: attempt + 1 }));
      });
    return () => {
      current = false;
    };
  }, [start]);

  return (
    <div className={styles.stack}>
      <StepHeading>Set up your authenticator app</StepHeading>
      <p className={styles.lead}>
        Every staff sign-in needs a code from an authenticator app (such as Google Authenticator, Microsoft
        Authenticator or 1Password) as well as your password.
      </p>
      {enrolment === null ? (
        <>
          <StepAlert message={refusal.message} attempt={refusal.attempt} />
          {refusal.message === null && <p role="status">Preparing your set-up…</p>}
        </>
      ) : (
        <>
          <ol className={styles.stack}>
            <li>
              Scan this QR code with the app.
              <QrCode
                value={enrolment.otpauth_uri}
                alt="QR code to add the Northgate back office to an authenticator app"
              />
            </li>
            <li>
              Or, if you cannot scan it, type this set-up key into the app:
              <p className={styles.secret}>{enrolment.secret}</p>
            </li>
            <li>Enter the 6-digit code the app now shows.</li>
          </ol>
          <Formik
            initialValues={{ code: '' }}
            validate={({ code }) => (/^\d{6}$/.test(code.trim()) ? {} : { code: REQUIRED })}
            onSubmit={async ({ code }) => {
              try {
                await confirm(code.trim());
              } catch (error) {
                setRefusal(({ attempt }) => ({ message: errorMessage(error), attempt: attempt + 1 }));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate className={styles.form} aria-label="Confirm your authenticator app">
                <FormikErrorSummary />
                <StepAlert message={refusal.message} attempt={refusal.attempt} />
                <FormikOneTimeCodeField name="code" label="Authentication code" hint="6 digits" />
                <Button type="submit" loading={isSubmitting}>
                  Confirm
                </Button>
              </Form>
            )}
          </Formik>
        </>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="link" onClick={onRestart}>
          Start again
        </Button>
      </div>
    </div>
  );
}
