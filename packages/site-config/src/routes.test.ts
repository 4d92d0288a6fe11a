import { describe, expect, it } from 'vitest';
import { flowSteps, isKnownSpaPath, pages } from './routes.ts';

describe('route table', () => {
  it('knows every page of the spec with and without the trailing slash', () => {
    for (const page of Object.values(pages)) {
      expect(isKnownSpaPath(page.path)).toBe(true);
    }
    expect(isKnownSpaPath('/login')).toBe(true);
    expect(isKnownSpaPath('/contactUs/')).toBe(true);
  });

  it('knows every flow step under its parent', () => {
    expect(isKnownSpaPath('/shortQuiz/verifyEmail')).toBe(true);
    expect(isKnownSpaPath('/business-loan-application/personal-data')).toBe(true);
    expect(flowSteps.longForm).toHaveLength(16);
  });

  it('rejects unknown paths', () => {
    expect(isKnownSpaPath('/no-such-page')).toBe(false);
    expect(isKnownSpaPath('/shortQuiz/notAStep')).toBe(false);
  });
});
