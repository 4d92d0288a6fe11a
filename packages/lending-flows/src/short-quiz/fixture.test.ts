import { describe, expect, it } from 'vitest';
import { validateStep } from '@northgate/form-engine/core';
import { validShortQuizAnswers } from './fixture.ts';
import { shortQuizFlow } from './flow.ts';

describe('short quiz: the complete example', () => {
  it('answers every step of the quiz', () => {
    expect(Object.keys(validShortQuizAnswers)).toEqual(shortQuizFlow.steps.map((step) => step.id));
  });

  it.each(shortQuizFlow.steps.map((step) => step.id))('passes %s', (stepId) => {
    expect(validateStep(shortQuizFlow, stepId, validShortQuizAnswers[stepId])).toMatchObject({ ok: true });
  });
});
