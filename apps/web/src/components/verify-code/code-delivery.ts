import type { WaitingCodeResponse } from '@northgate/contracts';
import { useEffect, useRef } from 'react';

/** How often a page whose code has not gone out yet asks the server again. */
export const DELIVERY_CHECK_MS = 4_000;

/** Whether the server's `to` and the page's target name the same address or number. */
export function sameCodeTarget(to: string, target: string): boolean {
  if (to.includes('@') || target.includes('@'))
    return to.trim().toLowerCase() === target.trim().toLowerCase();
  const digits = (text: string) => text.replace(/\D/g, '').slice(-10);
  return digits(to) !== '' && digits(to) === digits(target);
}

/**
 * While `active` (a code whose message has not gone out), asks the server every few seconds and
 * hands each answer to `onAnswer`, so the page says "sent" once it is, and not before.
 */
export function useDeliveryWatch(
  active: boolean,
  check: (() => Promise<WaitingCodeResponse>) | undefined,
  onAnswer: (answer: WaitingCodeResponse) => void,
): void {
  const latest = useRef({ check, onAnswer });
  latest.current = { check, onAnswer };
  useEffect(() => {
    if (!active || latest.current.check === undefined) return;
    let stopped = false;
    const timer = setInterval(() => {
      void latest.current
        .check?.()
        .then((answer) => {
          if (!stopped) latest.current.onAnswer(answer);
        })
        // A failed check changes nothing: the next one may answer.
        .catch(() => undefined);
    }, DELIVERY_CHECK_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active]);
}
