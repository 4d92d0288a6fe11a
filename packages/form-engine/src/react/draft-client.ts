import type { FlowDraft, StepValues, ValidationIssue } from '../core/index.ts';

export interface SubmittedApplication {
  readonly applicationId: string;
  /** What the borrower quotes to us, e.g. `NG-7KQ2-M9XD`; a resubmit answers the same one. */
  readonly reference: string;
  readonly submittedAt: string;
}

/**
 * How the React bindings reach the drafts: the web app passes one built on the API client,
 * tests and stories pass in-memory fakes. Every method rejects when the call did not succeed.
 */
export interface DraftClient {
  /** The current owner's draft of the flow (an empty one before the first save). */
  load(flowId: string): Promise<FlowDraft>;
  /**
   * Saves one step. `complete: true` is Next: when the server finds the step invalid it keeps
   * the values and the call rejects with a `DraftRejectedError`.
   */
  saveStep(flowId: string, stepId: string, values: StepValues, complete: boolean): Promise<FlowDraft>;
  /** Submits the draft; the same idempotency key always answers with the same application. */
  submit(flowId: string, idempotencyKey: string): Promise<SubmittedApplication>;
}

/** The server stored the values but found the step invalid (a 422 on Next): retrying will not help. */
export class DraftRejectedError extends Error {
  override name = 'DraftRejectedError';
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(issues[0]?.message ?? 'The step is not valid');
  }
}
