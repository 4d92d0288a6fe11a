import { describe, expect, it } from 'vitest';
import { flow, messagesOf, type StepId, valid } from './validation.fixture.ts';

describe('permanent application: the complete example passes every step', () => {
  it.each(Object.keys(valid) as StepId[])('%s', (stepId) => {
    expect(messagesOf(stepId, valid[stepId])).toEqual({});
  });

  it('declares a schema and initial values for all seven steps, in the spec order', () => {
    expect(flow.steps.map((step) => step.id)).toEqual([
      'typeOfMortgage',
      'propertyInformation',
      'borrowerInformation',
      'employmentInformation',
      'monthlyIncomeAndCombinedExpenseInfo',
      'assetsAndLiabilities',
      'declarations',
    ]);
    for (const step of flow.steps) {
      expect(step.schema, step.id).toBeDefined();
      expect(step.initialValues, step.id).toBeDefined();
    }
  });
});
