import { ApiError } from '@northgate/api-client';
import { shortQuiz } from '@northgate/lending-flows';
import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { pages } from '@northgate/site-config';
import { Button, FormikOneTimeCodeField } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadApi } from '../../../session/load-api.ts';
import { toastError, toastFailure } from '../../../state/toasts.ts';
import * as flowStyles from '../flow.css.ts';
import { readSentCode, rememberSentCode, type SentCode } from './email-code-session.ts';
import * as styles from './quiz.css.ts';
import { useCountdown } from '../../../components/verify-code/use-countdown.ts';
import { formatSeconds, waitSeconds } from '../../../components/verify-code/wait-time.ts';
import { useSubmitIntent } from '../../../components/verify-code/use-submit-intent.ts';

export const RESEND_AFTER_SECONDS = 30;
const CODE_LIFETIME_SECONDS = 600;

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** `stillSending`: the server's words when the email had not gone out yet (it keeps trying). */
  | { kind: 'sent'; resent: boolean; stillSending?: string }
  | { kind: 'accountExists' }
  | { kind: 'failed'; message: string };

/**
 * Short quiz, verifyEmail: sends a code to the personalDetails email on arrival, offers a
 * resend after a visible countdown, and confirms the code on Next (confirm_email) — the
 * server's answer (wrong, expired, too many tries) shows as the field's error.
 */
export function VerifyEmailFields() {
  const { name: codeName, question, hint } = useStepField('emailOtp');
  const formik = useFormikContext<FlowFormValues>();
  const rawEmail = formik.values.personalDetails?.email;
  const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
  const [sent, setSent] = useState<SentCode | null>(() => readSentCode(email));
  const [sendState, setSendState] = useState<SendState>(() =>
    readSentCode(email) ? { kind: 'sent', resent: false } : { kind: 'idle' },
  );
  const countdown = useCountdown(sent && !sent.verified ? sent.sentAt + sent.resendAfterSeconds * 1000 : 0);
  const verified = sent?.verified === true;
  const root = useRef<HTMLDivElement>(null);
  const submitIntent = useSubmitIntent(root);
  const lastTried = useRef<{ code: string; message: string } | null>(null);
  const startCountdown = countdown.start;

  const send = useCallback(
    async (resend: boolean) => {
      if (email === '') return;
      setSendState({ kind: 'sending' });
      try {
        const api = await loadApi();
        const answer = await api.sendEmailVerify({ email });
        const record: SentCode = {
          email,
          sentAt: Date.now(),
          resendAfterSeconds: answer.resend_after_seconds,
          expiresInSeconds: answer.expires_in_seconds,
        };
        rememberSentCode(record);
        setSent(record);
        lastTried.current = null;
        startCountdown(answer.resend_after_seconds);
        setSendState({
          kind: 'sent',
          resent: resend,
          ...(answer.queued && answer.message ? { stillSending: answer.message } : {}),
        });
        if (resend) void formik.setFieldValue(codeName, '', false);
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 409) {
          setSendState({ kind: 'accountExists' });
          return;
        }
        const message = toastFailure(failure);
        if (failure instanceof ApiError && failure.status === 429) startCountdown(waitSeconds(message));
        setSendState({ kind: 'failed', message });
      }
    },
    [email, startCountdown, formik, codeName],
  );

  // Arriving on the step sends a code, unless this tab already has a live one for the email.
  const sentOnArrival = useRef(false);
  useEffect(() => {
    if (sentOnArrival.current || email === '' || readSentCode(email)) return;
    sentOnArrival.current = true;
    void send(false);
  }, [email, send]);

  // Next: the code is checked by the server, once per code typed.
  const state = useRef({ email, verified, sent });
  state.current = { email, verified, sent };
  const { registerField, unregisterField } = formik;
  useEffect(() => {
    registerField(codeName, {
      validate: async (value: unknown) => {
        const submitting = submitIntent.take();
        const current = state.current;
        if (current.verified) return undefined;
        const code = typeof value === 'string' ? value.trim() : '';
        if (!shortQuiz.EMAIL_CODE_PATTERN.test(code)) return undefined; // the schema's message
        if (lastTried.current?.code === code) {
          // Next again with the refused code: the toast says it again, as the field does.
          if (submitting) toastError(lastTried.current.message);
          return lastTried.current.message;
        }
        if (!submitting) return undefined;
        try {
          const api = await loadApi();
          await api.confirmEmail({ email: current.email, code });
          const record: SentCode = {
            email: current.email,
            sentAt: current.sent?.sentAt ?? Date.now(),
            resendAfterSeconds: current.sent?.resendAfterSeconds ?? RESEND_AFTER_SECONDS,
            expiresInSeconds: current.sent?.expiresInSeconds ?? CODE_LIFETIME_SECONDS,
            verified: true,
          };
          rememberSentCode(record);
          state.current = { ...current, verified: true, sent: record };
          setSent(record);
          return undefined;
        } catch (failure) {
          const message = toastFailure(failure);
          // A refused code stays refused; a network or rate-limit failure may be tried again.
          if (failure instanceof ApiError && failure.status === 400) lastTried.current = { code, message };
          return message;
        }
      },
    });
    return () => unregisterField(codeName);
  }, [codeName, registerField, unregisterField, submitIntent]);

  if (verified) {
    return (
      <div ref={root}>
        <p className={flowStyles.stepLead} role="status">
          Your email {email} is verified. Select Next to continue.
        </p>
      </div>
    );
  }

  return (
    <div ref={root} className={styles.stack}>
      {sendState.kind === 'accountExists' ? (
        <p role="alert" className={styles.notice}>
          An account already uses this email. <Link to={pages.login.path}>Log in</Link> to continue.
        </p>
      ) : (
        <>
          <p className={flowStyles.stepLead}>
            {sendState.kind === 'sending'
              ? `Sending a code to ${email}…`
              : `We emailed a 6-digit code to ${email}. It works for 10 minutes.`}
          </p>
          {sendState.kind === 'sent' && sendState.stillSending !== undefined && (
            <p role="status" className={styles.notice}>
              {sendState.stillSending}
            </p>
          )}
          {sendState.kind === 'sent' && sendState.resent && (
            <p role="status" className={styles.notice}>
              We sent a new code. Codes sent before it no longer work.
            </p>
          )}
          {sendState.kind === 'failed' && (
            <p role="alert" className={flowStyles.stepError}>
              {sendState.message}
            </p>
          )}
          <FormikOneTimeCodeField name={codeName} label={question} {...(hint !== undefined && { hint })} />
          <div className={styles.resendRow}>
            <Button
              variant="secondary"
              type="button"
              disabled={countdown.remaining > 0 || sendState.kind === 'sending'}
              onClick={() => void send(true)}
            >
              Resend code
            </Button>
            {countdown.remaining > 0 && (
              <span className={styles.countdown}>
                You can ask for a new code in {formatSeconds(countdown.remaining)}
              </span>
            )}
          </div>
        </>
      )}
    </div>
  );
}
