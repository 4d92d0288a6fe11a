import { errorMessage } from '@northgate/api-client';
import type { DraftClient, SubmittedApplication } from '@northgate/form-engine/react';
import { useCallback, useState } from 'react';

interface FinishScope {
  readonly flowId: string;
  readonly session: { readonly client: DraftClient; readonly owner: string };
}

/**
 * Submits the flow after Next on its last step. The idempotency key is kept on the device
 * until the server confirms, so a retry (even after a reload) can never submit twice.
 * `submitted` is the server's answer: the application's reference and when it arrived.
 */
export function useFinishFlow(scope: FinishScope | null) {
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async () => {
    if (!scope) return;
    const keyName = `northgate.submit.${scope.flowId}.${scope.session.owner}`;
    const key = localStorage.getItem(keyName) ?? crypto.randomUUID();
    localStorage.setItem(keyName, key);
    try {
      const application = await scope.session.client.submit(scope.flowId, key);
      localStorage.removeItem(keyName);
      setError(null);
      setSubmitted(application);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, [scope]);
  return { submitted, error, run };
}
