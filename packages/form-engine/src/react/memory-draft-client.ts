import {
  createDraft,
  findStep,
  saveStep,
  type Flow,
  type FlowDraft,
  type StepValues,
} from '../core/index.ts';
import { DraftRejectedError, type DraftClient, type SubmittedApplication } from './draft-client.ts';

export interface MemoryDraftClient extends DraftClient {
  /** The draft as the "server" holds it. */
  readonly stored: () => FlowDraft;
  /** Every save the server received, in order. */
  readonly saves: { stepId: string; values: StepValues; complete: boolean }[];
  /** While true, every call fails as a dropped connection would. */
  offline: boolean;
  /** While true, only saves fail: the connection dropped after the draft was loaded. */
  failSaves: boolean;
}

/**
 * A draft server in memory with the API's semantics (values always stored, 422 on an invalid
 * Next, one application per idempotency key), for tests and Storybook.
 */
export function createMemoryDraftClient(
  flow: Flow,
  initial: FlowDraft = createDraft(flow),
): MemoryDraftClient {
  let draft = initial;
  const applications = new Map<string, SubmittedApplication>();
  const client: MemoryDraftClient = {
    offline: false,
    failSaves: false,
    saves: [],
    stored: () => draft,
    async load() {
      if (client.offline) throw new TypeError('Failed to fetch');
      return draft;
    },
    async saveStep(flowId, stepId, values, complete) {
      if (client.offline || client.failSaves) throw new TypeError('Failed to fetch');
      if (flowId !== flow.id || findStep(flow, stepId) === undefined) throw new RangeError('Not found');
      client.saves.push({ stepId, values, complete });
      const result = saveStep(flow, draft, stepId, values);
      draft = result.draft;
      if (complete && !result.validation.ok) throw new DraftRejectedError(result.validation.issues);
      return draft;
    },
    async submit(_flowId, idempotencyKey) {
      if (client.offline) throw new TypeError('Failed to fetch');
      const existing = applications.get(idempotencyKey);
      if (existing) return existing;
      const number = applications.size + 1;
      const application = {
        applicationId: `app-${number}`,
        reference: `NG-0000-${String(number).padStart(4, '0')}`,
        submittedAt: new Date().toISOString(),
      };
      applications.set(idempotencyKey, application);
      return application;
    },
  };
  return client;
}
