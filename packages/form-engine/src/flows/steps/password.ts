import { messages } from '@northgate/ui/validation/messages.ts';
import { equalToField, requiredString } from '@northgate/ui/validation/rules.ts';
import * as v from 'valibot';

/**
 * Short quiz, step password (design/flow-fields.md, Flow 1). The password never enters the
 * draft: the step itself stores nothing (its schema is the empty object) and the browser
 * checks the password with `accountPasswordSchema` before create_account.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_IS_EMAIL = 'Choose a password that is not your email address';

export const passwordStepSchema = v.object({});
export const passwordStepInitialValues = {};

/** Password and confirmation, for the email the account is created with. */
export function accountPasswordSchema(email: string) {
  return v.pipe(
    v.object({
      password: v.pipe(
        v.string(),
        v.nonEmpty(messages.required),
        v.minLength(PASSWORD_MIN_LENGTH, messages.minLength(PASSWORD_MIN_LENGTH)),
        v.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(PASSWORD_MAX_LENGTH)),
        v.check(
          (value) => email === '' || value.trim().toLowerCase() !== email.trim().toLowerCase(),
          PASSWORD_IS_EMAIL,
        ),
      ),
      confirmPassword: requiredString(),
    }),
    equalToField('confirmPassword', 'password', 'Password'),
  );
}

export const accountPasswordInitialValues = { password: '', confirmPassword: '' };
