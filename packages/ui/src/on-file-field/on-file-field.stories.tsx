import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OnFileField } from './on-file-field.tsx';

/**
 * An answer kept on file and never shown again in full (an SSN, an EIN, a date of birth): the
 * last four digits where the lender may show them, and Change to enter it again.
 */
const meta = {
  title: 'Inputs/OnFileField',
  component: OnFileField,
  args: {
    label: 'Social Security number or ITIN',
    labelText: 'Social Security number or ITIN',
    lastFour: '6789',
    name: 'ssnOrItin',
    onChange: fn(),
  },
} satisfies Meta<typeof OnFileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdentityNumber: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Social Security number or ITIN' })).toBeVisible();
    await expect(canvas.getByText(/On file \(ending 6789\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Social Security number or ITIN' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const DateOfBirth: Story = {
  args: { label: 'Date of birth', labelText: 'Date of birth', lastFour: undefined, name: 'dateOfBirth' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^On file\./)).toBeVisible();
    await expect(canvas.queryByText(/ending/)).toBeNull();
  },
};

export const WithError: Story = {
  args: { error: 'Enter a valid Social Security number or ITIN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Change/ })).toHaveAccessibleDescription(
      /Enter a valid Social Security number or ITIN/,
    );
  },
};
