import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DropdownMenu } from './dropdown-menu.tsx';

/**
 * The header's Login menu (WAI-ARIA menu button). Enter, Space or ArrowDown opens it on the
 * first item, ArrowUp on the last; ArrowUp/ArrowDown, Home and End move between items; Escape
 * closes and returns focus to the button; Tab or a click outside closes it. External items open
 * in a new tab and say so. Pass `renderLink` to render items with a router Link.
 */
const meta = {
  title: 'Structure/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Login',
    items: [
      { label: 'Borrowers', href: '#login' },
      { label: 'Brokers', href: 'https://brokers.example.com/', external: true },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Borrowers' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: /Brokers/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('menuitem', { name: 'Borrowers' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Borrowers' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('menu')).toBeVisible());
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const brokers = canvas.getByRole('menuitem', { name: 'Brokers (opens in a new tab)' });
    await expect(brokers).toHaveAttribute('target', '_blank');
  },
};
