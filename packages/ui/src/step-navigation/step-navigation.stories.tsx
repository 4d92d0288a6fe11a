import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StepNavigation } from './step-navigation.tsx';

/**
 * Back / Next at the bottom of each step. Next comes first for keyboard and screen reader users
 * (it is the main action) and sits on the right from 640px; on phones Next is on top. Next is the
 * form's submit button unless `onNext` is given; `submitting` shows its loading state.
 */
const meta = {
  title: 'Structure/StepNavigation',
  component: StepNavigation,
  args: { onBack: fn(), onNext: fn() },
} satisfies Meta<typeof StepNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackAndNext: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
export const FirstStep: Story = { args: { onBack: undefined } };
export const Submitting: Story = { args: { submitting: true } };
export const LastStep: Story = { args: { nextLabel: 'Submit application' } };
export const NextDisabled: Story = { args: { nextDisabled: true } };
