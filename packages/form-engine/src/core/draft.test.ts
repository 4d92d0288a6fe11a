import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applyStepSave,
  createDraft,
  flowDraftSchema,
  resumeStep,
  saveStep,
  type FlowDraft,
} from './draft.ts';
import { otherFlow, testFlow } from './test-flow.fixture.ts';
import { validateStep } from './validate-step.ts';

const t0 = new Date('2025-03-01T10:00:00.000Z');
const t1 = new Date('2025-03-01T10:05:00.000Z');

const valid = { ok: true, value: {} } as const;
const invalid = { ok: false, issues: [{ path: 'email', message: 'Value is required' }] } as const;

/** A draft where contact and assets are done and the borrower stands on review. */
function draftAtReview(): FlowDraft {
  let draft = createDraft(testFlow, t0);
  draft = applyStepSave(testFlow, draft, 'contact', { email: 'ann@example.com' }, valid, t0);
  draft = applyStepSave(testFlow, draft, 'assets', { ownsVehicle: false }, valid, t0);
  return draft;
}

describe('createDraft', () => {
  it('starts empty at the first step', () => {
    expect(createDraft(testFlow, t0)).toEqual({
      flowId: 'testFlow',
      values: {},
      completedSteps: [],
      furthestStep: 'contact',
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
  });
});

describe('applyStepSave', () => {
  it('stores the values, marks a valid step completed and moves the furthest step on', () => {
    const draft = applyStepSave(
      testFlow,
      createDraft(testFlow, t0),
      'contact',
      { email: 'ann@example.com' },
      valid,
      t1,
    );
    expect(draft).toEqual({
      flowId: 'testFlow',
      values: { contact: { email: 'ann@example.com' } },
      completedSteps: ['contact'],
      furthestStep: 'assets',
      updatedAt: '2025-03-01T10:05:00.000Z',
    });
  });

  it('keeps invalid values and does not move the furthest step', () => {
    const draft = applyStepSave(
      testFlow,
      createDraft(testFlow, t0),
      'contact',
      { email: 'ann@' },
      invalid,
      t1,
    );
    expect(draft.values).toEqual({ contact: { email: 'ann@' } });
    expect(draft.completedSteps).toEqual([]);
    expect(draft.furthestStep).toBe('contact');
  });

  it('shrinks the furthest step when an earlier step is saved invalid, without losing later values', () => {
    const before = draftAtReview();
    expect(before.furthestStep).toBe('review');

    const after = applyStepSave(testFlow, before, 'contact', { email: '' }, invalid, t1);
    expect(after.furthestStep).toBe('contact');
    expect(after.completedSteps).toEqual(['assets']);
    expect(after.values).toEqual({ contact: { email: '' }, assets: { ownsVehicle: false } });

    // Fixing the earlier step restores the ground already covered.
    const fixed = applyStepSave(testFlow, after, 'contact', { email: 'ann@example.com' }, valid, t1);
    expect(fixed.furthestStep).toBe('review');
  });

  it('follows `when`: an answer that reveals a step makes it the furthest one', () => {
    const draft = applyStepSave(testFlow, draftAtReview(), 'assets', { ownsVehicle: true }, valid, t1);
    expect(draft.furthestStep).toBe('vehicle');
  });

  it('keeps completedSteps in flow order', () => {
    let draft = createDraft(testFlow, t0);
    draft = applyStepSave(testFlow, draft, 'review', {}, valid, t0);
    draft = applyStepSave(testFlow, draft, 'contact', { email: 'ann@example.com' }, valid, t0);
    expect(draft.completedSteps).toEqual(['contact', 'review']);
    expect(draft.furthestStep).toBe('assets');
  });

  it('does not modify the draft it is given', () => {
    const before = draftAtReview();
    const snapshot = JSON.parse(JSON.stringify(before)) as unknown;
    applyStepSave(testFlow, before, 'contact', { email: '' }, invalid, t1);
    expect(before).toEqual(snapshot);
  });

  it('refuses a step or a draft of another flow', () => {
    expect(() => applyStepSave(testFlow, createDraft(testFlow), 'nope', {}, valid)).toThrow(RangeError);
    expect(() => applyStepSave(otherFlow, createDraft(testFlow), 'only', {}, valid)).toThrow(RangeError);
  });
});

describe('saveStep', () => {
  it('validates with the step schema, then applies the save', () => {
    const { draft, validation } = saveStep(
      testFlow,
      createDraft(testFlow, t0),
      'contact',
      { email: 'x' },
      t1,
    );
    expect(validation).toEqual(validateStep(testFlow, 'contact', { email: 'x' }));
    expect(validation.ok).toBe(false);
    expect(draft.values).toEqual({ contact: { email: 'x' } });
    expect(draft.furthestStep).toBe('contact');
  });
});

describe('resumeStep', () => {
  it('resumes at the furthest valid step of a stored draft', () => {
    expect(resumeStep(testFlow, draftAtReview())).toBe('review');
    expect(resumeStep(otherFlow, createDraft(otherFlow))).toBe('only');
  });
});

describe('flowDraftSchema', () => {
  it('accepts a draft as applyStepSave produces it, after a JSON round trip', () => {
    const wire = JSON.parse(JSON.stringify(draftAtReview())) as unknown;
    expect(v.parse(flowDraftSchema, wire)).toEqual(draftAtReview());
  });

  it('rejects malformed drafts', () => {
    expect(v.safeParse(flowDraftSchema, { ...draftAtReview(), updatedAt: 'yesterday' }).success).toBe(false);
    expect(v.safeParse(flowDraftSchema, { ...draftAtReview(), values: { contact: 'text' } }).success).toBe(
      false,
    );
  });
});
