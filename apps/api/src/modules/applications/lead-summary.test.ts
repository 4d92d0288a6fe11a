import { flows } from '@northgate/lending-flows';
import { validShortQuizAnswers } from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import { newLeadNotice } from './lead-summary.ts';
import { noticeText } from '../messaging/staff-notifications.ts';

describe('the lead notice', () => {
  const notice = newLeadNotice(
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      cellPhone: null,
      quiz: { flow: flows.shortQuiz, values: validShortQuizAnswers },
    },
    (name) => `Lead: ${name}`,
  );

  it('puts who the lead is first, then the quiz under its steps in the words of its questions', () => {
    expect(notice.subject).toBe('Lead: Ada Lovelace');
    expect(notice.lines.slice(0, 4)).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Email', 'ada@example.test'],
      ['Phone', '(not given)'],
      ['Email verified', 'yes'],
    ]);
    const text = noticeText(notice.lines);
    expect(text).toContain('\nYour loan request\n');
    expect(text).toMatch(/\$320,000/);
    // The name and email already head the notice; the quiz's own copy of them is not repeated.
    expect(text.match(/ada@example\.test|Lovelace/g)?.length).toBe(2);
  });

  it('never carries the emailed code', () => {
    expect(JSON.stringify(notice)).not.toContain(validShortQuizAnswers.verifyEmail.emailOtp);
  });

  it('still goes out, without answers, when the quiz is not on file', () => {
    const bare = newLeadNotice(
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        cellPhone: '+12125550199',
        quiz: undefined,
      },
      (name) => name,
    );
    expect(bare.lines).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Email', 'ada@example.test'],
      ['Phone', '+12125550199'],
      ['Email verified', 'yes'],
    ]);
  });
});
