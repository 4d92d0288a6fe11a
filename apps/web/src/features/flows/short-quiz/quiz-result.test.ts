import { describe, expect, it } from 'vitest';
import { creditNote, matchPrograms } from './quiz-result.ts';

describe('quiz result: programs that fit the answers', () => {
  it('sends a borrower who will live in the property to the permanent loan', () => {
    const matches = matchPrograms({
      requestLoan: { loanProgram: 'rentalDscr' },
      checkboxQs: { willOccupyProperty: 'yes' },
    });
    expect(matches.map((m) => m.id)).toEqual(['permanent']);
    expect(matches[0]!.href).toBe('/permanent-loan-application/');
  });

  it('maps each investor program to its application', () => {
    const investor = (loanProgram: string) =>
      matchPrograms({ requestLoan: { loanProgram }, checkboxQs: { willOccupyProperty: 'no' } }).map(
        (m) => m.id,
      );
    expect(investor('rentalDscr')).toEqual(['investment']);
    expect(investor('fixFlip')).toEqual(['fixFlipBridge']);
    expect(investor('bridge')).toEqual(['fixFlipBridge']);
    expect(investor('business')).toEqual(['business']);
  });

  it('answers "Not sure" from the role, without duplicates', () => {
    const ids = matchPrograms({
      personalDetails: { borrowerRole: 'businessOwner' },
      requestLoan: { loanProgram: 'notSure' },
      checkboxQs: { willOccupyProperty: 'no' },
    }).map((m) => m.id);
    expect(ids).toEqual(['business', 'investment', 'fixFlipBridge']);
  });

  it('always offers a way forward', () => {
    expect(matchPrograms({}).length).toBeGreaterThan(0);
  });

  it('adds a plain note for credit events or a score under 600, and none otherwise', () => {
    expect(creditNote({ checkboxQs: { recentCreditEvent: 'yes' } })).toMatch(/does not rule you out/);
    expect(creditNote({ creditScore: { creditScoreRange: '<600' } })).toMatch(/lower loan-to-value/);
    expect(
      creditNote({ creditScore: { creditScoreRange: '720-739' }, checkboxQs: { recentCreditEvent: 'no' } }),
    ).toBeNull();
  });
});
