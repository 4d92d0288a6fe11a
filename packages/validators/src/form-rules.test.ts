import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  alphabetical,
  collectErrors,
  equalToField,
  flattenErrors,
  maxValue,
  messages,
  optionalEmail,
  requiredAmount,
  requiredChoice,
  requiredEmail,
  requiredString,
} from './index.ts';

describe('spec messages', () => {
  it('match the product spec word for word', () => {
    expect(messages.required).toBe('Value is required');
    expect(messages.choiceRequired).toBe('The value is required');
    expect(messages.email).toBe('Value is not a valid email address');
    expect(messages.maxLength(500)).toBe('The maximum length allowed is 500');
    expect(messages.minLength(8)).toBe('This field should be at least 8 characters long');
  });
});

const contact = v.object({
  text: requiredString({ max: 500 }),
  name: requiredString({ max: 64 }),
  email: requiredEmail({ max: 64 }),
});

describe('validators', () => {
  it('report the spec message for each broken rule', () => {
    expect(collectErrors(contact, { text: '   ', name: 'x'.repeat(65), email: 'not-an-email' })).toEqual({
      text: 'Value is required',
      name: 'The maximum length allowed is 64',
      email: 'Value is not a valid email address',
    });
    expect(collectErrors(contact, { text: 'Hello', name: 'Ann', email: 'ann@example.com' })).toEqual({});
  });

  it('tells a missing value from one of the wrong type', () => {
    const schema = v.object({ name: requiredString({ max: 10 }) });
    expect(collectErrors(schema, { name: 42 })).toEqual({ name: 'The value must be text' });
    expect(v.safeParse(requiredString({ max: 10 }), undefined).issues?.[0]?.message).toBe(
      'Value is required',
    );
  });

  it('accepts a blank optional email but not a malformed one', () => {
    const schema = v.object({ email: optionalEmail({ max: 64 }) });
    expect(collectErrors(schema, { email: '' })).toEqual({});
    expect(collectErrors(schema, { email: 'a@' })).toEqual({ email: 'Value is not a valid email address' });
  });

  it('accepts letters only, including accented names', () => {
    const schema = v.object({ name: v.pipe(v.string(), alphabetical()) });
    expect(collectErrors(schema, { name: "Zoë O'Brien-Núñez" })).toEqual({});
    expect(collectErrors(schema, { name: 'R2D2' })).toEqual({ name: messages.alphabetical });
  });

  it('limits amounts with commas to a maximum value', () => {
    const schema = v.object({ amount: requiredAmount({ max: 1_000_000 }) });
    expect(collectErrors(schema, { amount: '1,000,000' })).toEqual({});
    expect(collectErrors(schema, { amount: '1,000,001' })).toEqual({
      amount: 'The maximum value allowed is 1,000,000',
    });
    expect(collectErrors(schema, { amount: '' })).toEqual({ amount: 'Value is required' });
    expect(v.parse(v.pipe(v.number(), maxValue(10)), 10)).toBe(10);
  });

  it('reports a mismatch on the confirming field', () => {
    const schema = v.pipe(
      v.object({ email: requiredEmail(), confirmEmail: requiredEmail() }),
      equalToField('confirmEmail', 'email', 'the email address'),
    );
    expect(collectErrors(schema, { email: 'a@b.co', confirmEmail: 'a@b.com' })).toEqual({
      confirmEmail: 'The value must match the email address',
    });
  });

  it('nests errors for nested objects and flattens them for a summary', () => {
    const schema = v.object({
      address: v.object({ zip: requiredChoice(), city: requiredString({ max: 50 }) }),
    });
    const errors = collectErrors(schema, { address: { zip: '', city: '' } });
    expect(errors).toEqual({ address: { zip: 'The value is required', city: 'Value is required' } });
    expect(flattenErrors(errors)).toEqual([
      { fieldId: 'address.zip', message: 'The value is required' },
      { fieldId: 'address.city', message: 'Value is required' },
    ]);
  });
});
