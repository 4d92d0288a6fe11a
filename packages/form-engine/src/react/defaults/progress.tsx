import { useId } from 'react';
import type { ProgressProps } from '../engine-options.tsx';

/**
 * The progress bar in plain HTML: named stages as an ordered list (the current one marked
 * `aria-current="step"`, each stage's state in words), or a labelled `<progress>` element.
 */
export function DefaultProgress({ progress, label, texts }: ProgressProps) {
  const labelId = useId();
  if (progress.kind === 'stages') {
    const { stages, activeId, passedIds } = progress;
    const position = stages.findIndex((stage) => stage.id === activeId) + 1;
    return (
      <nav aria-label={label}>
        <ol>
          {stages.map((stage) => {
            const state =
              stage.id === activeId
                ? texts.stageCurrent(position, stages.length)
                : passedIds.includes(stage.id)
                  ? texts.stagePassed
                  : texts.stageUpcoming;
            return (
              <li key={stage.id} aria-current={stage.id === activeId ? 'step' : undefined}>
                {stage.label}, {state}
              </li>
            );
          })}
        </ol>
      </nav>
    );
  }
  // A step without a value (the last ones) shows a full bar with its text.
  const shown = progress.value === undefined ? 100 : Math.min(100, Math.max(0, progress.value));
  const valueText = progress.text ?? `${shown}%`;
  return (
    <div>
      <span id={labelId}>{label}</span> <span aria-hidden="true">{valueText}</span>
      <progress max={100} value={shown} aria-labelledby={labelId} aria-valuetext={valueText} />
    </div>
  );
}
