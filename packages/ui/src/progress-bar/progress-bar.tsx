import { useId } from 'react';
import { visuallyHidden } from '../theme/focus.css.ts';
import * as styles from './progress-bar.css.ts';

export interface ProgressStage {
  id: string;
  label: string;
}

export interface StageProgressProps {
  stages: ProgressStage[];
  activeId: string;
  passedIds?: string[];
  /** Accessible name of the list. */
  label?: string;
}

export interface NumericProgressProps {
  /**
   * 0..100. Absent with a `text` (e.g. the last step): the bar is full with the text. Absent
   * without one (a step the spec gives no value): the bar is empty and no number is shown.
   */
  value?: number;
  /** Text shown with the bar, e.g. 'Almost done'. */
  text?: string;
  label?: string;
}

/** What a bar with neither a value nor a text says to assistive technology. */
export const NO_PROGRESS_VALUE_TEXT = 'No progress value on this step';

export type ProgressBarProps = StageProgressProps | NumericProgressProps;

function isStages(props: ProgressBarProps): props is StageProgressProps {
  return 'stages' in props;
}

/**
 * The flows' progress indicator, in two forms: named stages (each passed, active or upcoming)
 * or a numeric value with optional text.
 */
export function ProgressBar(props: ProgressBarProps) {
  return isStages(props) ? <StageProgress {...props} /> : <NumericProgress {...props} />;
}

function StageProgress({
  stages,
  activeId,
  passedIds = [],
  label = 'Application progress',
}: StageProgressProps) {
  const activeIndex = stages.findIndex((s) => s.id === activeId);
  const active = stages[activeIndex];
  const room = stages.length > 5 ? 'many' : 'few';
  return (
    <nav aria-label={label} className={styles.stagesNav}>
      {active && (
        // The list below says the same to screen readers, stage by stage.
        <p className={styles.stageSummary[room]} aria-hidden="true" data-testid="stage-summary">
          Step {activeIndex + 1} of {stages.length}:{' '}
          <span className={styles.stageSummaryName}>{active.label}</span>
        </p>
      )}
      <ol className={styles.stages}>
        {stages.map((stage) => {
          const state =
            stage.id === activeId ? 'active' : passedIds.includes(stage.id) ? 'passed' : 'upcoming';
          return (
            <li
              key={stage.id}
              className={styles.stage[state]}
              aria-current={state === 'active' ? 'step' : undefined}
              data-state={state}
            >
              <span className={styles.stageLabel[room]}>{stage.label}</span>
              <span className={visuallyHidden}>
                {state === 'active'
                  ? `, current step ${activeIndex + 1} of ${stages.length}`
                  : state === 'passed'
                    ? ', completed'
                    : ', not started'}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function NumericProgress({ value, text, label = 'Application progress' }: NumericProgressProps) {
  const labelId = useId();
  const noValue = value === undefined && text === undefined;
  const shown = noValue ? 0 : value === undefined ? 100 : Math.min(100, Math.max(0, value));
  const shownText = text ?? (noValue ? undefined : `${shown}%`);
  return (
    <div className={styles.numeric} data-progress-value={noValue ? 'none' : shown}>
      <div className={styles.numericHeader}>
        <span id={labelId}>{label}</span>
        {shownText !== undefined && <span aria-hidden="true">{shownText}</span>}
      </div>
      <progress
        className={styles.bar}
        max={100}
        value={shown}
        aria-labelledby={labelId}
        aria-valuetext={shownText ?? NO_PROGRESS_VALUE_TEXT}
      />
    </div>
  );
}
