import { describe, expect, it } from 'vitest';
import {
  applyStepSave,
  createDraft,
  resumeStep,
  stepFieldNames,
  stepIdFromPath,
  stepPath,
} from '@northgate/form-engine/core';
import { testFlow } from '@northgate/form-engine/core/testing';
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

describe('fields of the product steps', () => {
  // The draft API keeps only a step's declared fields; what the browser starts a step with must survive.
  it('every field a step starts with is one its schema declares', () => {
    for (const flow of Object.values(flows)) {
      for (const step of flow.steps) {
        const names = stepFieldNames(flow, step.id);
        expect(names, `${flow.id}.${step.id}`).toBeDefined();
        for (const key of Object.keys(step.initialValues ?? {})) {
          expect(names?.has(key), `${flow.id}.${step.id}.${key}`).toBe(true);
        }
      }
    }
  });
});
