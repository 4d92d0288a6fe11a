import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { submitAttemptedAtom } from '../../state/messages.ts';

/**
 * Every form's submit, whichever feature drew it, sets the spec's submit-clicked flag and clears
 * the last errors. Listening on the document in the capture phase runs this before the form's own
 * handler, so an error that submit causes is shown, not cleared.
 */
export function useSubmitEffects(): void {
  const submitAttempted = useSetAtom(submitAttemptedAtom);
  useEffect(() => {
    const onSubmit = () => submitAttempted();
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, [submitAttempted]);
}
