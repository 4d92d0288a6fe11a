import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ErrorSummary } from './error-summary.tsx';
import { Stack } from '../story-helpers/frame.tsx';
import { TextField } from '../text-field/text-field.tsx';

/**
 * GOV.UK error summary. Render it at the top of a form after a failed submit: it takes focus
 * (so it is read first), lists each problem and links to the field; following a link moves
 * focus to the input and scrolls its label into view. Pass Formik's `submitCount` as
 * `focusKey` so it takes focus again on every failed attempt.
 */
const meta = {
  title: 'Feedback/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'summary-name', message: 'Value is required' },
      { fieldId: 'summary-email', message: 'Value is not a valid email address' },
    ],
  },
  render: (args) => (
    <Stack>
      <ErrorSummary {...args} />
      <TextField id="summary-name" label="Name" value="" onValueChange={() => {}} error="Value is required" />
      <TextField
        id="summary-email"
        label="Email"
        type="email"
        value="ann@"
        onValueChange={() => {}}
        error="Value is not a valid email address"
      />
    </Stack>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterFailedSubmit: Story = {
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(heading.closest('[tabindex="-1"]')).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Value is not a valid email address' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const CustomTitle: Story = { args: { title: 'Please fix the following' } };

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
  },
};
