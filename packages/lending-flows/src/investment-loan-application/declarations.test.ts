import { describe, expect, it } from 'vitest';
import { problems } from './validation.fixture.ts';

describe('declarations', () => {
  it('asks for an explanation after any Yes', () => {
    expect(problems('declarations', { lawsuit: 'yes' })).toEqual({
      explanation: 'Explain each Yes answer: what happened, when, and how it was resolved',
    });
    expect(
      problems('declarations', { lawsuit: 'yes', explanation: 'A tenant dispute, settled in 2024.' }),
    ).toEqual({});
  });

  it('needs the certifications and a signature', () => {
    expect(
      problems('declarations', {
        businessPurpose: false,
        creditAuthorization: false,
        signature: { image: '', legalName: 'Maya Okafor' },
      }),
    ).toEqual({
      businessPurpose: 'Confirm the loan is for business purposes to continue',
      creditAuthorization: 'Authorize the credit and background check to continue',
      'signature.image': 'Sign in the box, or sign with your typed name',
    });
  });
});
