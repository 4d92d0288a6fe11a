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

  it('knows the review page of the three applications and the long form, and of no other flow', () => {
    expect(isKnownSpaPath('/permanent-loan-application/review')).toBe(true);
    expect(isKnownSpaPath('/investment-loan-application/review')).toBe(true);
    expect(isKnownSpaPath('/business-loan-application/review/')).toBe(true);
    expect(isKnownSpaPath('/longForm/review')).toBe(true);
    expect(isKnownSpaPath('/shortQuiz/review')).toBe(false);
  });

  it('rejects unknown paths', () => {
    expect(isKnownSpaPath('/no-such-page')).toBe(false);
    expect(isKnownSpaPath('/shortQuiz/notAStep')).toBe(false);
  });
});
