import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { NOT_SAVED_MESSAGE } from '../autosave-status.tsx';
import type { DraftClient } from '../draft-client.ts';
import { createMemoryDraftClient } from '../memory-draft-client.ts';
import { formFlow, memoryStorage, StepFormHarness } from '../step-form.fixture.tsx';

interface ShellProps {
  /** How the draft server behaves in this story. */
  server: 'online' | 'offline' | 'slow';
  stepId: string;
  onNavigate: (path: string) => void;
}

function slowClient(): DraftClient {
  const client = createMemoryDraftClient(formFlow);
  // A save that never answers: the status stays on "Saving…".
  return { ...client, saveStep: () => new Promise(() => {}) };
}

function StepFormShell({ server, stepId, onNavigate }: ShellProps) {
  const [client] = useState<DraftClient>(() => {
    if (server === 'slow') return slowClient();
    const memory = createMemoryDraftClient(formFlow);
    memory.failSaves = server === 'offline';
    return memory;
  });
  const [storage] = useState(memoryStorage);
  return (
    <StepFormHarness
      client={client}
      stepId={stepId}
      onNavigate={onNavigate}
      storage={storage}
      retryDelaysMs={[60_000]}
    />
  );
}

/**
 * The shell every step renders in (`FlowForm` + `FlowStepForm`): one Formik instance per flow,
 * Next validating only the step on screen (error summary takes focus), Back never validating,
 * and the autosave state in a polite live region: "Saving…", "Saved at 10:42", or the
 * not-saved message while the values wait on the device.
 */
const meta = {
  title: 'Flows/Step form shell',
  component: StepFormShell,
  args: { server: 'online', stepId: 'contact', onNavigate: fn() },
} satisfies Meta<typeof StepFormShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidationAndErrorSummary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const summary = await canvas.findByText('There is a problem');
    await waitFor(() => expect(summary.closest('[data-error-summary]')).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Value is not a valid email address' })).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.test');
    await expect(await canvas.findByText(/^Saved at \d\d:\d\d$/)).toBeVisible();
  },
};

export const Saving: Story = {
  args: { server: 'slow' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'a');
    await expect(await canvas.findByText('Saving…')).toBeVisible();
  },
};

export const NotSavedYet: Story = {
  args: { server: 'offline' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada');
    await expect(await canvas.findByText(NOT_SAVED_MESSAGE)).toBeVisible();
    // Nothing typed is lost while the server is out of reach.
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada');
  },
};

export const BackDoesNotValidate: Story = {
  args: { stepId: 'income' },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByLabelText('Employer');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/form-flow/contact');
    await expect(canvas.queryByText('There is a problem')).toBeNull();
  },
};
