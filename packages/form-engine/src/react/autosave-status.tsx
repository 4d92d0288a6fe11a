import { sprinkles } from '@northgate/ui';
import type { SaveState } from './use-autosave.ts';

export const NOT_SAVED_MESSAGE = "Not saved yet — we'll keep trying; your answers are safe on this device";

/** "10:42": the borrower's local time of the last save. */
export function formatSavedAt(at: Date): string {
  return at.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
}

export function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved at ${formatSavedAt(state.at)}`;
    case 'unsaved':
      return NOT_SAVED_MESSAGE;
  }
}

/**
 * The autosave state, always on screen and announced politely by screen readers; the live
 * region stays mounted (empty when idle) so the first change is read out too.
 */
export function AutosaveStatus({ state }: { state: SaveState }) {
  const color = state.kind === 'unsaved' ? 'warning' : 'textMuted';
  return (
    <p
      role="status"
      data-save-state={state.kind}
      className={sprinkles({ color, fontSize: 'sm', marginY: 'none' })}
    >
      {saveStateText(state)}
    </p>
  );
}
