import type { WaitingCodeResponse } from '@northgate/contracts';
import type { WaitingCode } from './one-time-codes.ts';

/** A waiting code as the email and phone status endpoints answer it; `to` as the borrower reads it. */
export function waitingAnswer(waiting: WaitingCode, to: string): WaitingCodeResponse {
  return {
    waiting: true,
    to,
    delivered: waiting.delivered,
    resend_after_seconds: waiting.resendAfterSeconds,
    expires_in_seconds: waiting.expiresInSeconds,
  };
}
