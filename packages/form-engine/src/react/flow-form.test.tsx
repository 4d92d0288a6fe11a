// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDraft } from '../core/index.ts';
import { createMemoryDraftClient } from './memory-draft-client.ts';
import { formFlow, memoryStorage, StepFormHarness } from './step-form.fixture.tsx';

afterEach(cleanup);

function draftWith(values: Record<string, Record<string, unknown>>, completedSteps: string[] = []) {
  return { ...createDraft(formFlow), values, completedSteps, furthestStep: 'income' };
}

describe('FlowStepForm', () => {
  it('Next on an invalid step shows and focuses the error summary and stays', async () => {
    const client = createMemoryDraftClient(formFlow);
    const onNavigate = vi.fn();
    render(
      <StepFormHarness client={client} stepId="contact" onNavigate={onNavigate} storage={memoryStorage()} />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Value is not a valid email address');
    await waitFor(() => expect(document.activeElement?.hasAttribute('data-error-summary')).toBe(true));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(client.saves.filter((save) => save.complete)).toEqual([]);
  });

  it("on a screen that stays mounted across steps, the next step's first failed Next shows its summary", async () => {
    const client = createMemoryDraftClient(formFlow);
    function MovingHarness() {
      const [stepId, setStepId] = useState('contact');
      return (
        <StepFormHarness
          client={client}
          stepId={stepId}
          onNavigate={(path) => setStepId(path.split('/').at(-1) ?? stepId)}
          storage={memoryStorage()}
        />
      );
    }
    render(<MovingHarness />);
    const user = userEvent.setup();
    // A refused Next on the first step, then a good one: the second step starts its own attempts.
    await user.type(await screen.findByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Email'), 'example.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('Employer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Value is required');
  });

  it('Next validates only the current step, saves it as complete and moves on', async () => {
    // The contact step holds an invalid email; the income step on screen is what Next checks.
    const client = createMemoryDraftClient(formFlow, draftWith({ contact: { email: 'not-an-email' } }));
    const onNavigate = vi.fn();
    render(
      <StepFormHarness client={client} stepId="income" onNavigate={onNavigate} storage={memoryStorage()} />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Employer'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/form-flow/review'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(client.saves.at(-1)).toEqual({ stepId: 'income', values: { employer: 'Acme' }, complete: true });
    expect(client.stored().completedSteps).toEqual(['income']);
  });

  it('Next shows itself busy before the step is checked, and a second press does not save twice', async () => {
    const client = createMemoryDraftClient(formFlow, draftWith({ contact: { email: 'ada@example.test' } }));
    const onNavigate = vi.fn();
    render(
      <StepFormHarness client={client} stepId="contact" onNavigate={onNavigate} storage={memoryStorage()} />,
    );
    const next = await screen.findByRole('button', { name: 'Next' });
    fireEvent.click(next);
    // The tap's own render: busy, nothing checked or saved yet (that waits for the paint).
    expect(next.getAttribute('aria-busy')).toBe('true');
    expect(client.saves).toEqual([]);
    fireEvent.click(next);

    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/form-flow/income'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(client.saves.filter((save) => save.complete)).toHaveLength(1);
  });

  it('Back never validates, keeps what was typed and goes to the previous step', async () => {
    const client = createMemoryDraftClient(
      formFlow,
      draftWith({ contact: { email: 'ada@example.test' } }, ['contact']),
    );
    const onNavigate = vi.fn();
    render(
      <StepFormHarness client={client} stepId="income" onNavigate={onNavigate} storage={memoryStorage()} />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Employer'), ' ');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(onNavigate).toHaveBeenCalledWith('/form-flow/contact');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Value is required')).toBeNull();
    await waitFor(() =>
      expect(client.saves.at(-1)).toEqual({ stepId: 'income', values: { employer: ' ' }, complete: false }),
    );
  });

  it('autosaves while typing after a quiet spell and says when', async () => {
    const client = createMemoryDraftClient(formFlow);
    render(
      <StepFormHarness client={client} stepId="contact" onNavigate={vi.fn()} storage={memoryStorage()} />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada');
    await waitFor(() => expect(client.stored().values['contact']).toEqual({ email: 'ada' }));
    await screen.findByText(/^Saved at \d\d:\d\d/);
  });

  describe('changing an answer from a review page', () => {
    const returnTo = { path: '/form-flow/check-answers', label: 'Save and return to review' };
    const answered = { contact: { email: 'ada@example.test' }, income: { employer: 'Acme' }, review: {} };

    it('saves and goes straight back to the review when every other step is done', async () => {
      const client = createMemoryDraftClient(formFlow, draftWith(answered, ['contact', 'income', 'review']));
      const onNavigate = vi.fn();
      render(
        <StepFormHarness
          client={client}
          stepId="contact"
          onNavigate={onNavigate}
          storage={memoryStorage()}
          returnTo={returnTo}
        />,
      );
      const user = userEvent.setup();
      const email = await screen.findByLabelText('Email');
      await user.clear(email);
      await user.type(email, 'grace@example.test');
      await user.click(screen.getByRole('button', { name: 'Save and return to review' }));

      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/form-flow/check-answers'));
      expect(client.saves.at(-1)).toEqual({
        stepId: 'contact',
        values: { email: 'grace@example.test' },
        complete: true,
      });
    });

    it('opens the first step that still needs an answer instead', async () => {
      const client = createMemoryDraftClient(formFlow, draftWith(answered, ['contact', 'review']));
      const onNavigate = vi.fn();
      render(
        <StepFormHarness
          client={client}
          stepId="contact"
          onNavigate={onNavigate}
          storage={memoryStorage()}
          returnTo={returnTo}
        />,
      );
      const user = userEvent.setup();
      await screen.findByLabelText('Email');
      await user.click(screen.getByRole('button', { name: 'Save and return to review' }));
      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/form-flow/income'));
    });
  });
});
