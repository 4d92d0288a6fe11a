import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { TextArea } from './text-area.tsx';

/**
 * Multi-line text, 260px high by default (docs/product/product-spec.md §5 and §9). With `maxLength` a live count shows
 * how many characters remain (or how many too many: nothing is cut off, the validator reports
 * 'The maximum length allowed is {n}'). Paste is blocked like other text fields.
 */
const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: 'Message', value: '', onValueChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value} showStored={false}>
      {(value, setValue) => <TextArea {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveStyle({ height: '260px' });
  },
};

export const WithCharacterCount: Story = {
  args: { maxLength: 500, hint: 'Tell us how we can help.' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByText('You have 500 characters remaining')[0]).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await expect(canvas.getAllByText('You have 495 characters remaining')[0]).toBeVisible();
  },
};

export const OverTheLimit: Story = {
  args: { maxLength: 10, value: 'A message that is too long', error: 'The maximum length allowed is 10' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('You have 16 characters too many')[0]).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Filled: Story = { args: { value: 'I would like to refinance my investment property.' } };
export const Disabled: Story = { args: { value: 'Sent', disabled: true } };
export const ReadOnly: Story = { args: { value: 'Your message was sent on 3 March.', readOnly: true } };

export const PasteBlocked: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(input);
    await userEvent.paste('copied text');
    await expect(input).toHaveValue('');
    await waitFor(() => expect(canvas.getByText(/Pasting is turned off/)).toBeVisible());
  },
};
