// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineFlow } from '../core/index.ts';
import { AutosaveStatus } from './autosave-status.tsx';
import { FlowProgress } from './flow-progress.tsx';
import { createMemoryDraftClient } from './memory-draft-client.ts';
import { formFlow, memoryStorage, StepFormHarness } from './step-form.fixture.tsx';

afterEach(cleanup);

const stagedFlow = defineFlow({
  id: 'staged',
  basePath: '/staged/',
  access: 'anonymous',
  stages: [
    { id: 'you', label: 'You' },
    { id: 'home', label: 'Home' },
    { id: 'done', label: 'Done' },
  ],
  steps: [
    { id: 'a', title: 'A', progress: { kind: 'stage', stage: 'you' } },
    { id: 'b', title: 'B', progress: { kind: 'stage', stage: 'home' } },
    { id: 'c', title: 'C', progress: { kind: 'hidden' } },
  ],
});

describe('default error summary', () => {
  it('is focused after a failed Next, and its links move focus to the field', async () => {
    render(
      <StepFormHarness
        client={createMemoryDraftClient(formFlow)}
        stepId="contact"
        onNavigate={vi.fn()}
        storage={memoryStorage()}
      />,
    );
    const user = userEvent.setup();
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const heading = await screen.findByRole('heading', { name: 'There is a problem' });
    const summary = heading.closest('[tabindex="-1"]');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary?.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe('There is a problem');

    const link = screen.getByRole('link', { name: 'Value is required' });
    expect(link.getAttribute('href')).toBe('#contact.email');
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('drops a problem once it is fixed, without waiting for the next submit', async () => {
    render(
      <StepFormHarness
        client={createMemoryDraftClient(formFlow)}
        stepId="contact"
        onNavigate={vi.fn()}
        storage={memoryStorage()}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Value is required' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('default navigation', () => {
  it('has a Next submit button and a Back button, and no Back on the first step', async () => {
    render(
      <StepFormHarness
        client={createMemoryDraftClient(formFlow)}
        stepId="contact"
        onNavigate={vi.fn()}
        storage={memoryStorage()}
      />,
    );
    expect((await screen.findByRole('button', { name: 'Next' })).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('says Finish on the last step', async () => {
    render(
      <StepFormHarness
        client={createMemoryDraftClient(formFlow)}
        stepId="review"
        onNavigate={vi.fn()}
        storage={memoryStorage()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' }).getAttribute('type')).toBe('button');
  });
});

describe('default progress', () => {
  it('lists the stages with the current one marked and each state in words', () => {
    render(<FlowProgress flow={stagedFlow} stepId="b" />);
    const list = screen.getByRole('navigation', { name: 'Progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'You, completed',
      'Home, current step 2 of 3',
      'Done, not started',
    ]);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
  });

  it('shows a labelled <progress> for a value, its text on a step without one, nothing when hidden', () => {
    const { rerender, container } = render(
      <FlowProgress flow={formFlow} stepId="income" label="Your progress" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Your progress' });
    expect(bar.tagName).toBe('PROGRESS');
    expect(bar.getAttribute('value')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('60%');

    rerender(<FlowProgress flow={formFlow} stepId="review" />);
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuetext')).toBe(
      'Almost done',
    );

    rerender(<FlowProgress flow={stagedFlow} stepId="c" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('default autosave status', () => {
  it('is an empty live region while idle, then names the state', () => {
    const { rerender } = render(<AutosaveStatus state={{ kind: 'idle' }} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<AutosaveStatus state={{ kind: 'saving' }} />);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    rerender(<AutosaveStatus state={{ kind: 'unsaved' }} />);
    expect(screen.getByRole('status').getAttribute('data-save-state')).toBe('unsaved');
  });
});
