import { describe, expect, it } from 'vitest';
import { stepIdFromPath, stepPath } from './paths.ts';
import { otherFlow, testFlow } from './test-flow.fixture.ts';

describe('stepIdFromPath', () => {
  it('is the inverse of stepPath for every step', () => {
    for (const flow of [testFlow, otherFlow]) {
      for (const step of flow.steps) expect(stepIdFromPath(flow, stepPath(flow, step.id))).toBe(step.id);
    }
  });

  it('tolerates a trailing slash and rejects other paths', () => {
    expect(stepIdFromPath(testFlow, '/test-flow/assets/')).toBe('assets');
    expect(stepIdFromPath(testFlow, '/test-flow/')).toBeUndefined();
    expect(stepIdFromPath(testFlow, '/test-flow/unknown')).toBeUndefined();
    expect(stepIdFromPath(testFlow, '/other-flow/only')).toBeUndefined();
  });
});
