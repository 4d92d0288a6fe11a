import { passwordStrength, type PasswordOwner } from '@northgate/validators/password-strength';
import { ValidationError } from '../../http/errors.ts';

/**
 * The strength rule of @northgate/validators on a body field that sets a password: a weak one is
 * a 422 whose `msg` is zxcvbn's feedback, the same text the browser shows under the field.
 */
export function requireStrongPassword(field: string, password: string, owner: PasswordOwner): void {
  const { strong, feedback } = passwordStrength(password, owner);
  if (!strong)
    throw new ValidationError([{ loc: ['body', field], msg: feedback, type: 'password_strength' }]);
}
