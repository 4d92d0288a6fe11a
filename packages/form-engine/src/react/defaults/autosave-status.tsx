import type { AutosaveStatusProps } from '../engine-options.tsx';

/**
 * The autosave state in a polite live region. It stays mounted (empty while idle) so screen
 * readers announce the first change too.
 */
export function DefaultAutosaveStatus({ state, text }: AutosaveStatusProps) {
  return (
    <p role="status" data-save-state={state.kind}>
      {text}
    </p>
  );
}
