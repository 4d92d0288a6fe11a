import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { BookAViewing, createViewingClient } from './example-flow.tsx';

function Example() {
  const [client] = useState(createViewingClient);
  return <BookAViewing client={client} />;
}

/**
 * How another app uses the form engine, with nothing of Northgate: "Book a property viewing", two
 * steps declared with `defineFlow` from `@northgate/form-engine/core`, drawn by
 * `@northgate/form-engine/react` with its default components (plain, accessible HTML) and plain
 * inputs, drafts kept by `createMemoryDraftClient`. The code is `example-flow.tsx` beside this
 * story; the package README walks through it.
 */
const meta = {
  title: 'Form engine/Example: your own flow',
  component: Example,
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextBackAndErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    // Next on the empty first step: the error summary takes focus and links to each field.
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    const heading = await canvas.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(heading.closest('[data-error-summary]')).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your name' }));
    await expect(canvas.getByLabelText('Full name')).toHaveFocus();

    // Filled in, Next goes to the second step.
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'When would you like to visit?' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Preferred date');

    // Back never validates and keeps what was typed.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Your contact details' })).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@example.com');
    await expect(canvas.queryByText('There is a problem')).toBeNull();
  },
};

/** Ends on the error summary, so the accessibility check covers it and the invalid fields. */
export const AfterAFailedNext: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.closest('[data-error-summary]')).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Enter your name' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Enter an email address like name@example.com' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Finish: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const day = await canvas.findByLabelText('Day');
    await userEvent.type(day, new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-CA'));
    await userEvent.selectOptions(canvas.getByLabelText('Time of day'), 'Morning');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await canvas.findByText('Thank you. We will confirm your viewing by email.')).toBeVisible();
    // The booking read back in the words its fields declare: the question, and the option's words.
    await expect(canvas.getByText('Time of day')).toBeVisible();
    await expect(canvas.getByText('Morning')).toBeVisible();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
  },
};
