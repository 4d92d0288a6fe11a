import { ProgressBar, sprinkles } from '@northgate/ui';
import type { AutosaveStatusProps, ProgressProps } from '@northgate/form-engine/react';

/** The ui progress bar: named stages, or a value with its text. */
export function NorthgateProgress({ progress, label }: ProgressProps) {
  if (progress.kind === 'stages') {
    return (
      <ProgressBar
        stages={progress.stages.map((stage) => ({ ...stage }))}
        activeId={progress.activeId}
        passedIds={[...progress.passedIds]}
        label={label}
      />
    );
  }
  return <ProgressBar value={progress.value} text={progress.text} label={label} />;
}

/**
 * The autosave state in the theme's muted text (a warning colour while not saved), in a polite
 * live region that stays mounted so the first change is read out too.
 */
export function NorthgateAutosaveStatus({ state, text }: AutosaveStatusProps) {
  const color = state.kind === 'unsaved' ? 'warning' : 'textMuted';
  return (
    <p
      role="status"
      data-save-state={state.kind}
      className={sprinkles({ color, fontSize: 'sm', marginY: 'none' })}
    >
      {text}
    </p>
  );
}
