import { describe, expect, it } from 'vitest';
import { applyStepSave, createDraft, validateStep, visibleSteps } from '@northgate/form-engine/core';
import { flow, initialValuesOf, problems, type StepId, valid } from './validation.fixture.ts';

const stepIds = Object.keys(valid) as StepId[];

describe('long form: the complete example passes every step', () => {
  it('covers every step of the flow', () => {
    expect(stepIds).toEqual(flow.steps.map((step) => step.id));
  });

  it.each(stepIds)('%s', (stepId) => {
    expect(problems(stepId)).toEqual({});
  });
});

describe('long form: nothing passes empty', () => {
  it('every step has a schema and initial values', () => {
    const withoutSchema = flow.steps.filter((step) => step.schema === undefined).map((step) => step.id);
    expect(withoutSchema).toEqual([]);
    for (const step of flow.steps) expect(step.initialValues, step.id).toBeDefined();
  });

  it.each(stepIds)('%s refuses its untouched values and an empty object', (stepId) => {
    expect(validateStep(flow, stepId, initialValuesOf(stepId)).ok).toBe(false);
    expect(validateStep(flow, stepId, {}).ok).toBe(false);
  });

  it('a draft whose steps were all sent empty has no step complete', () => {
    let draft = createDraft(flow);
    for (const step of visibleSteps(flow, {})) {
      draft = applyStepSave(flow, draft, step.id, {}, validateStep(flow, step.id, {}));
    }
    expect(draft.completedSteps).toEqual([]);
    expect(draft.furthestStep).toBe('phone');
  });
});
