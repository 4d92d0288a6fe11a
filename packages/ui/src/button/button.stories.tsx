import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Row } from '../story-helpers/frame.tsx';
import { Button, ButtonLink } from './button.tsx';

/**
 * Buttons come in three variants. `primary` is the one main action of a page, `secondary` for
 * alternatives (Back), `link` for low-emphasis actions. `loading` shows a spinner, adds
 * ", loading" to the accessible name and ignores clicks (the button stays focusable, so
 * keyboard users do not lose their place). For router links use `buttonClass({ variant })`.
 */
const meta = {
  title: 'Feedback/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };

export const Link: Story = { args: { variant: 'link', children: 'Edit details' } };

export const Loading: Story = {
  args: { loading: true, children: 'Submitting' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Submitting.*loading/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Unavailable' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Generate Report' } };

export const AllVariants: Story = {
  render: () => (
    <Row>
      <Button>Apply Now</Button>
      <Button variant="secondary">Back</Button>
      <Button variant="link">Skip for now</Button>
      <ButtonLink href="#mortgage-calculator" variant="secondary">
        Mortgage Calculator
      </ButtonLink>
    </Row>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply Now' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mortgage Calculator' })).toHaveFocus();
  },
};
