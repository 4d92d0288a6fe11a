import { createDraft, type Flow, type FlowDraft } from '@northgate/form-engine/core';
import type { DraftClient } from '@northgate/form-engine/react';
import type { Autosave } from '@northgate/lending-flows/react';
import type { DraftSession } from './draft-session.ts';

const noDrafts = () => Promise.reject(new Error('The build-time render has no drafts.'));
const buildTimeClient: DraftClient = { load: noDrafts, saveStep: noDrafts, submit: noDrafts };

/**
 * What a flow's first step is prerendered with (docs/decisions/0034-prerendered-app-pages.md): a
 * blank draft, as a first visit sees it, with nothing saved and nothing to save.
 */
export function blankDraftScope(flow: Flow): {
  session: DraftSession;
  autosave: Autosave;
  draft: FlowDraft;
} {
  const draft = createDraft(flow, new Date(0));
  const autosave: Autosave = {
    loadState: 'ready',
    draft,
    saveState: { kind: 'idle' },
    schedule: () => undefined,
    saveNow: () => Promise.resolve({ kind: 'queued' }),
    reload: () => undefined,
  };
  return { session: { client: buildTimeClient, owner: 'guest:build' }, autosave, draft };
}
