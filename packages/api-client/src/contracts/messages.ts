// Validation messages worded as the product spec (section 5) words them, so a
// 422 from the server reads the same as the form's own inline messages.
export const REQUIRED_MESSAGE = 'Value is required';
export const INVALID_EMAIL_MESSAGE = 'Value is not a valid email address';
export const INVALID_PHONE_MESSAGE = 'Value is not a valid phone number';
export const INVALID_CODE_MESSAGE = 'Value is not a valid code';

export function maxLengthMessage(n: number): string {
  return `The maximum length allowed is ${n}`;
}

export function minLengthMessage(n: number): string {
  return `This field should be at least ${n} characters long`;
}
