import * as v from 'valibot';
import { messages } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import { CreateAccountRequestSchema, INVALID_ANSWERS_MESSAGE } from './short-quiz.ts';

const account = {
  email: 'Ada@Example.com',
  password: 'a-long-enough-passphrase',
  first_name: 'Ada',
  last_name: 'Lovelace',
};
const firstIssue = (result: {
  issues?: readonly { message: string; path?: readonly { key: unknown }[] }[];
}) => ({
  message: result.issues?.[0]?.message,
  path: result.issues?.[0]?.path?.map((item) => item.key),
});

describe('short quiz contracts', () => {
  it('create_account: the password may not be the email, in any case', () => {
    expect(v.safeParse(CreateAccountRequestSchema, account).success).toBe(true);
    const same = v.safeParse(CreateAccountRequestSchema, { ...account, password: 'ADA@example.COM' });
    expect(firstIssue(same)).toEqual({ message: messages.passwordIsEmail, path: ['password'] });
    // Too short is reported as such, before the email comparison.
    const short = v.safeParse(CreateAccountRequestSchema, {
      ...account,
      email: 'a@b.co',
      password: 'A@B.CO',
    });
    expect(firstIssue(short)).toEqual({
      message: 'This field should be at least 12 characters long',
      path: ['password'],
    });
    const sameLong = v.safeParse(CreateAccountRequestSchema, {
      ...account,
      email: 'ada.lovelace@example.com',
      password: 'Ada.Lovelace@Example.com',
    });
    expect(firstIssue(sameLong)).toEqual({ message: messages.passwordIsEmail, path: ['password'] });
  });

  it('create_account: phone is optional, blank allowed, junk refused', () => {
    expect(v.safeParse(CreateAccountRequestSchema, { ...account, mobile_phone: '' }).success).toBe(true);
    expect(v.safeParse(CreateAccountRequestSchema, { ...account, mobile_phone: null }).success).toBe(true);
    expect(
      v.safeParse(CreateAccountRequestSchema, { ...account, mobile_phone: '(555) 010-0199' }).success,
    ).toBe(true);
    const junk = v.safeParse(CreateAccountRequestSchema, { ...account, mobile_phone: 'call me' });
    expect(firstIssue(junk)).toEqual({ message: messages.phone, path: ['mobile_phone'] });
  });

  it('create_account: answers are small JSON objects', () => {
    const ok = {
      creditScore: { creditScoreRange: '720-739' },
      assetTypes: ['cash'],
      consent: true,
      n: 1,
      x: null,
    };
    expect(v.safeParse(CreateAccountRequestSchema, { ...account, answers: ok }).success).toBe(true);
    for (const answers of [
      [1, 2],
      'yes',
      { deep: { a: { b: { c: { d: 1 } } } } },
      { many: Array.from({ length: 600 }, () => 1) },
      { long: 'x'.repeat(2001) },
      { n: Number.POSITIVE_INFINITY },
      { when: new Date() },
    ]) {
      const result = v.safeParse(CreateAccountRequestSchema, { ...account, answers });
      expect(firstIssue(result).message, JSON.stringify(answers).slice(0, 40)).toBe(INVALID_ANSWERS_MESSAGE);
    }
  });
});
