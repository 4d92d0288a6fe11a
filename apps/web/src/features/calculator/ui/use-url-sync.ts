import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export const URL_DEBOUNCE_MS = 300;

/**
 * Writes a tool's state into the URL after typing pauses (replace, so Back leaves the page rather
 * than stepping through keystrokes). Keys of `owned` not present in `values` are removed.
 */
export function useUrlSync(values: Record<string, unknown>, owned: readonly string[]): void {
  const navigate = useNavigate();
  const serialized = JSON.stringify(values);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const next = JSON.parse(serialized) as Record<string, unknown>;
      void navigate({
        to: '.',
        replace: true,
        resetScroll: false,
        search: (prev: Record<string, unknown>) => {
          const kept = Object.fromEntries(Object.entries(prev).filter(([key]) => !owned.includes(key)));
          return { ...kept, ...next };
        },
      } as never);
    }, URL_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [serialized, navigate, owned]);
}

/** Triggers a file download of `text` (CSV) without a server round trip. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
