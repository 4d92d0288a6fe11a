import { flows } from '@northgate/lending-flows';
import type { FlowId } from '@northgate/site-config';
import { describe, expect, it } from 'vitest';
import * as shortQuiz from '../short-quiz/short-quiz-steps.stories.tsx';
import * as business from './business/business-steps.stories.tsx';
import * as investment from './investment/investment-steps.stories.tsx';
import * as longForm from './long-form/long-form-steps.stories.tsx';
import * as permanent from './permanent/permanent-steps.stories.tsx';

// Storybook only knows the stories a file exports, so a step added to a flow without a story
// would go unnoticed there: this keeps the step stories complete.
const storyFiles: Record<FlowId, Record<string, unknown>> = {
  shortQuiz,
  longForm,
  permanentLoanApplication: permanent,
  investmentLoanApplication: investment,
  businessLoanApplication: business,
};

function shownSteps(flowId: FlowId): Set<unknown> {
  const shown = new Set<unknown>();
  for (const story of Object.values(storyFiles[flowId])) {
    const args = (story as { args?: { flowId?: unknown; stepId?: unknown } }).args;
    if (args?.flowId === flowId) shown.add(args.stepId);
  }
  return shown;
}

describe('Storybook shows every step of every flow', () => {
  it.each(Object.keys(storyFiles) as FlowId[])('%s', (flowId) => {
    const shown = shownSteps(flowId);
    expect(flows[flowId].steps.map((step) => step.id).filter((id) => !shown.has(id))).toEqual([]);
  });
});
