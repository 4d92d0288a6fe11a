import { ApiError } from '@northgate/api-client';
import type { CodeSentResponse, WaitingCodeResponse } from '@northgate/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toastFailure } from '../../state/toasts.ts';
import { sameCodeTarget, useDeliveryWatch } from './code-delivery.ts';
import { readSentCodeRecord, rememberSentCodeRecord, type SentCodeRecord } from './sent-code-store.ts';
import { useCountdown } from './use-countdown.ts';
import { waitSeconds } from './wait-time.ts';

export type CodeSendState =
  | { kind: 'idle' }
  /** Asking the server whether a code is already waiting (a page reloaded). */
  | { kind: 'checking' }
  | { kind: 'sending' }
  /** `delivered`: the message went out; false while the outbox keeps trying. */
  | { kind: 'sent'; resent: boolean; delivered: boolean }
  | { kind: 'failed'; message: string };

export interface CodeSenderOptions {
  /** The tab's storage key of this screen's codes. */
  storageKey: string;
  /** What the code is for (digits of a number, an address); empty: whatever code the server has waiting. */
  target: string;
  /** Asks the server for a code to `target`: the first one, or (`resend`) a new one. */
  send: (resend: boolean, target: string) => Promise<CodeSentResponse>;
  /**
   * On arrival: 'send' a code unless one for the target is waiting (the default); only 'find' the
   * one waiting (a verify page); or do nothing 'later' than this render (what is needed is loading).
   */
  onArrival?: 'send' | 'find' | 'later';
  /**
   * The server's view of the code waiting: on arrival a code found there is shown, not sent again;
   * while its message has not gone out, the page asks again until it has.
   */
  waiting?: () => Promise<WaitingCodeResponse>;
}

const EXPIRED_UNSENT = 'The code could not be sent before it expired. Ask for a new one.';

const stateOf = (record: SentCodeRecord | null): CodeSendState =>
  record ? { kind: 'sent', resent: false, delivered: record.delivered !== false } : { kind: 'idle' };

/**
 * A code sent to a number or an address: finds the one waiting (the server's, else this tab's),
 * or sends one on arrival; says whether it went out and watches until it does; offers a new one
 * after the server's countdown, and remembers a verified target. A 429 starts the countdown the
 * server's message gives.
 */
export function useCodeSender({ storageKey, target, send, onArrival = 'send', waiting }: CodeSenderOptions) {
  const [found, setFound] = useState<string | null>(null);
  const current = target !== '' ? target : (found ?? '');
  const [sent, setSent] = useState<SentCodeRecord | null>(() => readSentCodeRecord(storageKey, target));
  const [state, setState] = useState<CodeSendState>(() =>
    waiting !== undefined ? { kind: 'checking' } : stateOf(readSentCodeRecord(storageKey, target)),
  );
  const countdown = useCountdown(sent && !sent.verified ? sent.sentAt + sent.resendAfterSeconds * 1000 : 0);
  const startCountdown = countdown.start;

  const keep = useCallback(
    (record: SentCodeRecord) => {
      rememberSentCodeRecord(storageKey, record);
      setSent(record);
      startCountdown(record.resendAfterSeconds);
    },
    [storageKey, startCountdown],
  );

  const sendCode = useCallback(
    async (resend: boolean): Promise<boolean> => {
      if (current === '') return false;
      setState({ kind: 'sending' });
      try {
        const answer = await send(resend, current);
        keep({
          target: current,
          sentTo: answer.sent_to,
          sentAt: Date.now(),
          resendAfterSeconds: answer.resend_after_seconds,
          expiresInSeconds: answer.expires_in_seconds,
          delivered: !answer.queued,
        });
        setState({ kind: 'sent', resent: resend, delivered: !answer.queued });
        return true;
      } catch (failure) {
        const message = toastFailure(failure);
        if (failure instanceof ApiError && failure.status === 429) startCountdown(waitSeconds(message));
        setState({ kind: 'failed', message });
        return false;
      }
    },
    [current, send, keep, startCountdown],
  );

  /** Takes the server's answer about the waiting code; false when none is waiting for this target. */
  const adopt = useCallback(
    (answer: WaitingCodeResponse, resent: boolean): boolean => {
      if (!answer.waiting || (target !== '' && !sameCodeTarget(answer.to, target))) return false;
      if (target === '') setFound(answer.to);
      keep({
        target: target !== '' ? target : answer.to,
        sentTo: answer.to,
        sentAt: Date.now(),
        resendAfterSeconds: answer.resend_after_seconds,
        expiresInSeconds: answer.expires_in_seconds,
        delivered: answer.delivered,
      });
      setState({ kind: 'sent', resent, delivered: answer.delivered });
      return true;
    },
    [target, keep],
  );

  // Arriving: the code the server has waiting, else this tab's record, else a new code.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || onArrival === 'later' || (onArrival === 'send' && target === '')) return;
    arrived.current = true;
    const sendOnArrival = onArrival === 'send';
    const local = readSentCodeRecord(storageKey, target);
    const sendUnlessLocal = () => {
      setState(stateOf(local));
      if (sendOnArrival && !local) void sendCode(false);
    };
    if (waiting === undefined) return sendUnlessLocal();
    void waiting().then(
      (answer) => {
        if (adopt(answer, false) || local?.verified) return;
        setState({ kind: 'idle' });
        if (sendOnArrival) void sendCode(false);
      },
      // The server could not be asked: this tab's record is the best there is.
      sendUnlessLocal,
    );
  }, [onArrival, target, storageKey, sendCode, waiting, adopt]);

  useDeliveryWatch(state.kind === 'sent' && !state.delivered, waiting, (answer) => {
    const resent = state.kind === 'sent' && state.resent;
    if (!adopt(answer, resent)) setState({ kind: 'failed', message: EXPIRED_UNSENT });
  });

  const markVerified = useCallback(() => {
    const record: SentCodeRecord = {
      target: current,
      sentTo: sent?.sentTo ?? current,
      sentAt: sent?.sentAt ?? Date.now(),
      resendAfterSeconds: sent?.resendAfterSeconds ?? 0,
      expiresInSeconds: sent?.expiresInSeconds ?? 0,
      verified: true,
    };
    rememberSentCodeRecord(storageKey, record);
    setSent(record);
  }, [sent, current, storageKey]);

  return {
    /** The target the code is for: the page's, or the one the server had waiting. */
    target: current,
    sent,
    state,
    verified: sent?.verified === true,
    secondsUntilResend: countdown.remaining,
    sendCode,
    markVerified,
  };
}

export type CodeSender = ReturnType<typeof useCodeSender>;
