import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { LazySignaturePad } from './lazy-signature-pad.tsx';
import { EMPTY_SIGNATURE, SignaturePad } from './signature-pad.tsx';

/**
 * The declarations step's signature (react-signature-canvas). Draw with a mouse, finger or
 * stylus, or — keyboard and switch users — type your full legal name and choose "Sign with my
 * typed name". Clear empties the pad; an empty pad is stored as '' and refused by the validator.
 * Apps import it lazily (`LazySignaturePad`) so only the declarations pages download it.
 */
const meta = {
  title: 'Inputs/SignaturePad',
  component: SignaturePad,
  args: { name: 'declaration', value: EMPTY_SIGNATURE, onValueChange: () => {} },
  render: (args) => (
    <Stateful initial={args.value} showStored={false}>
      {(value, setValue) => (
        <>
          <SignaturePad {...args} value={value} onValueChange={setValue} />
          <p data-testid="signed">{value.image ? 'signed' : 'empty'}</p>
        </>
      )}
    </Stateful>
  ),
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const DrawAndClear: Story = {
  play: async ({ canvas, userEvent }) => {
    const pad = canvas.getByRole('img', { name: 'Signature' });
    const box = pad.getBoundingClientRect();
    const at = (x: number, y: number): MouseEventInit => ({
      clientX: box.left + x,
      clientY: box.top + y,
      bubbles: true,
      button: 0,
      buttons: 1,
    });
    // A stroke as the mouse draws it (signature_pad listens to mouse events on the canvas).
    pad.dispatchEvent(new MouseEvent('mousedown', at(30, 100)));
    for (let x = 40; x <= 200; x += 20) pad.dispatchEvent(new MouseEvent('mousemove', at(x, 100 - (x % 40))));
    pad.ownerDocument.dispatchEvent(new MouseEvent('mouseup', at(200, 90)));
    await waitFor(() => expect(canvas.getByTestId('signed')).toHaveTextContent('signed'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear signature' }));
    await expect(canvas.getByTestId('signed')).toHaveTextContent('empty');
  },
};

export const SignWithTypedName: Story = {
  play: async ({ canvas, userEvent }) => {
    const signButton = canvas.getByRole('button', { name: 'Sign with my typed name' });
    await expect(signButton).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full legal name' }), 'Maria Lopez');
    await userEvent.click(signButton);
    await expect(canvas.getByTestId('signed')).toHaveTextContent('signed');
    await expect(canvas.getByText('Signed as Maria Lopez')).toBeInTheDocument();
  },
};

export const WithErrors: Story = {
  args: { errors: { image: 'The value is required', legalName: 'Value is required' } },
};

export const Disabled: Story = { args: { disabled: true } };

export const LoadedLazily: Story = {
  render: (args) => (
    <Stateful initial={args.value} showStored={false}>
      {(value, setValue) => <LazySignaturePad {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Signature' })).toBeVisible();
  },
};
