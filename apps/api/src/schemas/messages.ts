/**
 * Every text the API sends to a borrower, in one place. Validation texts are the spec's
 * (section 5); the web app shows whatever arrives (spec section 8).
 */
export const validationMessages = {
  required: 'Value is required',
  invalidEmail: 'Value is not a valid email address',
  maxLength: (n: number) => `The maximum length allowed is ${n}`,
  minLength: (n: number) => `This field should be at least ${n} characters long`,
  notAnObject: 'The request body must be a JSON object',
  mustBeText: 'The value must be text',
  sixDigitCode: 'The code must be 6 digits',
  unknownProvider: 'Unknown sign-in provider',
} as const;

export const errorMessages = {
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Unsupported content type; send JSON',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  internal: 'Server error',
  badRequest: 'Bad request',
  invalidCredentials: 'Incorrect email or password',
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Your session has expired. Please log in again.',
  invalidRefreshToken: 'Your session has expired. Please log in again.',
  csrf: 'Missing or invalid CSRF token. Reload the page and try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  invalidResetCode: 'The code is incorrect or has expired',
  googleSignInFailed: 'Google sign-in failed',
  googleUnavailable: 'Google sign-in is not available',
} as const;

export const mailTexts = {
  resetSubject: 'Your password reset code',
  resetBody: (code: string, minutes: number) =>
    `Your Northgate password reset code is ${code}. It expires in ${minutes} minutes. ` +
    'If you did not ask to reset your password, you can ignore this email.',
} as const;

export const successMessages = {
  resetCodeSent: 'If an account exists for that email, we sent a code to it.',
  passwordChanged: 'Your password has been changed. Please log in.',
} as const;
