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
    expect(isKnownSpaPath('/profile/applications/not-an-id')).toBe(false);
  });

  it("knows an application's page in the profile by its id", () => {
    expect(isKnownSpaPath('/profile/applications/0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d')).toBe(true);
    expect(isKnownSpaPath('/profile/applications/0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d/')).toBe(true);
  });
});
