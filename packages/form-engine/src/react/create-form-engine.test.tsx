// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormEngine } from './create-form-engine.tsx';
import type { AutosaveStatusProps, ErrorSummaryProps, StepNavigationProps } from './engine-options.tsx';
import { defaultTexts, FormEngineProvider } from './engine-options.tsx';
import { FlowProvider } from './flow-context.tsx';
import { createMemoryDraftClient } from './memory-draft-client.ts';
import { formFlow, memoryStorage, plainStepFields, StepFormHarness } from './step-form.fixture.tsx';

afterEach(cleanup);

/** An app's own components: they only need to honour the props. */
function Problems({ errors, title }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  return (
    <section aria-label={title}>
      {errors.map((error) => (
        <p key={error.fieldId}>{error.message}</p>
      ))}
    </section>
  );
}

function Buttons({ onBack, nextLabel, backLabel }: StepNavigationProps) {
  return (
    <menu>
      <button type="submit">{nextLabel}</button>
      {onBack && (
        <button type="button" onClick={onBack}>
          {backLabel}
        </button>
      )}
    </menu>
  );
}

function Status({ text }: AutosaveStatusProps) {
  return <output>{text}</output>;
}

const texts = {
  next: 'Weiter',
  back: 'Zurück',
  errorSummaryTitle: 'Bitte prüfen',
  saving: 'Wird gespeichert…',
  savedAt: () => 'Gespeichert',
};

describe('createFormEngine', () => {
  it('draws the step shell with the given components and texts, and keeps drafts under its prefix', async () => {
    const engine = createFormEngine({
      components: { ErrorSummary: Problems, StepNavigation: Buttons, AutosaveStatus: Status },
      texts,
      storageKeyPrefix: 'acme.viewing',
    });
    const client = createMemoryDraftClient(formFlow);
    client.failSaves = true;
    const storage = memoryStorage();
    function App() {
      const autosave = engine.useAutosave({ flow: formFlow, client, owner: 'o1', storage, debounceMs: 5 });
      if (autosave.draft === undefined) return <p>Loading</p>;
      return (
        <FlowProvider flow={formFlow} values={autosave.draft.values}>
          <engine.FlowForm autosave={autosave} draft={autosave.draft}>
            <engine.AutosaveStatus state={autosave.saveState} />
            <engine.FlowStepForm stepId="contact" onNavigate={vi.fn()}>
              {plainStepFields['contact']}
            </engine.FlowStepForm>
          </engine.FlowForm>
        </FlowProvider>
      );
    }
    render(<App />);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('region', { name: 'Bitte prüfen' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'a');
    await waitFor(() => expect(storage.data.has('acme.viewing.formFlow.o1')).toBe(true));
    // Texts left out keep their defaults. The failed save is answered after the copy kept on this
    // device, so the status says so a moment later (a loaded machine showed it still empty).
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(defaultTexts.notSaved));
    expect(engine.options.texts.finish).toBe('Finish');
    expect(engine.options.storageKeyPrefix).toBe('acme.viewing');
  });
});

describe('FormEngineProvider', () => {
  it('gives the unbound bindings below it the same options', async () => {
    const storage = memoryStorage();
    const client = createMemoryDraftClient(formFlow);
    client.failSaves = true;
    render(
      <FormEngineProvider texts={texts} storageKeyPrefix="acme.viewing">
        <StepFormHarness client={client} stepId="income" onNavigate={vi.fn()} storage={storage} />
      </FormEngineProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Zurück' })).toBeTruthy();
    await user.type(screen.getByLabelText('Employer'), 'Acme');
    await waitFor(() => expect(storage.data.has('acme.viewing.formFlow.guest-1')).toBe(true));
  });
});
