// Validation messages worded as the product spec (section 5) words them, so a 422 from the
// server reads the same as the form's own inline messages. The texts themselves live in one
// place, the React-free validation module of @northgate/ui.
import { messages } from '@northgate/ui/validation/messages.ts';

export const REQUIRED_MESSAGE = messages.required;
export const INVALID_EMAIL_MESSAGE = messages.email;
export const INVALID_PHONE_MESSAGE = 'Value is not a valid phone number';
export const INVALID_CODE_MESSAGE = 'Value is not a valid code';

export const maxLengthMessage = messages.maxLength;
export const minLengthMessage = messages.minLength;
export const PASSWORD_IS_EMAIL_MESSAGE = 'Choose a password that is not your email address';
export const INVALID_ANSWERS_MESSAGE = 'The quiz answers could not be read. Reload the page and try again.';
