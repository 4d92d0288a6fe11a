import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineFlow } from './define-flow.ts';
import { keepStepFields, stepFieldNames } from './step-fields.ts';
import { testFlow } from './test-flow.fixture.ts';

const flow = defineFlow({
  id: 'fields',
  basePath: '/fields/',
  access: 'anonymous',
  steps: [
    {
      id: 'piped',
      title: 'Piped',
      schema: v.pipe(
        v.object({ password: v.string(), confirm: v.string() }),
        v.check((input) => input.password === input.confirm),
      ),
      progress: { kind: 'hidden' },
    },
    {
      id: 'either',
      title: 'Either',
      schema: v.variant('kind', [
        v.object({ kind: v.literal('person'), name: v.string() }),
        v.object({ kind: v.literal('company'), ein: v.string() }),
      ]),
      progress: { kind: 'hidden' },
    },
    { id: 'open', title: 'Open', schema: v.record(v.string(), v.unknown()), progress: { kind: 'hidden' } },
  ],
});

describe('step fields', () => {
  it('are the keys of the step schema, through pipes, variants and unions', () => {
    expect(stepFieldNames(testFlow, 'contact')).toEqual(new Set(['email']));
    expect(stepFieldNames(flow, 'piped')).toEqual(new Set(['password', 'confirm']));
    expect(stepFieldNames(flow, 'either')).toEqual(new Set(['kind', 'name', 'ein']));
  });

  it('are none for a step without a schema, and any for a schema without fixed keys', () => {
    expect(stepFieldNames(testFlow, 'assets')).toEqual(new Set());
    expect(stepFieldNames(flow, 'open')).toBeUndefined();
  });

  it('keepStepFields drops the keys a step does not declare and keeps the rest as typed', () => {
    expect(keepStepFields(testFlow, 'contact', { email: 'ann@', isAdmin: true, extra: { a: 1 } })).toEqual({
      email: 'ann@',
    });
    expect(keepStepFields(flow, 'open', { anything: 1 })).toEqual({ anything: 1 });
  });
});
