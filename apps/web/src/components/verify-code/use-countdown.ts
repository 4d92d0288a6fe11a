import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `until` (epoch ms), ticking every second; 0 once it has passed. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** A countdown to a moment: `start(seconds)` (re)starts it; `remaining` is whole seconds. */
export function useCountdown(initialUntil = 0) {
  const [until, setUntil] = useState(initialUntil);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);
  return { remaining: secondsLeft(until, now), until, start };
}
