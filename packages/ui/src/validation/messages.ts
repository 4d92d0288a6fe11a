/**
 * The product's validation messages. The first five are the spec's texts, word for word
 * (product spec section 5); the last three belong to the spec's "other validators".
 * This module imports no React so the API can use the same texts.
 */
export const messages = {
  /** For values the user types (text, numbers, email). */
  required: 'Value is required',
  /** For values the user chooses (select, radio, checkbox, date, file, signature). */
  choiceRequired: 'The value is required',
  email: 'Value is not a valid email address',
  maxLength: (n: number) => `The maximum length allowed is ${n}`,
  minLength: (n: number) => `This field should be at least ${n} characters long`,
  alphabetical: 'Only letters are allowed',
  maxValue: (n: number) => `The maximum value allowed is ${formatLimit(n)}`,
  equalTo: (otherLabel: string) => `The value must match ${otherLabel}`,
} as const;

function formatLimit(n: number): string {
  return n.toLocaleString('en-US');
}
