import * as v from 'valibot';
import { messages } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import {
  ContactUsRequestSchema,
  LoginRequestSchema,
  ResetPasswordRequestSchema,
  UserInfoResponseSchema,
} from './index.ts';

const firstMessage = (result: { issues?: readonly { message: string }[] }) => result.issues?.[0]?.message;

describe('contracts', () => {
  it('user_info status defaults to 1 and cell_phone to null', () => {
    expect(v.parse(UserInfoResponseSchema, { first_name: 'A', last_name: 'B', email: 'a@b.co' })).toEqual({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      cell_phone: null,
      status: 1,
    });
  });

  it('contact_us limits use the spec wording', () => {
    const ok = v.safeParse(ContactUsRequestSchema, { text: ' hi ', email: 'a@b.co', name: 'N' });
    expect(ok.success && ok.output.text).toBe('hi');
    const long = v.safeParse(ContactUsRequestSchema, { text: 'x'.repeat(501), email: 'a@b.co', name: 'N' });
    expect(firstMessage(long)).toBe(messages.maxLength(500));
    const email = v.safeParse(ContactUsRequestSchema, { text: 't', email: 'nope', name: 'N' });
    expect(firstMessage(email)).toBe('Value is not a valid email address');
    const name = v.safeParse(ContactUsRequestSchema, { text: 't', email: 'a@b.co', name: 'n'.repeat(65) });
    expect(firstMessage(name)).toBe('The maximum length allowed is 64');
  });

  it('login and reset password', () => {
    expect(v.safeParse(LoginRequestSchema, { email: 'a@b.co', password: '' }).success).toBe(false);
    expect(v.safeParse(LoginRequestSchema, { email: 'a@b.co', password: 'short' }).success).toBe(true);
    const weak = v.safeParse(ResetPasswordRequestSchema, {
      email: 'a@b.co',
      code: '123456',
      new_password: 'short',
    });
    expect(firstMessage(weak)).toBe('This field should be at least 12 characters long');
    const badCode = v.safeParse(ResetPasswordRequestSchema, {
      email: 'a@b.co',
      code: '12ab',
      new_password: 'x'.repeat(12),
    });
    expect(badCode.success).toBe(false);
  });
});
