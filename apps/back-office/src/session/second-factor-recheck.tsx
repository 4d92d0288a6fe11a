import { ApiError, errorMessage } from '@northgate/api-client';
import { STAFF_ERROR_CODES, type StaffSecondFactorMethod } from '@northgate/contracts';
import { Button, Dialog, FormikErrorSummary } from '@northgate/ui';
import { Form, Formik } from 'formik';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SecondFactorCodeField } from './second-factor-code-field.tsx';
import { passkeyErrorMessage } from './webauthn.ts';

/** True for the API's "confirm your second factor again" answer to a reveal (ADR 0055). */
export function isSecondFactorRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const body = error.body as { code?: unknown } | null;
  return body?.code === STAFF_ERROR_CODES.secondFactorRequired;
}

const COPY: Record<
  StaffSecondFactorMethod,
  { label: string; hint: string; required: string; other: string }
> = {
  totp: {
    label: 'Authentication code',
    hint: 'The 6-digit code your authenticator app shows now.',
    required: 'Enter the 6-digit code from your authenticator app',
    other: 'Use a recovery code instead',
  },
  recovery_code: {
    label: 'Recovery code',
    hint: 'One of the codes you saved when you set up your authenticator app, like ABCDE-FGHJK. Each works once.',
    required: 'Enter one of your recovery codes',
    other: 'Use a code from your authenticator app instead',
  },
};

/** Why the dialog asks, and what the check then lets the staff member do. */
export interface RecheckExplanation {
  /** A sentence: who may do it. */
  reason: string;
  /** What follows "Enter a code to", like "reveal it". */
  goal: string;
}

const REVEAL_EXPLANATION: RecheckExplanation = {
  reason:
    'Personal data is shown only to a staff member who confirmed their second factor in the last 15 minutes.',
  goal: 'reveal it',
};

export interface SecondFactorRecheckDialogProps {
  open: boolean;
  /** Sends the code; rejects with the API's refusal. */
  onVerify: (method: StaffSecondFactorMethod, code: string) => Promise<void>;
  /**
   * Confirms with a passkey instead (ADR 0056); rejects with a message to show. Given only when the
   * staff member has one and the browser can use it: otherwise the choice is not shown.
   */
  onPasskey?: (() => Promise<void>) | undefined;
  onCancel: () => void;
  /** Why the check is asked for; by default, to reveal personal data. */
  explanation?: RecheckExplanation;
}

/**
 * Asks for the second factor again before personal data is shown, when the last check is more
 * than 15 minutes old (ADR 0055): a code, or a passkey when the staff member has one. Focus starts
 * in the code field; a refusal is announced.
 */
export function SecondFactorRecheckDialog({
  open,
  onVerify,
  onPasskey,
  onCancel,
  explanation = REVEAL_EXPLANATION,
}: SecondFactorRecheckDialogProps) {
  const [method, setMethod] = useState<StaffSecondFactorMethod>('totp');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const copy = COPY[method];
  const form = useRef<HTMLFormElement>(null);

  // Into the code field on opening and on switching the kind of code. After the Dialog's own effect
  // (a child's runs first), which opens the modal and so focuses its first button, Close.
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [open, method]);

  const validate = ({ code }: { code: string }) => {
    const trimmed = code.trim();
    if (method === 'totp' && !/^\d{6}$/.test(trimmed)) return { code: copy.required };
    if (trimmed.length === 0) return { code: copy.required };
    return {};
  };

  return (
    <Dialog open={open} title="Confirm it is you" onClose={onCancel}>
      <p>
        {explanation.reason}{' '}
        {onPasskey === undefined
          ? `Enter a code to ${explanation.goal}.`
          : `Use your passkey, or enter a code, to ${explanation.goal}.`}
      </p>
      <Formik
        key={method}
        initialValues={{ code: '' }}
        validate={validate}
        onSubmit={async ({ code }) => {
          setRefusal(null);
          try {
            await onVerify(method, code.trim());
          } catch (error) {
            setRefusal(errorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form ref={form} noValidate aria-label="Confirm your second factor">
            <FormikErrorSummary />
            {refusal ? <p role="alert">{refusal}</p> : null}
            <SecondFactorCodeField method={method} label={copy.label} hint={copy.hint} />
            <Button type="submit" loading={isSubmitting} disabled={passkeyBusy}>
              Confirm and reveal
            </Button>{' '}
            {onPasskey === undefined ? null : (
              <>
                <Button
                  type="button"
                  variant="secondary"
                  loading={passkeyBusy}
                  disabled={isSubmitting}
                  onClick={async () => {
                    setRefusal(null);
                    setPasskeyBusy(true);
                    try {
                      await onPasskey();
                    } catch (error) {
                      setRefusal(passkeyErrorMessage(error));
                    } finally {
                      setPasskeyBusy(false);
                    }
                  }}
                >
                  Use a passkey
                </Button>{' '}
              </>
            )}
            <Button
              type="button"
              variant="link"
              onClick={() => {
                setRefusal(null);
                setMethod(method === 'totp' ? 'recovery_code' : 'totp');
              }}
            >
              {copy.other}
            </Button>{' '}
            <Button type="button" variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

interface Waiting {
  resolve: () => void;
  reject: (error: unknown) => void;
  error: unknown;
  /** The staff member has a passkey this browser can use. */
  passkey: boolean;
}

/** The passkey answer to a re-check (ADR 0056), for staff members who have one. */
export interface PasskeyRecheck {
  /** True when the staff member has a passkey and this browser can use one; asked as the dialog opens. */
  offered: () => Promise<boolean>;
  /** Asks the browser for the passkey's answer and the API to check it; rejects with a message. */
  confirm: () => Promise<unknown>;
}

/**
 * `guard(call)` runs `call`; when the API asks for the second factor again, it shows the dialog,
 * and after a right code (or passkey) runs `call` once more. Cancelling rejects with the API's own
 * answer.
 */
export function useSecondFactorRecheck(
  verify: (method: StaffSecondFactorMethod, code: string) => Promise<unknown>,
  { explanation, passkey }: { explanation?: RecheckExplanation; passkey?: PasskeyRecheck } = {},
): { guard: <T>(call: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  // Each asking starts afresh (no earlier refusal, code or kind of code): the dialog is new each time.
  const [asked, setAsked] = useState(0);
  const current = useRef<Waiting | null>(null);
  // The latest, without making `guard` new on every render (it runs from event handlers, after commits).
  const passkeyRef = useRef(passkey);
  useEffect(() => {
    passkeyRef.current = passkey;
  });

  const guard = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!isSecondFactorRequired(error)) throw error;
      // Asked each time, so a passkey added a minute ago is offered; when the question fails, the
      // codes still work.
      const offered = passkeyRef.current;
      const hasPasskey = offered === undefined ? false : await offered.offered().catch(() => false);
      await new Promise<void>((resolve, reject) => {
        current.current = { resolve, reject, error, passkey: hasPasskey };
        setAsked((count) => count + 1);
        setWaiting(current.current);
      });
      return call();
    }
  }, []);

  const settle = (passed: boolean) => {
    const pending = current.current;
    current.current = null;
    setWaiting(null);
    if (passed) pending?.resolve();
    else pending?.reject(pending.error);
  };

  const dialog = (
    <SecondFactorRecheckDialog
      key={asked}
      open={waiting !== null}
      onVerify={async (method, code) => {
        await verify(method, code);
        settle(true);
      }}
      onPasskey={
        waiting?.passkey === true && passkey !== undefined
          ? async () => {
              await passkey.confirm();
              settle(true);
            }
          : undefined
      }
      onCancel={() => settle(false)}
      {...(explanation === undefined ? {} : { explanation })}
    />
  );
  return { guard, dialog };
}
