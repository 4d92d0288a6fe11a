import { useEffect, useRef, useState } from 'react';
import type { ActivityTracker } from './activity.ts';

export interface IdleLimits {
  /** Without a request for this long the back office signs out (the API ends the session then). */
  idleMs: number;
  /** The warning shows this long before. */
  warningMs: number;
}

/** How often the countdown looks at the clock (a sleeping laptop's tab catches up on waking). */
const TICK_MS = 1000;

/**
 * Counts down from the last request (ADR 0055): `secondsLeft` once the warning is due, undefined
 * before; `onIdle` once the idle limit is reached. Reads the clock on every tick rather than
 * trusting one long timer, which a background tab or a sleeping computer would delay.
 */
export function useIdleCountdown(
  tracker: ActivityTracker,
  { idleMs, warningMs }: IdleLimits,
  onIdle: () => void,
  now: () => number = Date.now,
): number | undefined {
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined);
  const ended = useRef(false);
  const idle = useRef(onIdle);
  idle.current = onIdle;

  useEffect(() => {
    const tick = () => {
      const left = tracker.lastAt() + idleMs - now();
      if (left <= 0) {
        if (!ended.current) {
          ended.current = true;
          idle.current();
        }
        return;
      }
      setSecondsLeft(left <= warningMs ? Math.ceil(left / 1000) : undefined);
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [tracker, idleMs, warningMs, now]);

  return secondsLeft;
}

/** "1 minute 5 seconds", "45 seconds": the time left as the warning says it. */
export function timeLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    rest > 0 || minutes === 0 ? `${rest} ${rest === 1 ? 'second' : 'seconds'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
