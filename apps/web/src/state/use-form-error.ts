import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId } from 'react';
import { formErrorsAtom } from './messages.ts';

/**
 * The error a form shows for its last failed request, and its setter (null clears it). Like
 * useState, but cleared by every navigation (see clearErrorsAtom) and forgotten when the form unmounts.
 */
export function useFormError(): [string | null, (text: string | null) => void] {
  const key = useId();
  const error = useAtomValue(formErrorsAtom)[key] ?? null;
  const setErrors = useSetAtom(formErrorsAtom);
  const setError = useCallback(
    (text: string | null) =>
      setErrors((all) => {
        if (!text && !(key in all)) return all;
        const { [key]: _previous, ...others } = all;
        return text ? { ...others, [key]: text } : others;
      }),
    [key, setErrors],
  );
  useEffect(() => () => setError(null), [setError]);
  return [error, setError];
}
