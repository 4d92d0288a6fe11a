import * as v from 'valibot';
import { messages } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import {
  ContactUsRequestSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  ResetPasswordRequestSchema,
  SignedInContactUsRequestSchema,
  SocialAuthQuerySchema,
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
      cell_phone_verified: false,
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

  it('a signed-in contact message needs only the text', () => {
    const signedIn = v.safeParse(SignedInContactUsRequestSchema, { text: 'Call me', name: '', email: '' });
    expect(signedIn.success && signedIn.output).toEqual({ text: 'Call me' });
    expect(firstMessage(v.safeParse(SignedInContactUsRequestSchema, { text: ' ' }))).toBe(messages.required);
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

  it('logout takes a refresh token, or nothing at all', () => {
    expect(v.parse(LogoutRequestSchema, undefined)).toEqual({});
    expect(v.parse(LogoutRequestSchema, { refresh_token: 'r' })).toEqual({ refresh_token: 'r' });
    expect(v.safeParse(LogoutRequestSchema, { refresh_token: '' }).success).toBe(false);
  });

  it('social_auth: request_from is optional, at most 200 characters, "login" by default', () => {
    expect(v.parse(SocialAuthQuerySchema, { provider: 'google' })).toEqual({
      provider: 'google',
      request_from: 'login',
    });
    const long = v.safeParse(SocialAuthQuerySchema, { provider: 'google', request_from: 'x'.repeat(201) });
    expect(firstMessage(long)).toBe(messages.maxLength(200));
    expect(firstMessage(v.safeParse(SocialAuthQuerySchema, { provider: 'myspace' }))).toBe(
      'Unknown sign-in provider',
    );
  });
});
