import type { StepAnswersView } from '@northgate/contracts';
import type { Audience, FlowValues } from '@northgate/form-engine/core';
import { getFlow, reviewAnswers } from '@northgate/lending-flows';

/**
 * A submitted application's answers by step, as the API sends them: each answer under the
 * question the borrower was asked, formatted as the form showed it, sensitive ones read as a copy
 * (identity and account numbers masked). The back office and the borrower's application page show
 * these rows, the PDF copy prints the same ones.
 */
export function answersByStep(
  flowId: string,
  answers: Record<string, unknown>,
  audience: Audience = 'copy',
): StepAnswersView[] {
  const flow = getFlow(flowId);
  if (flow === undefined) return [];
  return reviewAnswers(flow, answers as FlowValues, audience).map((step) => ({
    id: step.stepId,
    title: step.title,
    rows: step.rows.map((row) => ({ ...row, within: [...row.within] })),
  }));
}
