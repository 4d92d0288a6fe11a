import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  amountOf,
  collectErrors,
  contactPhone,
  dollars,
  existingPassword,
  newPassword,
  optionalContactPhone,
  optionalString,
  optionalUsPhone,
  nanpDigits,
  textablePhone,
  passwordIsEmail,
  personName,
  requiredEmail,
  requiredString,
  usPhone,
  verificationCode,
} from './index.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input, { abortPipeEarly: true }).issues?.[0]?.message;

describe('account fields', () => {
  it('emails are trimmed, lower-cased and limited to 254 characters', () => {
    expect(v.parse(requiredEmail(), '  Dana@Example.COM ')).toBe('dana@example.com');
    expect(firstMessage(requiredEmail(), `${'a'.repeat(250)}@b.co`)).toBe(
      'The maximum length allowed is 254',
    );
    expect(firstMessage(requiredEmail({ max: 64 }), 'nope')).toBe('Value is not a valid email address');
  });

  it('a login password is taken as typed; a new one follows the length policy', () => {
    expect(v.parse(existingPassword(), ' short ')).toBe(' short ');
    expect(firstMessage(newPassword(), 'short')).toBe('This field should be at least 12 characters long');
    expect(firstMessage(newPassword(), 'x'.repeat(129))).toBe('The maximum length allowed is 128');
    expect(passwordIsEmail(' Dana@Example.com ', 'dana@example.com')).toBe(true);
    expect(passwordIsEmail('something-else-entirely', 'dana@example.com')).toBe(false);
  });

  it('codes are six digits', () => {
    expect(v.parse(verificationCode(), ' 123456 ')).toBe('123456');
    expect(firstMessage(verificationCode(), '12ab')).toBe('The code must be 6 digits');
    expect(firstMessage(verificationCode(), '')).toBe('Value is required');
  });
});

describe('phones', () => {
  it('application steps take ten bare NANP digits', () => {
    expect(v.is(usPhone(), '2125550147')).toBe(true);
    expect(firstMessage(usPhone(), '1125550147')).toBe('Enter a 10-digit US phone number');
    expect(v.is(optionalUsPhone(), '')).toBe(true);
  });

  it('contact forms take a number as typed', () => {
    expect(v.is(contactPhone(), '(555) 010-2233')).toBe(true);
    expect(v.is(contactPhone(), '+44 20 7946 0958')).toBe(true);
    expect(firstMessage(contactPhone(), 'call me')).toBe('Value is not a valid phone number');
    expect(v.parse(optionalContactPhone(), null)).toBeNull();
    expect(v.parse(optionalContactPhone(), '')).toBe('');
  });

  it('numbers for text messages are US numbers as typed, checked against the NANP', () => {
    expect(v.parse(textablePhone(), ' (212) 555-0199 ')).toBe('(212) 555-0199');
    expect(nanpDigits('+1 212.555.0199')).toBe('2125550199');
    expect(firstMessage(textablePhone(), '(555) 010-0199')).toBe('Enter a 10-digit US phone number');
    expect(firstMessage(textablePhone(), '+44 20 7946 0958')).toBe('Enter a 10-digit US phone number');
    expect(firstMessage(textablePhone(), '')).toBe('Value is required');
  });
});

describe('amounts', () => {
  it('amountOf reads what the number fields store', () => {
    expect(amountOf('300,000')).toBe(300000);
    expect(amountOf('7.5')).toBe(7.5);
    expect(amountOf('')).toBe(0);
    expect(amountOf('12abc')).toBe(0);
    expect(amountOf(42)).toBe(0);
  });

  it('dollars are whole, within limits, commas ignored', () => {
    const schema = v.object({ loan: dollars({ min: 1, max: 1_000_000 }) });
    expect(collectErrors(schema, { loan: '250,000' })).toEqual({});
    expect(collectErrors(schema, { loan: '0' })).toEqual({ loan: 'Enter an amount above $0' });
    expect(collectErrors(schema, { loan: '12.50' })).toEqual({ loan: 'Enter a whole dollar amount' });
    expect(collectErrors(schema, { loan: '2,000,000' })).toEqual({
      loan: 'The maximum value allowed is 1,000,000',
    });
    expect(collectErrors(schema, {})).toEqual({ loan: 'Value is required' });
  });
});

describe('free text', () => {
  const special = 'Remove the special characters from this text';

  it.each([
    ['NUL', 'Ada\u0000'],
    ['a bell', 'Ada\u0007 King'],
    ['an escape', '\u001b[31mred'],
    ['DEL', 'Ada\u007f'],
    ['a C1 control', 'Ada\u0085'],
    ['a lone surrogate', 'Ada \ud800'],
  ])('refuses %s in required, optional and name text with one message', (_name, text) => {
    expect(firstMessage(requiredString({ max: 100 }), text)).toBe(special);
    expect(firstMessage(optionalString({ max: 100 }), text)).toBe(special);
    expect(firstMessage(personName(), text)).toBe(special);
  });

  it('keeps tabs, line breaks and any alphabet', () => {
    expect(v.parse(requiredString({ max: 100 }), 'Line one\r\n\tLine two')).toBe('Line one\r\n\tLine two');
    expect(v.parse(optionalString({ max: 100 }), 'Zoë Ørsted 😀 李')).toBe('Zoë Ørsted 😀 李');
  });
});
