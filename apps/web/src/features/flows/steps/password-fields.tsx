import { isAuthenticated } from '@northgate/api-client';
import { shortQuiz } from '@northgate/lending-flows';
import type { FlowFormValues } from '@northgate/form-engine/react';
import { PasswordField, useFormikField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { usePasswordFeedback, weakPasswordFeedback } from '../../../components/password/password-strength.ts';
import { tokenStore } from '../../../session/session-store.ts';
import { loadApi } from '../../../session/load-api.ts';
import { toastFailure } from '../../../state/toasts.ts';
import * as styles from '../short-quiz/quiz.css.ts';
import { useSubmitIntent } from '../../../components/verify-code/use-submit-intent.ts';

/**
 * Outside every step's values, so autosave and the draft never see the password: only the
 * step on screen (`values.password`, empty) is ever saved.
 */
export const ACCOUNT_PASSWORD_KEY = 'accountPassword';
const passwordName = `${ACCOUNT_PASSWORD_KEY}.password`;
const confirmName = `${ACCOUNT_PASSWORD_KEY}.confirmPassword`;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Who the account is for: their email and names make a password easy to guess. */
function ownerOf(values: FlowFormValues) {
  const details = values.personalDetails ?? {};
  return {
    email: text(details.email).trim().toLowerCase(),
    firstName: text(details.firstName).trim(),
    lastName: text(details.lastName).trim(),
  };
}

function firstIssue(email: string, password: string, confirmPassword: string, field: string) {
  const result = v.safeParse(shortQuiz.accountPasswordSchema(email), { password, confirmPassword });
  if (result.success) return undefined;
  return result.issues.find((issue) => v.getDotPath(issue) === field)?.message;
}

/**
 * Short quiz, password: password and confirmation (at least 12 characters, not the email, hard
 * to guess, equal to each other). zxcvbn's feedback shows under the password as it is typed.
 * Next creates the account (create_account), which signs the borrower in and moves the guest's
 * draft to the account.
 */
export function PasswordFields() {
  const formik = useFormikContext<FlowFormValues>();
  const password = useFormikField<string | undefined>(passwordName);
  const confirm = useFormikField<string | undefined>(confirmName);
  const root = useRef<HTMLDivElement>(null);
  const submitIntent = useSubmitIntent(root);
  const latest = useRef(formik.values);
  latest.current = formik.values;
  const { registerField, unregisterField } = formik;
  const strength = usePasswordFeedback(password.value ?? '', ownerOf(formik.values));

  useEffect(() => {
    const emailOf = (values: FlowFormValues) => ownerOf(values).email;
    const secrets = (values: FlowFormValues) => {
      const entry = values[ACCOUNT_PASSWORD_KEY] ?? {};
      return { password: text(entry.password), confirmPassword: text(entry.confirmPassword) };
    };
    registerField(confirmName, {
      validate: (value: unknown) => {
        const values = latest.current;
        return firstIssue(emailOf(values), secrets(values).password, text(value), 'confirmPassword');
      },
    });
    registerField(passwordName, {
      validate: async (value: unknown) => {
        const submitting = submitIntent.take();
        const values = latest.current;
        const email = emailOf(values);
        const entered = text(value);
        const problem = firstIssue(email, entered, secrets(values).confirmPassword, 'password');
        if (problem || !submitting) return problem;
        // While typing, the live feedback under the field says this; Next refuses with the same text.
        const weak = await weakPasswordFeedback(entered, ownerOf(values));
        if (weak) return weak;
        if (firstIssue(email, entered, secrets(values).confirmPassword, 'confirmPassword')) return undefined;
        // Already created (e.g. Next again after a failed save): the borrower is signed in.
        if (isAuthenticated(tokenStore.get())) return undefined;
        const details = values.personalDetails ?? {};
        try {
          const api = await loadApi();
          await api.createAccount({
            email,
            password: entered,
            first_name: text(details.firstName).trim(),
            last_name: text(details.lastName).trim(),
            // The staff's lead notice reads the quiz the server already holds (saved step by step).
            mobile_phone: text(details.mobilePhone),
          });
          return undefined;
        } catch (failure) {
          // Product spec §8 (docs/product/product-spec.md): under the password and as an error toast.
          return toastFailure(failure);
        }
      },
    });
    return () => {
      unregisterField(passwordName);
      unregisterField(confirmName);
    };
  }, [registerField, unregisterField, submitIntent]);

  return (
    <div ref={root} className={styles.stack}>
      <PasswordField
        {...password}
        value={password.value ?? ''}
        label="Password"
        hint="At least 12 characters, hard to guess, and not your email address."
        feedback={strength.feedback}
        onFocus={strength.onFocus}
      />
      <PasswordField {...confirm} value={confirm.value ?? ''} label="Confirm password" />
    </div>
  );
}
