import { createDraft, type Flow, type FlowDraft } from '@northgate/form-engine/core';
import type { Autosave } from '@northgate/lending-flows/react';
import type { DraftClient } from '@northgate/form-engine/react';
import type { FlowId } from '@northgate/site-config';
import { readTypedValues, replayTypedValues, type TypedValue } from '../../hydration/carry-typed-values.ts';
import { takeOverForm } from '../../hydration/early-input.ts';
import type { DraftSession } from './draft-session.ts';

/**
 * A flow's first step is prerendered as a first visit sees it, with a blank draft
 * (docs/decisions/0034-prerendered-app-pages.md). The element holding that step carries this
 * attribute, with the flow's id. In the browser the flow keeps it on screen as plain HTML, which
 * React leaves alone, until the visitor's own draft has loaded: then the step with their draft
 * replaces it, with what they typed in the meantime carried over (`takeBlankInput`).
 */
export const BLANK_DRAFT = 'data-blank-draft';

/** How a flow's layout starts. */
export type BlankStart =
  /** At build time: render the first step with a blank draft. */
  | { readonly kind: 'render' }
  /** Hydrating the page the build rendered: keep its step, this HTML, until the draft is here. */
  | { readonly kind: 'html'; readonly html: string }
  /** Rendered in the browser: the step shows once the draft is loaded. */
  | null;

/** Read while React attaches to the page, before it changes anything in it. */
export function blankStart(flowId: FlowId): BlankStart {
  if (typeof document === 'undefined') return { kind: 'render' };
  const element = document.querySelector(`[${BLANK_DRAFT}="${flowId}"]`);
  return element ? { kind: 'html', html: element.innerHTML } : null;
}

const noDrafts = () => Promise.reject(new Error('The build-time render has no drafts.'));
const buildTimeClient: DraftClient = { load: noDrafts, saveStep: noDrafts, submit: noDrafts };

/** What the flow's pages get at build time: a blank draft, nothing saved or to save. */
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

/** What the visitor did on the prerendered step before the form with their draft replaced it. */
export interface BlankInput {
  readonly typed: readonly TypedValue[];
  /** They pressed Next (held, see hydration/early-input.ts). */
  readonly submitted: boolean;
}

/** Called just before the prerendered step leaves the page. */
export function takeBlankInput(blank: Element): BlankInput {
  return { typed: readTypedValues(blank), submitted: takeOverForm(blank) !== undefined };
}

/**
 * Hands the input to the form now on screen, field by field: what the visitor typed goes over their
 * saved answers, the fields they did not touch keep theirs. A held Next is pressed again after.
 * Returns the cleanup of the pending Next.
 */
export function giveBlankInput(root: Element, input: BlankInput): () => void {
  replayTypedValues(root, input.typed);
  if (!input.submitted) return () => undefined;
  // In a task of its own, so the form submits the values React has just taken in.
  const timer = setTimeout(() => root.querySelector('form')?.requestSubmit(), 0);
  return () => clearTimeout(timer);
}
