import { describe, expect, it } from 'vitest';
import { problems, type StepId, valid } from './validation.fixture.ts';

describe('investment application: the complete example passes every step', () => {
  it.each(Object.keys(valid) as StepId[])('%s', (stepId) => {
    expect(problems(stepId)).toEqual({});
  });
});
