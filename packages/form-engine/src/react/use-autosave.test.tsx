// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDraft } from '../core/index.ts';
import { AutosaveStatus } from './autosave-status.tsx';
import { DEFAULT_STORAGE_KEY_PREFIX, defaultTexts } from './engine-options.tsx';
import { LocalDrafts } from './local-drafts.ts';
import { createMemoryDraftClient, type MemoryDraftClient } from './memory-draft-client.ts';
import { formFlow, memoryStorage } from './step-form.fixture.tsx';
import { useAutosave, type Autosave } from './use-autosave.ts';

afterEach(cleanup);

const localKey = LocalDrafts.keyFor(DEFAULT_STORAGE_KEY_PREFIX, 'formFlow', 'guest-1');
const NOT_SAVED_MESSAGE = defaultTexts.notSaved;

function Probe({
  client,
  storage,
  retryDelaysMs,
  onRender,
}: {
  client: MemoryDraftClient;
  storage: ReturnType<typeof memoryStorage>;
  retryDelaysMs: number[];
  onRender: (autosave: Autosave) => void;
}) {
  const autosave = useAutosave({
    flow: formFlow,
    client,
    owner: 'guest-1',
    storage,
    debounceMs: 10,
    retryDelaysMs,
  });
  onRender(autosave);
  return <AutosaveStatus state={autosave.saveState} />;
}

async function renderAutosave(client: MemoryDraftClient, storage = memoryStorage(), retryDelaysMs = [20]) {
  const latest: { current?: Autosave } = {};
  render(
    <Probe
      client={client}
      storage={storage}
      retryDelaysMs={retryDelaysMs}
      onRender={(a) => (latest.current = a)}
    />,
  );
  await waitFor(() => expect(latest.current?.loadState).toBe('ready'));
  return { autosave: () => latest.current as Autosave, storage };
}

describe('useAutosave', () => {
  it('keeps typed values on the device while saves fail, retries with backoff and then saves them', async () => {
    const client = createMemoryDraftClient(formFlow);
    const { autosave, storage } = await renderAutosave(client);
    client.offline = true;

    act(() => autosave().schedule('contact', { email: 'ada@example.test' }));
    await screen.findByText(NOT_SAVED_MESSAGE);
    // Nothing reached the server, nothing was lost: the values wait on the device and in the draft.
    expect(client.saves).toEqual([]);
    expect(JSON.parse(storage.data.get(localKey) as string).contact.values).toEqual({
      email: 'ada@example.test',
    });
    expect(autosave().draft?.values['contact']).toEqual({ email: 'ada@example.test' });

    client.offline = false;
    await screen.findByText(/^Saved at \d\d:\d\d/);
    expect(client.saves).toEqual([
      { stepId: 'contact', values: { email: 'ada@example.test' }, complete: false },
    ]);
    expect(client.stored().values['contact']).toEqual({ email: 'ada@example.test' });
    expect(storage.data.has(localKey)).toBe(false);
  });

  it('tries again at once when the browser comes back online', async () => {
    const client = createMemoryDraftClient(formFlow);
    // A backoff far longer than the test: only the online event can bring the save through.
    const { autosave } = await renderAutosave(client, memoryStorage(), [60_000]);
    client.offline = true;
    act(() => autosave().schedule('contact', { email: 'x@example.test' }));
    await screen.findByText(NOT_SAVED_MESSAGE);

    client.offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText(/^Saved at/);
    expect(client.stored().values['contact']).toEqual({ email: 'x@example.test' });
  });

  it('Next on a step the server finds invalid reports the issues and keeps the values', async () => {
    const client = createMemoryDraftClient(formFlow);
    const { autosave } = await renderAutosave(client);
    let outcome: unknown;
    await act(async () => {
      outcome = await autosave().saveNow('contact', { email: 'ada@' }, true);
    });
    expect(outcome).toEqual({
      kind: 'rejected',
      issues: [{ path: 'email', message: 'Value is not a valid email address' }],
    });
    expect(client.stored().values['contact']).toEqual({ email: 'ada@' });
  });

  it('merges unsaved values left on the device into the loaded draft and sends them', async () => {
    const server = createDraft(formFlow, new Date('2026-05-01T10:00:00Z'));
    const client = createMemoryDraftClient(formFlow, server);
    const storage = memoryStorage();
    new LocalDrafts(storage, localKey).write({
      contact: {
        values: { email: 'left@example.test' },
        complete: false,
        savedAt: '2026-05-01T10:05:00Z',
        base: server.updatedAt,
        seq: 3,
      },
    });

    const { autosave } = await renderAutosave(client, storage);
    expect(autosave().draft?.values['contact']).toEqual({ email: 'left@example.test' });
    await waitFor(() => expect(client.stored().values['contact']).toEqual({ email: 'left@example.test' }));
    await waitFor(() => expect(storage.data.has(localKey)).toBe(false));
  });

  it('drops device values older than what another device saved since', async () => {
    const server = {
      ...createDraft(formFlow, new Date('2026-05-01T11:00:00Z')),
      values: { contact: { email: 'newer@example.test' } },
    };
    const client = createMemoryDraftClient(formFlow, server);
    const storage = memoryStorage();
    new LocalDrafts(storage, localKey).write({
      contact: {
        values: { email: 'older@example.test' },
        complete: false,
        savedAt: '2026-05-01T10:05:00Z',
        base: '2026-05-01T10:00:00.000Z',
        seq: 1,
      },
    });

    const { autosave } = await renderAutosave(client, storage);
    expect(autosave().draft?.values['contact']).toEqual({ email: 'newer@example.test' });
    expect(client.saves).toEqual([]);
  });
});
