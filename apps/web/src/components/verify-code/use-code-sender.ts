import { ApiError } from '@northgate/api-client';
import { toastFailure } from '../../state/toasts.ts';
import type { CodeSentResponse } from '@northgate/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readSentCodeRecord, rememberSentCodeRecord, type SentCodeRecord } from './sent-code-store.ts';
import { useCountdown } from './use-countdown.ts';
import { waitSeconds } from './wait-time.ts';

export type CodeSendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** `stillSending`: the server's words when the message had not gone out yet (it keeps trying). */
  | { kind: 'sent'; resent: boolean; stillSending?: string }
  | { kind: 'failed'; message: string };

export interface CodeSenderOptions {
  /** The tab's storage key of this screen's codes. */
  storageKey: string;
  /** What the code is for (digits of a number, an address); empty: nothing to send to yet. */
  target: string;
  /** Asks the server for a code: the first one, or (`resend`) a new one. */
  send: (resend: boolean) => Promise<CodeSentResponse>;
  /** Sends on arrival unless the tab has a live code for the target (default true). */
  sendOnArrival?: boolean;
}

/**
 * A code sent to a number or an address: sends it (on arrival, unless this tab already has a
 * live one), offers a new one after the server's countdown, and remembers a verified target.
 * A 429 starts the countdown the server's message gives.
 */
export function useCodeSender({ storageKey, target, send, sendOnArrival = true }: CodeSenderOptions) {
  const [sent, setSent] = useState<SentCodeRecord | null>(() => readSentCodeRecord(storageKey, target));
  const [state, setState] = useState<CodeSendState>(() =>
    readSentCodeRecord(storageKey, target) ? { kind: 'sent', resent: false } : { kind: 'idle' },
  );
  const countdown = useCountdown(sent && !sent.verified ? sent.sentAt + sent.resendAfterSeconds * 1000 : 0);
  const startCountdown = countdown.start;

  const sendCode = useCallback(
    async (resend: boolean): Promise<boolean> => {
      if (target === '') return false;
      setState({ kind: 'sending' });
      try {
        const answer = await send(resend);
        const record: SentCodeRecord = {
          target,
          sentTo: answer.sent_to,
          sentAt: Date.now(),
          resendAfterSeconds: answer.resend_after_seconds,
          expiresInSeconds: answer.expires_in_seconds,
        };
        rememberSentCodeRecord(storageKey, record);
        setSent(record);
        startCountdown(answer.resend_after_seconds);
        setState({
          kind: 'sent',
          resent: resend,
          ...(answer.queued && answer.message ? { stillSending: answer.message } : {}),
        });
        return true;
      } catch (failure) {
        const message = toastFailure(failure);
        if (failure instanceof ApiError && failure.status === 429) startCountdown(waitSeconds(message));
        setState({ kind: 'failed', message });
        return false;
      }
    },
    [target, send, storageKey, startCountdown],
  );

  const sentOnArrival = useRef(false);
  useEffect(() => {
    if (!sendOnArrival || sentOnArrival.current || target === '') return;
    if (readSentCodeRecord(storageKey, target)) return;
    sentOnArrival.current = true;
    void sendCode(false);
  }, [sendOnArrival, target, storageKey, sendCode]);

  const markVerified = useCallback(() => {
    const record: SentCodeRecord = {
      target,
      sentTo: sent?.sentTo ?? target,
      sentAt: sent?.sentAt ?? Date.now(),
      resendAfterSeconds: sent?.resendAfterSeconds ?? 0,
      expiresInSeconds: sent?.expiresInSeconds ?? 0,
      verified: true,
    };
    rememberSentCodeRecord(storageKey, record);
    setSent(record);
  }, [sent, target, storageKey]);

  return {
    sent,
    state,
    verified: sent?.verified === true,
    secondsUntilResend: countdown.remaining,
    sendCode,
    markVerified,
  };
}

export type CodeSender = ReturnType<typeof useCodeSender>;
