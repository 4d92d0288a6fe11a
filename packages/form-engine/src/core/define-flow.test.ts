import { describe, expect, it } from 'vitest';
import { defineFlow, FlowDeclarationError, type FlowDeclaration } from './define-flow.ts';

const base: FlowDeclaration<string, string> = {
  id: 'sample',
  basePath: '/sample/',
  access: 'anonymous',
  stages: [{ id: 'one', label: 'One' }],
  steps: [{ id: 'first', title: 'First', progress: { kind: 'stage', stage: 'one' } }],
};

describe('defineFlow', () => {
  it('returns a deeply frozen copy of the declaration', () => {
    const flow = defineFlow(base);
    expect(flow).toEqual(base);
    expect(flow).not.toBe(base);
    expect(Object.isFrozen(flow.stages[0])).toBe(true);
    expect(Object.isFrozen(flow.steps[0]?.progress)).toBe(true);
    expect(Object.isFrozen(base.steps[0])).toBe(false);
  });

  it('defaults to no stages', () => {
    const { stages: _stages, check: _check, ...withoutStages } = base;
    expect(
      defineFlow({ ...withoutStages, steps: [{ id: 'a', title: 'A', progress: { kind: 'hidden' } }] }).stages,
    ).toEqual([]);
  });

  it.each<[string, Partial<FlowDeclaration<string, string>>, RegExp]>([
    ['a basePath without trailing slash', { basePath: '/sample' }, /must start and end with "\/"/],
    ['no steps', { steps: [] }, /no steps/],
    [
      'a duplicate step',
      {
        steps: [
          { id: 'a', title: 'A', progress: { kind: 'hidden' } },
          { id: 'a', title: 'A again', progress: { kind: 'hidden' } },
        ],
      },
      /step "a" is declared twice/,
    ],
    [
      'a step id that is no URL segment',
      { steps: [{ id: 'a/b', title: 'A', progress: { kind: 'hidden' } }] },
      /URL segment/,
    ],
    ['an untitled step', { steps: [{ id: 'a', title: ' ', progress: { kind: 'hidden' } }] }, /has no title/],
    [
      'an undeclared stage',
      { steps: [{ id: 'a', title: 'A', progress: { kind: 'stage', stage: 'two' } }] },
      /undeclared stage "two"/,
    ],
    [
      'a duplicate stage',
      {
        stages: [
          { id: 'one', label: 'One' },
          { id: 'one', label: 'Uno' },
        ],
      },
      /stage "one" is declared twice/,
    ],
    [
      'a progress value above 100',
      { steps: [{ id: 'a', title: 'A', progress: { kind: 'value', value: 120 } }] },
      /outside 0-100/,
    ],
    ['an unknown access', { access: 'admins' as 'anonymous' }, /unknown access/],
  ])('refuses %s', (_case, change, message) => {
    expect(() => defineFlow({ ...base, ...change })).toThrow(FlowDeclarationError);
    expect(() => defineFlow({ ...base, ...change })).toThrow(message);
  });
});
