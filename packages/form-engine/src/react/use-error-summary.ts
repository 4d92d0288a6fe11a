import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import type { ErrorSummaryItem } from './engine-options.tsx';

type NestedErrors = { [key: string]: unknown };

/** Formik's nested errors as a list: `{ contact: { email: '…' } }` -> `[{ fieldId: 'contact.email', … }]`. */
export function flattenFieldErrors(errors: unknown, prefix = ''): ErrorSummaryItem[] {
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors as NestedErrors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [{ fieldId: path, message: value }] : flattenFieldErrors(value, path);
  });
}

/**
 * What the error summary of the surrounding Formik form shows: the problems found by the last
 * submit, each dropped as soon as it is fixed. It never grows while the borrower types; new
 * problems appear on the next submit. `focusKey` changes with every submit, so the summary can
 * take focus again each time.
 */
export function useErrorSummary(): { errors: ErrorSummaryItem[]; focusKey: number } {
  const { isSubmitting, submitCount, errors } = useFormikContext();
  const [attempt, setAttempt] = useState<{ count: number; fieldIds: string[] }>({ count: 0, fieldIds: [] });

  useEffect(() => {
    // A reset form (Next moved on to another step on the same screen) starts afresh, so the
    // next step's first Next is a new attempt even though its count is 1 again.
    if (submitCount === 0) {
      setAttempt((previous) => (previous.count === 0 ? previous : { count: 0, fieldIds: [] }));
      return;
    }
    if (isSubmitting) return;
    setAttempt((previous) =>
      previous.count === submitCount
        ? previous
        : { count: submitCount, fieldIds: flattenFieldErrors(errors).map((error) => error.fieldId) },
    );
  }, [isSubmitting, submitCount, errors]);

  const shown = flattenFieldErrors(errors).filter((error) => attempt.fieldIds.includes(error.fieldId));
  return { errors: shown, focusKey: attempt.count };
}
