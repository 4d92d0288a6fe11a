import { ApiError } from '@northgate/api-client';
import type { WaitingCodeResponse } from '@northgate/contracts';
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
import { sameCodeTarget, useDeliveryWatch } from '../../../components/verify-code/code-delivery.ts';
import { CodeSentLead, type CodeDelivery } from '../../../components/verify-code/code-sent-lead.tsx';
import { useCountdown } from '../../../components/verify-code/use-countdown.ts';
import { formatSeconds, waitSeconds } from '../../../components/verify-code/wait-time.ts';
import { useSubmitIntent } from '../../../components/verify-code/use-submit-intent.ts';

export const RESEND_AFTER_SECONDS = 30;
const CODE_LIFETIME_SECONDS = 600;

type SendState =
  /** Asking the server whether a code is already waiting (arriving, or a reload). */
  | { kind: 'checking' }
  | { kind: 'sending' }
  /** `delivered`: the email went out; false while the outbox keeps trying. */
  | { kind: 'sent'; resent: boolean; delivered: boolean }
  | { kind: 'accountExists' }
  | { kind: 'failed'; message: string };

const EXPIRED_UNSENT = 'The code could not be sent before it expired. Ask for a new one.';
const emailCodeWaiting = async () => (await loadApi()).emailCodeWaiting();

function deliveryOf(state: SendState): CodeDelivery {
  if (state.kind === 'sent') return state.delivered ? 'delivered' : 'not-delivered';
  if (state.kind === 'accountExists') return 'failed';
  return state.kind;
}

/**
 * Short quiz, verifyEmail: on arrival shows the code the server has waiting for this email (a
 * reload sends nothing), else sends one; says "We emailed" only once the email went out and
 * watches until it does; offers a resend after a visible countdown, and confirms the code on Next (confirm_email) — the
 * server's answer (wrong, expired, too many tries) shows as the field's error.
 */
export function VerifyEmailFields() {
  const { name: codeName, question, hint } = useStepField('emailOtp');
  const formik = useFormikContext<FlowFormValues>();
  const rawEmail = formik.values.personalDetails?.email;
  const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
  const [sent, setSent] = useState<SentCode | null>(() => readSentCode(email));
  const [sendState, setSendState] = useState<SendState>({ kind: 'checking' });
  const countdown = useCountdown(sent && !sent.verified ? sent.sentAt + sent.resendAfterSeconds * 1000 : 0);
  const verified = sent?.verified === true;
  const root = useRef<HTMLDivElement>(null);
  const submitIntent = useSubmitIntent(root);
  const lastTried = useRef<{ code: string; message: string } | null>(null);
  const startCountdown = countdown.start;
  const keep = useCallback(
    (record: SentCode) => {
      rememberSentCode(record);
      setSent(record);
      startCountdown(record.resendAfterSeconds);
    },
    [startCountdown],
  );

  const send = useCallback(
    async (resend: boolean) => {
      if (email === '') return;
      setSendState({ kind: 'sending' });
      try {
        const api = await loadApi();
        const answer = await api.sendEmailVerify({ email });
        keep({
          email,
          sentAt: Date.now(),
          resendAfterSeconds: answer.resend_after_seconds,
          expiresInSeconds: answer.expires_in_seconds,
          delivered: !answer.queued,
        });
        lastTried.current = null;
        setSendState({ kind: 'sent', resent: resend, delivered: !answer.queued });
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
    [email, startCountdown, formik, codeName, keep],
  );

  /** Takes the server's answer about the waiting code; false when none is waiting for this email. */
  const adopt = useCallback(
    (answer: WaitingCodeResponse, resent: boolean): boolean => {
      if (!answer.waiting || !sameCodeTarget(answer.to, email)) return false;
      keep({
        email,
        sentAt: Date.now(),
        resendAfterSeconds: answer.resend_after_seconds,
        expiresInSeconds: answer.expires_in_seconds,
        delivered: answer.delivered,
      });
      setSendState({ kind: 'sent', resent, delivered: answer.delivered });
      return true;
    },
    [email, keep],
  );

  // Arriving: the code the server has waiting for this email, else this tab's, else a new one.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || email === '') return;
    arrived.current = true;
    const local = readSentCode(email);
    if (local?.verified) return;
    emailCodeWaiting().then(
      (answer) => {
        if (!adopt(answer, false)) void send(false);
      },
      // The server could not be asked: this tab's record is the best there is.
      () => {
        if (local) setSendState({ kind: 'sent', resent: false, delivered: local.delivered !== false });
        else void send(false);
      },
    );
  }, [email, send, adopt]);

  useDeliveryWatch(sendState.kind === 'sent' && !sendState.delivered, emailCodeWaiting, (answer) => {
    const resent = sendState.kind === 'sent' && sendState.resent;
    if (!adopt(answer, resent)) setSendState({ kind: 'failed', message: EXPIRED_UNSENT });
  });

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
          <CodeSentLead
            className={flowStyles.stepLead}
            delivery={deliveryOf(sendState)}
            channel="email"
            sentTo={email}
          />
          {sendState.kind === 'sent' && sendState.resent && sendState.delivered && (
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
              disabled={
                countdown.remaining > 0 || sendState.kind === 'sending' || sendState.kind === 'checking'
              }
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
