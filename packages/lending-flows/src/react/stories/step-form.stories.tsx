import { FormikTextField } from '@northgate/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { createMemoryDraftClient, useStepFieldName, type DraftClient } from '@northgate/form-engine/react';
import { formFlow, memoryStorage, StepFormHarness } from '@northgate/form-engine/react/testing';
import { NorthgateFormEngineProvider, NOT_SAVED_MESSAGE } from '../index.ts';

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

function StepField({ field, label }: { field: string; label: string }) {
  const name = useStepFieldName();
  return <FormikTextField name={name(field)} label={label} />;
}

const uiFields: Record<string, ReactNode> = {
  contact: <StepField field="email" label="Email" />,
  income: <StepField field="employer" label="Employer" />,
};

function StepFormShell({ server, stepId, onNavigate }: ShellProps) {
  const [client] = useState<DraftClient>(() => {
    if (server === 'slow') return slowClient();
    const memory = createMemoryDraftClient(formFlow);
    memory.failSaves = server === 'offline';
    return memory;
  });
  const [storage] = useState(memoryStorage);
  return (
    <NorthgateFormEngineProvider>
      <StepFormHarness
        client={client}
        stepId={stepId}
        onNavigate={onNavigate}
        storage={storage}
        retryDelaysMs={[60_000]}
        fields={uiFields}
      />
    </NorthgateFormEngineProvider>
  );
}

/**
 * The shell every step of the product renders in (`FlowForm` + `FlowStepForm` of
 * `@northgate/form-engine/northgate`, drawn with the ui components): one Formik instance per flow,
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
