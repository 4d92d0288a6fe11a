// A separate entry (@northgate/validators/password-strength): its dictionaries weigh about 1.5 MB,
// so only the pages and API routes that set a password load it, the browser on demand.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's score a new password needs (docs/product/flow-fields.md): 3 is "safely unguessable" online. */
export const PASSWORD_MIN_SCORE = 3;

/** What the person setting the password is known by; their own words make a weak password. */
export interface PasswordOwner {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

export interface PasswordStrength {
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: number;
  strong: boolean;
  /** zxcvbn's warning and suggestions as one text to show under the field; empty when strong. */
  feedback: string;
}

const FALLBACK_WARNING = 'This password is easy to guess.';

let checker: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations: {
      ...translations,
      // zxcvbn's own text ("personal or page related data") is not plain enough for a borrower.
      warnings: { ...translations.warnings, userInputs: 'Avoid your name and your email address.' },
    },
  });
  return checker;
}

/** The words of the owner's email and names that zxcvbn treats as already known to a guesser. */
export function ownerWords({ email = '', firstName = '', lastName = '' }: PasswordOwner): string[] {
  const address = email.trim().toLowerCase();
  const [local = '', domain = ''] = address.split('@');
  const pieces = [firstName, lastName, local, domain.split('.')[0] ?? '', ...local.split(/[^\p{L}\p{N}]+/u)];
  const words = [address, ...pieces]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length > 1);
  return [...new Set(words)];
}

/**
 * The strength rule for every password being set, in the browser and on the API alike: zxcvbn's
 * score with the owner's email and names as known words must be at least PASSWORD_MIN_SCORE.
 * Length and "not the email" are the `newPassword()` schema's job; this one judges guessability.
 */
export function passwordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
  const result = zxcvbn().check(password, ownerWords(owner));
  const strong = result.score >= PASSWORD_MIN_SCORE;
  if (strong) return { score: result.score, strong, feedback: '' };
  const { warning, suggestions } = result.feedback;
  const feedback = [warning === null || warning === '' ? FALLBACK_WARNING : warning, ...suggestions].join(
    ' ',
  );
  return { score: result.score, strong, feedback };
}
