import {
  equalToField,
  messages,
  newPassword,
  PASSWORD_MAX_LENGTH,
  passwordIsEmail,
  requiredString,
} from '@northgate/validators';
import * as v from 'valibot';

/**
 * Short quiz, step password (docs/product/flow-fields.md, Flow 1). The password never enters the
 * draft: the step itself stores nothing (its schema is the empty object) and the browser
 * checks the password with `accountPasswordSchema` before create_account.
 */

export const passwordStepSchema = v.object({});
export const passwordStepInitialValues = {};

/** Password and confirmation, for the email the account is created with. */
export function accountPasswordSchema(email: string) {
  return v.pipe(
    v.object({
      password: v.pipe(
        newPassword(),
        v.check((value) => !passwordIsEmail(value, email), messages.passwordIsEmail),
      ),
      confirmPassword: requiredString({ max: PASSWORD_MAX_LENGTH }),
    }),
    equalToField('confirmPassword', 'password', 'Password'),
  );
}

export const accountPasswordInitialValues = { password: '', confirmPassword: '' };
