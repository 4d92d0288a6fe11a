import type { DraftClient, SubmittedApplication } from '@northgate/form-engine/react';
import { useCallback, useState } from 'react';
import { toastFailure } from '../../state/toasts.ts';
import { useFormError } from '../../state/use-form-error.ts';

interface FinishScope {
  readonly flowId: string;
  readonly session: { readonly client: DraftClient; readonly owner: string };
}

/**
 * Submits the flow after Next on its last step. The idempotency key is kept on the device
 * until the server confirms, so a retry (even after a reload) can never submit twice.
 * `submitted` is the server's answer: the application's reference and when it arrived. A failure
 * shows as an error toast and as `error`, by the form.
 */
export function useFinishFlow(scope: FinishScope | null) {
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(null);
  // Cleared, like every form's error, on the next submit and on navigation (spec section 8).
  const [error, setError] = useFormError();
  const run = useCallback(async () => {
    if (!scope) return;
    const keyName = `northgate.submit.${scope.flowId}.${scope.session.owner}`;
    const key = localStorage.getItem(keyName) ?? crypto.randomUUID();
    localStorage.setItem(keyName, key);
    // Spec section 8: the last attempt's message goes away when the borrower submits again.
    setError(null);
    try {
      const application = await scope.session.client.submit(scope.flowId, key);
      localStorage.removeItem(keyName);
      setSubmitted(application);
    } catch (failure) {
      setError(toastFailure(failure));
    }
  }, [scope, setError]);
  return { submitted, error, run };
}
