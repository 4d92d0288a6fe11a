import { describe, expect, it } from 'vitest';
import { declarations } from './checkbox-qs.ts';
import { initialValuesOf, messagesOf, problems, submitted } from './validation.fixture.ts';

describe('checkboxQs', () => {
  it('asks every declaration, the certification, the authorization and the signature', () => {
    const unanswered = Object.fromEntries(declarations.map((q) => [q.key, 'The value is required']));
    expect(messagesOf('checkboxQs', initialValuesOf('checkboxQs'))).toEqual({
      ...unanswered,
      certification: 'Certify that the statement is true and complete to continue',
      creditAuthorization: 'Authorize us to verify your statement and pull your credit to continue',
      'signature.image': 'Sign in the box, or sign with your typed name',
      'signature.legalName': 'Value is required',
    });
  });

  it('asks an explanation after any Yes, and the chapter of a bankruptcy', () => {
    expect(problems('checkboxQs', { partyToLawsuit: 'yes' })).toEqual({
      explanation: 'Explain each Yes answer: what happened, when, and how it was resolved',
    });
    expect(
      problems('checkboxQs', { bankruptcyLast7Years: 'yes', explanation: 'Discharged in 2021.' }),
    ).toEqual({
      bankruptcyChapter: 'The value is required',
    });
    expect(
      problems('checkboxQs', {
        bankruptcyLast7Years: 'yes',
        bankruptcyChapter: '7',
        explanation: 'Discharged in 2021.',
      }),
    ).toEqual({});
  });

  it('does not submit an explanation or chapter left over from a Yes changed to No', () => {
    expect(submitted('checkboxQs', { bankruptcyChapter: '13', explanation: 'Old text' })).toMatchObject({
      bankruptcyChapter: '',
      explanation: '',
    });
  });
});
