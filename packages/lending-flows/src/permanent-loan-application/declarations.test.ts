import { describe, expect, it } from 'vitest';
import { declarationQuestions, explainedDeclarationKeys } from './declarations.ts';
import { borrowerProblems, initialValuesOf, messagesOf } from './validation.fixture.ts';

describe('declarations', () => {
  it('uses the classic 1003 questions word for word', () => {
    const byLetter = Object.fromEntries(declarationQuestions.map((q) => [q.letter, q.label]));
    expect(Object.keys(byLetter).join('')).toBe('abcdefghijklm');
    expect(byLetter.a).toBe('Are there any outstanding judgments against you?');
    expect(byLetter.c).toBe(
      'Have you had property foreclosed upon or given title or deed in lieu thereof in the last 7 years?',
    );
    expect(byLetter.k).toBe('Are you a permanent resident alien?');
    expect(byLetter.m).toBe('Have you had an ownership interest in a property in the last three years?');
  });

  it('asks questions a to j and l, the acknowledgment and the signature', () => {
    const expected: Record<string, string> = {};
    for (const key of explainedDeclarationKeys) expected[`borrower.${key}`] = 'The value is required';
    Object.assign(expected, {
      'borrower.usCitizen': 'The value is required',
      'borrower.intendToOccupyAsPrimaryResidence': 'The value is required',
      'borrower.agreeToAcknowledgment': 'Read and agree to the acknowledgment and agreement to continue',
      'borrower.signature.image': 'Sign in the box, or sign with your typed name',
      'borrower.signature.legalName': 'Value is required',
    });
    expect(messagesOf('declarations', initialValuesOf('declarations'))).toEqual(expected);
  });

  it.each(explainedDeclarationKeys)('needs an explanation after a Yes to %s', (key) => {
    expect(borrowerProblems('declarations', { [key]: 'yes' })).toEqual({
      'borrower.explanation':
        'Explain each Yes answer to questions a to i: what happened, when, and how it was resolved',
    });
    expect(
      borrowerProblems('declarations', {
        [key]: 'yes',
        explanation: 'A medical bill went to collections in 2019; paid in full in 2020.',
      }),
    ).toEqual({});
  });

  it('asks k only when j is No', () => {
    expect(borrowerProblems('declarations', { usCitizen: 'no' })).toEqual({
      'borrower.permanentResidentAlien': 'The value is required',
    });
    expect(borrowerProblems('declarations', { usCitizen: 'no', permanentResidentAlien: 'yes' })).toEqual({});
    expect(borrowerProblems('declarations', { usCitizen: 'no', permanentResidentAlien: 'no' })).toEqual({});
    expect(borrowerProblems('declarations', { usCitizen: 'yes', permanentResidentAlien: '' })).toEqual({});
  });

  it('asks m when l is Yes, and m1 and m2 when m is Yes', () => {
    expect(borrowerProblems('declarations', { ownershipInterestLast3Years: '' })).toEqual({
      'borrower.ownershipInterestLast3Years': 'The value is required',
    });
    expect(
      borrowerProblems('declarations', {
        intendToOccupyAsPrimaryResidence: 'no',
        ownershipInterestLast3Years: '',
      }),
    ).toEqual({});
    expect(borrowerProblems('declarations', { ownershipInterestLast3Years: 'yes' })).toEqual({
      'borrower.priorPropertyType': 'The value is required',
      'borrower.priorTitleHeld': 'The value is required',
    });
    expect(
      borrowerProblems('declarations', {
        ownershipInterestLast3Years: 'yes',
        priorPropertyType: 'PR',
        priorTitleHeld: 'SP',
      }),
    ).toEqual({});
    // With l = No, m and its follow-ups are not asked.
    expect(
      borrowerProblems('declarations', {
        intendToOccupyAsPrimaryResidence: 'no',
        ownershipInterestLast3Years: 'yes',
        priorPropertyType: '',
      }),
    ).toEqual({});
  });

  it('leaves the government monitoring questions optional', () => {
    expect(borrowerProblems('declarations', { declinedToFurnish: false })).toEqual({});
    expect(
      borrowerProblems('declarations', {
        declinedToFurnish: false,
        ethnicity: 'notHispanicOrLatino',
        race: ['asian', 'white'],
        sex: 'female',
      }),
    ).toEqual({});
    expect(borrowerProblems('declarations', { race: ['martian'] })).toEqual({
      'borrower.race.0': 'The value is required',
    });
  });

  it('needs the acknowledgment ticked and a drawn or typed signature', () => {
    expect(borrowerProblems('declarations', { agreeToAcknowledgment: false })).toEqual({
      'borrower.agreeToAcknowledgment': 'Read and agree to the acknowledgment and agreement to continue',
    });
    expect(
      borrowerProblems('declarations', { signature: { image: '', legalName: 'Jordan Avery Ellis' } }),
    ).toEqual({
      'borrower.signature.image': 'Sign in the box, or sign with your typed name',
    });
  });
});
