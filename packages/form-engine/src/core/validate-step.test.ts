import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineFlow } from './define-flow.ts';
import { testFlow } from './test-flow.fixture.ts';
import { validateStep } from './validate-step.ts';

describe('validateStep', () => {
  it('returns the parsed value when the values pass', () => {
    expect(validateStep(testFlow, 'contact', { email: 'ann@example.com', extra: 1 })).toEqual({
      ok: true,
      value: { email: 'ann@example.com' },
    });
  });

  it('returns one issue per failed field with its dot path and message', () => {
    expect(validateStep(testFlow, 'contact', { email: 'nope' })).toEqual({
      ok: false,
      issues: [{ path: 'email', message: 'Value is not a valid email address' }],
    });
  });

  it('reports nested paths and whole-step issues', () => {
    const flow = defineFlow({
      id: 'nested',
      basePath: '/nested/',
      access: 'anonymous',
      steps: [
        {
          id: 'owners',
          title: 'Owners',
          schema: v.object({
            owners: v.array(v.object({ name: v.pipe(v.string(), v.nonEmpty('Value is required')) })),
          }),
          progress: { kind: 'hidden' },
        },
      ],
    });
    expect(validateStep(flow, 'owners', { owners: [{ name: 'Ann' }, { name: '' }] })).toEqual({
      ok: false,
      issues: [{ path: 'owners.1.name', message: 'Value is required' }],
    });
    const notAnObject = validateStep(flow, 'owners', 'text');
    expect(notAnObject.ok).toBe(false);
    expect(!notAnObject.ok && notAnObject.issues[0]?.path).toBe('');
  });

  it("says the flow's missing-value message for a field left out of the values", () => {
    const flow = defineFlow({
      id: 'missing',
      basePath: '/missing/',
      access: 'anonymous',
      missingValueMessage: 'Value is required',
      steps: [
        {
          id: 'name',
          title: 'Name',
          schema: v.object({ first: v.string(), last: v.string() }),
          progress: { kind: 'hidden' },
        },
      ],
    });
    expect(validateStep(flow, 'name', { first: 'Ann' })).toEqual({
      ok: false,
      issues: [{ path: 'last', message: 'Value is required' }],
    });
    // Values that are not an object at all are not a missing field.
    const notAnObject = validateStep(flow, 'name', 'text');
    expect(!notAnObject.ok && notAnObject.issues[0]?.message).not.toBe('Value is required');
  });

  it('accepts any values on a step without a schema', () => {
    expect(validateStep(testFlow, 'assets', { anything: true })).toEqual({
      ok: true,
      value: { anything: true },
    });
  });

  it('throws on a step the flow does not have', () => {
    expect(() => validateStep(testFlow, 'nope' as 'assets', {})).toThrow(/has no step "nope"/);
  });
});
