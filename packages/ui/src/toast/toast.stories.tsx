import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { FixedFrame, Row } from '../story-helpers/frame.tsx';
import type { ToastMessage } from './toast.tsx';
import { Toast, ToastRegion } from './toast.tsx';

/**
 * The global messages of kinds error, success and warning. `ToastRegion` keeps two live
 * regions in the page at all times: errors are announced at once (role=alert), success and
 * warning politely (role=status). Every toast stays until its Close button is pressed (no time
 * limit to read it, WCAG 2.2.1).
 */
const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  decorators: [
    (Story) => (
      <FixedFrame>
        <Story />
      </FixedFrame>
    ),
  ],
  args: {
    onClose: fn(),
    toasts: [
      { id: '1', kind: 'error', message: 'Network error' },
      { id: '2', kind: 'warning', message: 'Please check your phone number.' },
      { id: '3', kind: 'success', message: 'Your submission was successful!' },
    ],
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    await expect(canvas.getByRole('status')).toHaveTextContent('Your submission was successful!');
    const closeButtons = canvas.getAllByRole('button', { name: 'Close' });
    await expect(closeButtons).toHaveLength(3);
    await userEvent.click(closeButtons[0]!);
    await expect(args.onClose).toHaveBeenCalledWith('1');
  },
};

export const ErrorToast: Story = { args: { toasts: [{ id: 'e', kind: 'error', message: 'Server error' }] } };
export const SuccessToast: Story = {
  args: { toasts: [{ id: 's', kind: 'success', message: 'Your submission was successful!' }] },
};
export const WarningToast: Story = {
  args: { toasts: [{ id: 'w', kind: 'warning', message: 'Your session will expire soon.' }] },
};

let counter = 0;

function LiveDemo() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const add = (kind: ToastMessage['kind'], message: string) => {
    counter += 1;
    setToasts((list) => [...list, { id: String(counter), kind, message }]);
  };
  return (
    <>
      <Row>
        <Button onClick={() => add('success', 'Your submission was successful!')}>Show success</Button>
        <Button variant="secondary" onClick={() => add('error', 'Network error')}>
          Show error
        </Button>
      </Row>
      <ToastRegion toasts={toasts} onClose={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />
    </>
  );
}

/** Toasts added and closed with the keyboard alone. */
export const AddAndClose: Story = {
  render: () => <LiveDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Your submission was successful!');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    canvas.getAllByRole('button', { name: 'Close' })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Close' })).toHaveLength(1));
  },
};

/** A single toast used on its own (it is then its own live region). */
export const Standalone: Story = {
  render: () => <Toast kind="success" message="Your submission was successful!" onClose={() => {}} />,
};
