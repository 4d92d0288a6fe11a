import { describe, expect, it } from 'vitest';
import { applyStepSave, createDraft, resumeStep, stepIdFromPath, stepPath } from '../core/index.ts';
import { testFlow } from '../core/test-flow.fixture.ts';
import { flows } from './index.ts';

// The engine's path and draft rules, checked on the product's own flows.
describe('stepIdFromPath on the product flows', () => {
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

describe('drafts of the product flows', () => {
  it('refuses a draft of another flow', () => {
    expect(() =>
      applyStepSave(flows.shortQuiz, createDraft(testFlow), 'password', {}, { ok: true, value: {} }),
    ).toThrow(RangeError);
  });

  it('resumes a new short quiz draft at its first step', () => {
    expect(resumeStep(flows.shortQuiz, createDraft(flows.shortQuiz))).toBe('personalDetails');
  });
});
