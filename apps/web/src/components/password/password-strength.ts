import type * as PasswordStrengthRule from '@northgate/validators/password-strength';
import type { PasswordOwner } from '@northgate/validators/password-strength';
import { useCallback, useEffect, useState } from 'react';

type StrengthRule = typeof PasswordStrengthRule;

/** Said under the field once the password is hard enough to guess. */
export const STRONG_PASSWORD_MESSAGE = 'This password is hard to guess.';
/** How long typing pauses before the password is judged. */
export const FEEDBACK_DELAY_MS = 300;

let loading: Promise<StrengthRule> | undefined;

/**
 * The strength rule with zxcvbn's dictionaries (about 1.5 MB, its own chunk): loaded on the first
 * focus or keystroke in a field that sets a password, never with the page.
 */
export function loadPasswordStrength(): Promise<StrengthRule> {
  loading ??= import('@northgate/validators/password-strength').catch((error: unknown) => {
    loading = undefined; // A failed download is tried again next time.
    throw error;
  });
  return loading;
}

/** The rule's verdict, or undefined when the rule could not be downloaded. */
async function judge(password: string, owner: PasswordOwner) {
  try {
    return (await loadPasswordStrength()).passwordStrength(password, owner);
  } catch {
    return undefined;
  }
}

/**
 * zxcvbn's feedback when `password` is too guessable for `owner`, or undefined. When the rule
 * cannot be downloaded the browser lets the password through: the API judges it again anyway.
 */
export async function weakPasswordFeedback(
  password: string,
  owner: PasswordOwner,
): Promise<string | undefined> {
  const verdict = await judge(password, owner);
  return verdict === undefined || verdict.strong ? undefined : verdict.feedback;
}

/**
 * Live feedback for a password field as the borrower types: judged after a pause in typing, ''
 * while the field is empty. `onFocus` starts the download before the first keystroke.
 */
export function usePasswordFeedback(password: string, { email, firstName, lastName }: PasswordOwner) {
  const [judged, setJudged] = useState('');
  useEffect(() => {
    if (password === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void judge(password, { email, firstName, lastName }).then((verdict) => {
        if (!current) return;
        if (verdict === undefined) setJudged('');
        else setJudged(verdict.strong ? STRONG_PASSWORD_MESSAGE : verdict.feedback);
      });
    }, FEEDBACK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, firstName, lastName]);
  const onFocus = useCallback(() => {
    loadPasswordStrength().catch(() => undefined);
  }, []);
  return { feedback: password === '' ? '' : judged, onFocus };
}
