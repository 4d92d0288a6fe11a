import { describe, expect, it } from 'vitest';
import { validateStep } from '@northgate/form-engine/core';
import { CHOOSE, flow, REQUIRED, shown, validBusinessAnswers } from './validation.fixture.ts';

describe('the business loan application flow', () => {
  it('has a schema and initial values on every step', () => {
    expect(flow.steps.map((step) => step.id)).toEqual(Object.keys(validBusinessAnswers));
    for (const step of flow.steps) {
      expect(step.schema, step.id).toBeDefined();
      expect(step.initialValues, step.id).toBeDefined();
    }
  });

  it('accepts the complete fixture on every step', () => {
    for (const step of flow.steps) {
      const result = validateStep(flow, step.id, validBusinessAnswers[step.id]);
      expect(shown(result), step.id).toEqual({});
    }
  });

  it('refuses every step left as it starts, with only required-answer messages', () => {
    for (const step of flow.steps) {
      const result = validateStep(flow, step.id, step.initialValues);
      expect(result.ok, step.id).toBe(false);
      const texts = new Set(Object.values(shown(result)));
      for (const text of texts) {
        expect(
          [
            REQUIRED,
            CHOOSE,
            'Confirm the certification to continue',
            'Authorize the credit and background checks to continue',
            'Sign in the box, or sign with your typed name',
          ],
          `${step.id}: ${text}`,
        ).toContain(text);
      }
    }
  });
});
