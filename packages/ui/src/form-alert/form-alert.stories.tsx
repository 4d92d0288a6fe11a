import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormAlert } from './form-alert.tsx';

/** The server's message for a failed submit, shown under the form as well as in a toast. */
const meta = {
  title: 'Feedback/FormAlert',
  component: FormAlert,
  args: { message: 'Incorrect email or password' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect email or password');
  },
};

export const Empty: Story = {
  args: { message: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
