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
  /** 0..100; when absent (e.g. the last step) the bar is shown full with `text`. */
  value?: number;
  /** Text shown with the bar, e.g. 'Almost done'. */
  text?: string;
  label?: string;
}

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
  return (
    <nav aria-label={label}>
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
              <span
                className={
                  state === 'active' ? styles.stageLabel : `${styles.stageLabel} ${styles.stageLabelCompact}`
                }
              >
                {stage.label}
              </span>
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
  const shown = value === undefined ? 100 : Math.min(100, Math.max(0, value));
  const valueText = text ?? `${shown}%`;
  return (
    <div className={styles.numeric}>
      <div className={styles.numericHeader}>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{text ?? `${shown}%`}</span>
      </div>
      <progress
        className={styles.bar}
        max={100}
        value={shown}
        aria-labelledby={labelId}
        aria-valuetext={valueText}
      />
    </div>
  );
}
