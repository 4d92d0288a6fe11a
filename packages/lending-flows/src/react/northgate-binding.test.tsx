// @vitest-environment jsdom
import { FormikTextField } from '@northgate/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFlow, memoryStorage } from '@northgate/form-engine/react/testing';
import {
  AutosaveStatus,
  createMemoryDraftClient,
  FlowForm,
  FlowProgress,
  FlowProvider,
  FlowStepForm,
  NOT_SAVED_MESSAGE,
  useAutosave,
  useStepFieldName,
  type MemoryDraftClient,
  type StorageLike,
} from './index.ts';

afterEach(cleanup);

function EmailField() {
  const name = useStepFieldName();
  return <FormikTextField name={name('email')} label="Email" />;
}

/** Wired as the web app wires a flow, with the bindings of `@northgate/form-engine/northgate`. */
function Harness({
  client,
  stepId,
  storage,
}: {
  client: MemoryDraftClient;
  stepId: string;
  storage: StorageLike;
}) {
  const autosave = useAutosave({
    flow: formFlow,
    client,
    owner: 'guest-1',
    storage,
    debounceMs: 10,
    retryDelaysMs: [60_000],
  });
  if (autosave.draft === undefined) return null;
  return (
    <FlowProvider flow={formFlow} values={autosave.draft.values} completed={autosave.draft.completedSteps}>
      <FlowForm autosave={autosave} draft={autosave.draft}>
        <FlowProgress flow={formFlow} stepId={stepId} />
        <AutosaveStatus state={autosave.saveState} />
        <FlowStepForm stepId={stepId} onNavigate={vi.fn()}>
          {stepId === 'contact' && <EmailField />}
        </FlowStepForm>
      </FlowForm>
    </FlowProvider>
  );
}

describe('the Northgate binding', () => {
  it('keeps unsaved answers under northgate.draft.<flow>.<owner>, so drafts left on a device survive', async () => {
    const client = createMemoryDraftClient(formFlow);
    client.failSaves = true;
    const storage = memoryStorage();
    render(<Harness client={client} stepId="contact" storage={storage} />);
    await userEvent.setup().type(await screen.findByLabelText('Email'), 'ada');
    expect(await screen.findByText(NOT_SAVED_MESSAGE)).toBeTruthy();
    expect([...storage.data.keys()]).toEqual(['northgate.draft.formFlow.guest-1']);
  });

  it('says when it saved on a 24-hour clock', async () => {
    render(<Harness client={createMemoryDraftClient(formFlow)} stepId="contact" storage={memoryStorage()} />);
    await userEvent.setup().type(await screen.findByLabelText('Email'), 'ada');
    expect((await screen.findByText(/^Saved at/)).textContent).toMatch(/^Saved at \d\d:\d\d$/);
  });

  it('shows the ui error summary, focused, after a failed Next', async () => {
    render(<Harness client={createMemoryDraftClient(formFlow)} stepId="contact" storage={memoryStorage()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(heading.closest('[data-error-summary]')));
    expect(screen.getByRole('link', { name: 'Value is required' }).getAttribute('href')).toBe(
      '#contact.email',
    );
  });

  it('names the last Next "Submit" and shows the ui progress bar', async () => {
    render(<Harness client={createMemoryDraftClient(formFlow)} stepId="review" storage={memoryStorage()} />);
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Almost done');
  });
});
