import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { FixedFrame } from '../story-helpers/frame.tsx';
import { LoaderOverlay } from './loader-overlay.tsx';

/**
 * The global full-screen loader shown while some calls run (e.g. loading the user info). A
 * role=status live region is always present, so the label is announced when loading starts; the
 * overlay is a busy progress indicator named by the label and blocks pointer input.
 */
const meta = {
  title: 'Feedback/LoaderOverlay',
  component: LoaderOverlay,
  decorators: [
    (Story) => (
      <FixedFrame>
        <Story />
      </FixedFrame>
    ),
  ],
  args: { visible: true, label: 'Loading, please wait' },
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvas }) => {
    const indicator = canvas.getByRole('progressbar', { name: 'Loading, please wait' });
    await expect(indicator).toHaveAttribute('aria-busy', 'true');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

function Toggle() {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setLoading(true);
          setTimeout(() => setLoading(false), 600);
        }}
      >
        Load profile
      </Button>
      <LoaderOverlay visible={loading} />
    </>
  );
}

export const WhileLoading: Story = {
  render: () => <Toggle />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load profile' }));
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
  },
};
