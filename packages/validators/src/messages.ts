import { groupedNumber } from './number-text.ts';

/**
 * The validation texts a borrower reads, in one place for the browser's forms and the API.
 * The first five are the product spec's, word for word (docs/product/product-spec.md §5); the rest are ours.
 * Texts that belong to one rule only (a ZIP code, a tax id) live beside that rule.
 */
export const messages = {
  /** For values the borrower types (text, numbers, email). */
  required: 'Value is required',
  /** For values the borrower chooses (select, radio, checkbox, date, file, signature). */
  choiceRequired: 'The value is required',
  email: 'Value is not a valid email address',
  maxLength: (n: number) => `The maximum length allowed is ${n}`,
  minLength: (n: number) => `This field should be at least ${n} characters long`,
  // The spec's "other validators": alphabetical only, max value, equal to another field.
  alphabetical: 'Only letters are allowed',
  maxValue: (n: number) => `The maximum value allowed is ${groupedNumber(n)}`,
  equalTo: (otherLabel: string) => `The value must match ${otherLabel}`,
  /** A JSON value of the wrong type where text belongs (API clients, not people, send these). */
  mustBeText: 'The value must be text',
  notAnObject: 'The request body must be a JSON object',
  /** Control characters (NUL, escape, …) or a broken character in text. */
  specialCharacters: 'Remove the special characters from this text',
  code: 'The code must be 6 digits',
  phone: 'Value is not a valid phone number',
  usPhone: 'Enter a 10-digit US phone number',
  personName: "Use letters, spaces and ' - . only",
  passwordIsEmail: 'Choose a password that is not your email address',
} as const;
