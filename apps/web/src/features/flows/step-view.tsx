import { requireStep } from '@northgate/form-engine/core';
import {
  AutosaveStatus,
  FlowProgress,
  FlowStepForm,
  useFlow,
  type SaveState,
} from '@northgate/lending-flows/react';
import {
  FROM_REVIEW_QUERY,
  hasReviewPage,
  isFromReview,
  REVIEW_STEP,
  type FlowId,
} from '@northgate/site-config';
import { useLocation } from '@tanstack/react-router';
import { useCallback } from 'react';
import { pageDescriptions } from '../../components/page/page-descriptions.ts';
import * as styles from './flow.css.ts';
import type { StepFieldMap } from './steps/step-field-map.ts';

export interface StepViewProps {
  readonly flowId: FlowId;
  readonly stepId: string;
  /** The flow's field components by step id (its route's own map). */
  readonly fields: StepFieldMap;
  readonly saveState: SaveState;
  /** Why the last submit failed, shown above the form. */
  readonly error?: string | null;
  readonly onNavigate: (href: string) => void;
  readonly onFinish?: () => void | Promise<void>;
  readonly finishLabel?: string;
}

/**
 * What a step shows: its progress bar, title, the autosave state and its form with the step's
 * field components. The site's step page (guarded, in a draft session) and the Storybook harness
 * both draw a step with it, so the stories show the step as borrowers see it.
 */
export function StepView({
  flowId,
  stepId,
  fields,
  saveState,
  error,
  onNavigate,
  onFinish,
  finishLabel,
}: StepViewProps) {
  const { flow } = useFlow();
  const current = requireStep(flow, stepId);
  const Fields = fields[current.id];
  // Opened from the review page's Change link: Next returns there (check your answers), and a
  // step that still needs an answer on the way keeps the way back.
  const { searchStr } = useLocation();
  const reviewPath = `${flow.basePath}${REVIEW_STEP}`;
  const returning = hasReviewPage(flowId) && isFromReview(searchStr);
  const navigate = useCallback(
    (href: string) => onNavigate(returning && href !== reviewPath ? `${href}?${FROM_REVIEW_QUERY}` : href),
    [onNavigate, returning, reviewPath],
  );
  return (
    <>
      <FlowProgress flow={flow} stepId={current.id} />
      <h1 className={styles.stepTitle}>{current.title}</h1>
      {!Fields && <p className={styles.stepLead}>{pageDescriptions[flowId]}</p>}
      <AutosaveStatus state={saveState} />
      {error && (
        <p role="alert" className={styles.stepError}>
          {error}
        </p>
      )}
      <FlowStepForm
        stepId={current.id}
        onNavigate={navigate}
        {...(onFinish && { onFinish })}
        {...(finishLabel !== undefined && { finishLabel })}
        {...(returning && { returnTo: { path: reviewPath, label: 'Save and return to review' } })}
      >
        {Fields && (
          <div className={styles.fields}>
            <Fields />
          </div>
        )}
      </FlowStepForm>
    </>
  );
}
