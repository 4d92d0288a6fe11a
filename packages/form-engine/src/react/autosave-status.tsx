import { useFormEngineOptions, type FormEngineTexts } from './engine-options.tsx';
import type { SaveState } from './use-autosave.ts';

/** The autosave state in words: '' while idle, then saving, saved at a time, or not saved yet. */
export function saveStateText(state: SaveState, texts: FormEngineTexts): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'saving':
      return texts.saving;
    case 'saved':
      return texts.savedAt(state.at);
    case 'unsaved':
      return texts.notSaved;
  }
}

/** The autosave state, rendered by the engine's `AutosaveStatus` component with its texts. */
export function AutosaveStatus({ state }: { state: SaveState }) {
  const { components, texts } = useFormEngineOptions();
  return <components.AutosaveStatus state={state} text={saveStateText(state, texts)} />;
}
