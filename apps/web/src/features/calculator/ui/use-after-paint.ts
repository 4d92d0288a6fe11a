import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, handed on only once the browser has painted the change that made it, and then as a
 * transition. `useDeferredValue` alone started the results' render straight after a keystroke's,
 * and Chromium painted the keystroke only when that render was done: 300–600 ms on a phone-speed
 * CPU (ADR 0062). Typing faster than a frame hands on only the last value.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handOn = () => {
      timer = setTimeout(() => startTransition(() => setShown(value)), 0);
    };
    // A frame's callback runs just before its paint; the timeout lands just after it.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(handOn) : undefined;
    if (frame === undefined) handOn();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
