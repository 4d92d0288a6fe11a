import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Dialog } from './dialog.tsx';

/**
 * A modal dialog on the native `<dialog>`: focus moves into it, Tab stays inside, Escape or Close
 * closes it and focus returns to the button that opened it.
 */
const meta = {
  title: 'Structure/Dialog',
  component: Dialog,
  args: { open: false, onClose: () => {}, title: 'Leave the application?' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log Out</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Leave the application?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Stay
            </Button>
            <Button onClick={() => setOpen(false)}>Log out</Button>
          </>
        }
      >
        Your answers so far are saved. You can continue where you left off next time you sign in.
      </Dialog>
    </>
  );
}

export const OpenAndClose: Story = {
  render: () => <Demo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Log Out' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Leave the application?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
