import { describe, expect, it } from 'vitest';
import { flows } from './flows/index.ts';
import { stepIdFromPath, stepPath } from './paths.ts';

describe('stepIdFromPath', () => {
  it('is the inverse of stepPath for every step', () => {
    for (const flow of Object.values(flows)) {
      for (const step of flow.steps) expect(stepIdFromPath(flow, stepPath(flow, step.id))).toBe(step.id);
    }
  });

  it('tolerates a trailing slash and rejects other paths', () => {
    expect(stepIdFromPath(flows.shortQuiz, '/shortQuiz/verifyEmail/')).toBe('verifyEmail');
    expect(stepIdFromPath(flows.shortQuiz, '/shortQuiz/')).toBeUndefined();
    expect(stepIdFromPath(flows.shortQuiz, '/shortQuiz/unknown')).toBeUndefined();
    expect(stepIdFromPath(flows.shortQuiz, '/longForm/phone')).toBeUndefined();
  });
});
