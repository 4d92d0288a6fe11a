import { ApiError, errorMessage } from '@northgate/api-client';
import type { DraftClient, SubmittedApplication } from '@northgate/form-engine/react';
import { useCallback, useState } from 'react';
import { toastFailure } from '../../state/toasts.ts';
import { useFormError } from '../../state/use-form-error.ts';

interface FinishScope {
  readonly flowId: string;
  readonly session: { readonly client: DraftClient; readonly owner: string };
}

/** One problem a refused submit names: the step it is on (`loc` body.values.<step>…) and why. */
export interface SubmitProblem {
  readonly stepId: string | undefined;
  readonly message: string;
  /** The server's kind of problem: `cross_step`, `email_not_verified`, `incomplete_step`… */
  readonly type: string;
}

/** The detail list of a refused submit (the product spec's 422; docs/product/product-spec.md), or the catalogue's one message. */
function problemsOf(failure: unknown): SubmitProblem[] {
  const detail =
    failure instanceof ApiError ? (failure.body as { detail?: unknown } | null)?.detail : undefined;
  if (!Array.isArray(detail) || detail.length === 0) {
    return [{ stepId: undefined, message: errorMessage(failure), type: 'error' }];
  }
  return detail.map((entry: { loc?: unknown; msg?: unknown; type?: unknown }) => {
    const loc = Array.isArray(entry.loc) ? entry.loc : [];
    return {
      stepId: loc[0] === 'body' && loc[1] === 'values' && typeof loc[2] === 'string' ? loc[2] : undefined,
      message: typeof entry.msg === 'string' ? entry.msg : errorMessage(failure),
      type: typeof entry.type === 'string' ? entry.type : 'error',
    };
  });
}

/**
 * Submits the flow (after Next on its last step, or from an application's review page). The
 * idempotency key is kept on the device until the server confirms, so a retry (even after a
 * reload) can never submit twice. `submitted` is the server's answer: the application's reference
 * and when it arrived. A failure shows as an error toast and as `error`, by the form; `problems`
 * is what a refused submit names, step by step.
 */
export function useFinishFlow(scope: FinishScope | null) {
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(null);
  // Cleared, like every form's error, on the next submit and on navigation (product spec §8).
  const [error, setError] = useFormError();
  const [problems, setProblems] = useState<readonly SubmitProblem[]>([]);
  const run = useCallback(async () => {
    if (!scope) return;
    const keyName = `northgate.submit.${scope.flowId}.${scope.session.owner}`;
    const key = localStorage.getItem(keyName) ?? crypto.randomUUID();
    localStorage.setItem(keyName, key);
    // Product spec §8: the last attempt's message goes away when the borrower submits again.
    setError(null);
    try {
      const application = await scope.session.client.submit(scope.flowId, key);
      localStorage.removeItem(keyName);
      setProblems([]);
      setSubmitted(application);
    } catch (failure) {
      setError(toastFailure(failure));
      setProblems(problemsOf(failure));
    }
  }, [scope, setError]);
  return { submitted, error, problems, run };
}
