import { describe, expect, it } from 'vitest';
import {
  firstStepToAnswer,
  furthestReachableStep,
  guardStep,
  nextStep,
  previousStep,
  visibleSteps,
} from './navigation.ts';
import { testFlow, withoutVehicle, withVehicle } from './test-flow.fixture.ts';

const ids = (steps: readonly { id: string }[]) => steps.map((step) => step.id);

describe('visibleSteps', () => {
  it('keeps every step whose `when` holds, in order', () => {
    expect(ids(visibleSteps(testFlow, withVehicle))).toEqual(['contact', 'assets', 'vehicle', 'review']);
  });

  it('skips a step whose `when` is false, including before anything is answered', () => {
    expect(ids(visibleSteps(testFlow, withoutVehicle))).toEqual(['contact', 'assets', 'review']);
    expect(ids(visibleSteps(testFlow, {}))).toEqual(['contact', 'assets', 'review']);
  });
});

describe('nextStep and previousStep', () => {
  it.each([
    ['contact', withVehicle, 'assets'],
    ['assets', withVehicle, 'vehicle'],
    ['assets', withoutVehicle, 'review'],
    ['vehicle', withVehicle, 'review'],
    ['review', withVehicle, undefined],
  ] as const)('next after %s is %s', (stepId, values, expected) => {
    expect(nextStep(testFlow, stepId, values)).toBe(expected);
  });

  it.each([
    ['review', withVehicle, 'vehicle'],
    ['review', withoutVehicle, 'assets'],
    ['assets', withoutVehicle, 'contact'],
    ['contact', withoutVehicle, undefined],
  ] as const)('previous before %s is %s', (stepId, values, expected) => {
    expect(previousStep(testFlow, stepId, values)).toBe(expected);
  });

  it('works from a step that has just become hidden', () => {
    expect(nextStep(testFlow, 'vehicle', withoutVehicle)).toBe('review');
    expect(previousStep(testFlow, 'vehicle', withoutVehicle)).toBe('assets');
  });

  it('throws on a step the flow does not have', () => {
    expect(() => nextStep(testFlow, 'nope' as 'contact', {})).toThrow(RangeError);
  });
});

describe('furthestReachableStep', () => {
  it('is the first step when nothing is done', () => {
    expect(furthestReachableStep(testFlow, {}, [])).toBe('contact');
    expect(furthestReachableStep(testFlow, {}, new Set())).toBe('contact');
  });

  it('is the first visible step that is not done', () => {
    expect(furthestReachableStep(testFlow, withVehicle, ['contact', 'assets'])).toBe('vehicle');
    expect(furthestReachableStep(testFlow, withoutVehicle, ['contact', 'assets'])).toBe('review');
  });

  it('stops at an earlier gap even when later steps are done', () => {
    expect(furthestReachableStep(testFlow, withoutVehicle, ['contact', 'review'])).toBe('assets');
  });

  it('is the last visible step once every visible step is done', () => {
    expect(furthestReachableStep(testFlow, withoutVehicle, ['contact', 'assets', 'review'])).toBe('review');
  });

  it('accepts a predicate', () => {
    expect(furthestReachableStep(testFlow, withVehicle, (stepId) => stepId !== 'vehicle')).toBe('vehicle');
  });

  it('computes validity with the schemas when none is given', () => {
    // contact is invalid, so nothing past it is reachable.
    expect(furthestReachableStep(testFlow, { contact: { email: 'not-an-email' }, ...withoutVehicle })).toBe(
      'contact',
    );
    // contact is valid and assets (no schema) was saved; review was never filled.
    expect(
      furthestReachableStep(testFlow, { contact: { email: 'ann@example.com' }, ...withoutVehicle }),
    ).toBe('review');
    // assets counts only once it has values at all.
    expect(furthestReachableStep(testFlow, { contact: { email: 'ann@example.com' } })).toBe('assets');
  });
});

describe('guardStep', () => {
  const done = ['contact', 'assets'];

  it('allows any step up to the furthest reachable one', () => {
    expect(guardStep(testFlow, 'contact', withVehicle, done)).toEqual({ allow: true });
    expect(guardStep(testFlow, 'assets', withVehicle, done)).toEqual({ allow: true });
    expect(guardStep(testFlow, 'vehicle', withVehicle, done)).toEqual({ allow: true });
  });

  it('redirects a step past the furthest reachable one to it', () => {
    expect(guardStep(testFlow, 'review', withVehicle, done)).toEqual({ allow: false, redirectTo: 'vehicle' });
    expect(guardStep(testFlow, 'review', {}, [])).toEqual({ allow: false, redirectTo: 'contact' });
  });

  it('redirects a hidden step to the furthest reachable one', () => {
    expect(guardStep(testFlow, 'vehicle', withoutVehicle, done)).toEqual({
      allow: false,
      redirectTo: 'review',
    });
  });

  it('redirects an unknown step to the first step', () => {
    expect(guardStep(testFlow, 'doesNotExist', withVehicle, done)).toEqual({
      allow: false,
      redirectTo: 'contact',
    });
  });

  it('lets the borrower skip past a hidden step once the visible ones are done', () => {
    expect(guardStep(testFlow, 'review', withoutVehicle, done)).toEqual({ allow: true });
  });
});

describe('firstStepToAnswer', () => {
  it('is undefined once every visible step is done, so a changed answer returns to the review', () => {
    const done = ['contact', 'assets', 'review'];
    expect(firstStepToAnswer(testFlow, withoutVehicle, done)).toBeUndefined();
  });

  it('is a step the changed answers have just made visible', () => {
    const done = ['contact', 'assets', 'review'];
    expect(firstStepToAnswer(testFlow, withVehicle, done)).toBe('vehicle');
  });
});
