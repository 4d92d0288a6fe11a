import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyStepSave,
  findStep,
  validateStep,
  type Flow,
  type FlowDraft,
  type StepValues,
  type ValidationIssue,
} from '../core/index.ts';
import { DraftRejectedError, type DraftClient } from './draft-client.ts';
import { useFormEngineOptions } from './engine-options.tsx';
import { LocalDrafts, type PendingSaves, type StorageLike } from './local-drafts.ts';

export type SaveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly at: Date }
  /** The last attempt failed; the values are on this device and another attempt is scheduled. */
  | { readonly kind: 'unsaved' };

export type SaveOutcome =
  | { readonly kind: 'saved' }
  /** Kept on this device; it reaches the server on a later retry. */
  | { readonly kind: 'queued' }
  /** The server stored the values but found the step invalid. */
  | { readonly kind: 'rejected'; readonly issues: readonly ValidationIssue[] };

export interface AutosaveOptions {
  readonly flow: Flow;
  readonly client: DraftClient;
  /** Who the draft belongs to on this device (user or guest session), part of the local key. */
  readonly owner: string;
  /** Where unsaved values wait; defaults to localStorage, `null` keeps them in memory only. */
  readonly storage?: StorageLike | null;
  /** First part of the local key; defaults to the `FormEngineProvider`'s `storageKeyPrefix`. */
  readonly storageKeyPrefix?: string;
  /** Quiet time after the last keystroke before an autosave (ms). */
  readonly debounceMs?: number;
  /** Waits between failed attempts; the last one repeats. */
  readonly retryDelaysMs?: readonly number[];
}

export interface Autosave {
  readonly loadState: 'loading' | 'ready' | 'failed';
  /** The server's draft with this device's unsaved steps applied, or undefined while loading. */
  readonly draft: FlowDraft | undefined;
  readonly saveState: SaveState;
  /** Typing: remembers the values on this device at once and saves them after a quiet spell. */
  schedule: (stepId: string, values: StepValues) => void;
  /** Next (`complete`) or Back: saves now; resolves once the server answered or the save was queued. */
  saveNow(stepId: string, values: StepValues, complete: boolean): Promise<SaveOutcome>;
  /** Loads the draft again (after a failed load). */
  reload: () => void;
}

export const AUTOSAVE_DEBOUNCE_MS = 800;
export const AUTOSAVE_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

function defaultStorage(): StorageLike | null {
  try {
    // Not every host has localStorage (Node prerendering), whatever the DOM types say.
    return 'localStorage' in globalThis ? globalThis.localStorage : null;
  } catch {
    return null;
  }
}

/** Applies unsaved steps to the server's draft, exactly as the server will when they arrive. */
function withPending(flow: Flow, draft: FlowDraft, pending: PendingSaves): FlowDraft {
  let merged = draft;
  for (const [stepId, save] of Object.entries(pending)) {
    if (findStep(flow, stepId) === undefined) continue;
    const validation = validateStep(flow, stepId, save.values);
    merged = applyStepSave(flow, merged, stepId, save.values, validation, new Date(save.savedAt));
  }
  return merged;
}

/**
 * The unsaved steps to merge into a freshly loaded draft: those typed on the draft as it still
 * is (so device clocks do not matter), or typed after its last save (another device saved
 * in between, and the newer input wins).
 */
function newerThan(pending: PendingSaves, updatedAt: string): PendingSaves {
  const since = Date.parse(updatedAt);
  return Object.fromEntries(
    Object.entries(pending).filter(([, save]) => save.base === updatedAt || Date.parse(save.savedAt) > since),
  );
}

/**
 * Server-side drafts that never lose input. Every change is written to this device first;
 * saves go to the server debounced while typing and at once on Next/Back; a failed save keeps
 * the values locally and retries with backoff and when the browser comes back online. On load,
 * unsaved local values newer than the server's draft are merged back and sent again.
 */
export function useAutosave(options: AutosaveOptions): Autosave {
  const { flow, client, owner } = options;
  const debounceMs = options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS;
  const retryDelays = options.retryDelaysMs ?? AUTOSAVE_RETRY_DELAYS_MS;
  const storageOption = options.storage;
  const { storageKeyPrefix } = useFormEngineOptions();
  const prefix = options.storageKeyPrefix ?? storageKeyPrefix;
  const local = useMemo(
    () =>
      new LocalDrafts(
        storageOption === undefined ? defaultStorage() : storageOption,
        LocalDrafts.keyFor(prefix, flow.id, owner),
      ),
    [storageOption, prefix, flow.id, owner],
  );

  const [loadState, setLoadState] = useState<Autosave['loadState']>('loading');
  const [serverDraft, setServerDraft] = useState<FlowDraft | undefined>(undefined);
  const [pending, setPending] = useState<PendingSaves>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [loadCount, setLoadCount] = useState(0);

  // The save loop works on refs so callbacks never see stale state.
  const pendingRef = useRef<PendingSaves>({});
  const rejectedRef = useRef(new Map<string, { seq: number; issues: readonly ValidationIssue[] }>());
  const flushingRef = useRef<Promise<void> | null>(null);
  const readyRef = useRef(false);
  const seqRef = useRef(0);
  const baseRef = useRef<string | null>(null);
  const attemptRef = useRef(0);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  // The retry timer calls the latest flush without making the save loop depend on itself.
  const flushRef = useRef<() => Promise<void>>(() => Promise.resolve());

  const setPendingBoth = useCallback(
    (next: PendingSaves) => {
      pendingRef.current = next;
      local.write(next);
      if (alive.current) setPending(next);
    },
    [local],
  );

  const flushOnce = useCallback(async (): Promise<void> => {
    clearTimeout(retryTimer.current);
    for (const [stepId, save] of Object.entries(pendingRef.current)) {
      if (alive.current) setSaveState({ kind: 'saving' });
      try {
        const draft = await client.saveStep(flow.id, stepId, save.values, save.complete);
        baseRef.current = draft.updatedAt;
        if (alive.current) setServerDraft(draft);
      } catch (error) {
        if (!(error instanceof DraftRejectedError)) {
          // Offline, server down, session trouble: keep everything and try again later.
          const delay = retryDelays[Math.min(attemptRef.current, retryDelays.length - 1)] ?? 30_000;
          attemptRef.current += 1;
          if (alive.current) {
            setSaveState({ kind: 'unsaved' });
            retryTimer.current = setTimeout(() => void flushRef.current(), delay);
          }
          return;
        }
        // Stored but invalid: the form shows the issues; the values are safe on the server.
        rejectedRef.current.set(stepId, { seq: save.seq, issues: error.issues });
      }
      const { [stepId]: sent, ...rest } = pendingRef.current;
      // Typing that arrived while this save was on the wire stays pending.
      if (sent?.seq === save.seq) setPendingBoth(rest);
    }
    attemptRef.current = 0;
    if (alive.current) setSaveState({ kind: 'saved', at: new Date() });
  }, [client, flow.id, retryDelays, setPendingBoth]);

  /** Single-flight: a flush requested during another runs right after it. */
  const flush = useCallback((): Promise<void> => {
    if (!readyRef.current || Object.keys(pendingRef.current).length === 0) return Promise.resolve();
    const run: Promise<void> = (flushingRef.current ?? Promise.resolve()).then(() => flushOnce());
    const tracked = run.finally(() => {
      if (flushingRef.current === tracked) flushingRef.current = null;
    });
    flushingRef.current = tracked;
    return tracked;
  }, [flushOnce]);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  // Load the server draft, merge this device's newer unsaved values, and send them.
  useEffect(() => {
    let cancelled = false;
    readyRef.current = false;
    setLoadState('loading');
    client.load(flow.id).then(
      (draft) => {
        if (cancelled) return;
        const unsaved = newerThan(local.read(), draft.updatedAt);
        seqRef.current = Math.max(0, ...Object.values(unsaved).map((save) => save.seq));
        baseRef.current = draft.updatedAt;
        readyRef.current = true;
        // The draft re-renders the whole form; as a transition React does it in slices a tap or a
        // key can interrupt, instead of one task that blocks a slow phone (issue #32, ADR 0071).
        startTransition(() => {
          setServerDraft(draft);
          setPendingBoth(unsaved);
          setLoadState('ready');
        });
        void flush();
      },
      () => {
        if (!cancelled) setLoadState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, flow.id, local, loadCount, setPendingBoth, flush]);

  // Back online: try at once instead of waiting out the backoff.
  useEffect(() => {
    const onOnline = () => {
      attemptRef.current = 0;
      void flush();
    };
    // Not every host dispatches window events (Node prerendering), whatever the DOM types say.
    if (!('addEventListener' in globalThis)) return;
    globalThis.addEventListener('online', onOnline);
    return () => globalThis.removeEventListener('online', onOnline);
  }, [flush]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(debounceTimer.current);
      clearTimeout(retryTimer.current);
    };
  }, []);

  const remember = useCallback(
    (stepId: string, values: StepValues, complete: boolean): number => {
      seqRef.current += 1;
      const save = {
        values,
        complete,
        savedAt: new Date().toISOString(),
        base: baseRef.current,
        seq: seqRef.current,
      };
      setPendingBoth({ ...pendingRef.current, [stepId]: save });
      return save.seq;
    },
    [setPendingBoth],
  );

  const schedule = useCallback(
    (stepId: string, values: StepValues) => {
      // An earlier Next keeps its `complete` flag until the server has it.
      const complete = pendingRef.current[stepId]?.complete ?? false;
      remember(stepId, values, complete);
      clearTimeout(debounceTimer.current);
      debounceTimer.current = setTimeout(() => void flush(), debounceMs);
    },
    [remember, flush, debounceMs],
  );

  const saveNow = useCallback(
    async (stepId: string, values: StepValues, complete: boolean): Promise<SaveOutcome> => {
      clearTimeout(debounceTimer.current);
      const seq = remember(stepId, values, complete);
      await flush();
      const rejected = rejectedRef.current.get(stepId);
      if (rejected?.seq === seq) return { kind: 'rejected', issues: rejected.issues };
      return pendingRef.current[stepId]?.seq === seq ? { kind: 'queued' } : { kind: 'saved' };
    },
    [remember, flush],
  );

  const reload = useCallback(() => setLoadCount((count) => count + 1), []);
  const draft = useMemo(
    () => (serverDraft === undefined ? undefined : withPending(flow, serverDraft, pending)),
    [flow, serverDraft, pending],
  );

  return { loadState, draft, saveState, schedule, saveNow, reload };
}
