import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar.tsx';

/**
 * Two forms. **Stages** (short quiz, applications): each stage is passed, current
 * (`aria-current="step"`) or not started; on a phone only the current stage's name is shown.
 * **Numeric** (long form): a value 0..100 and an optional text such as 'Almost done'.
 */
const meta = {
  title: 'Structure/ProgressBar',
  component: ProgressBar,
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const quizStages = [
  { id: 'personal', label: 'personal' },
  { id: 'financial', label: 'financial' },
  { id: 'assets', label: 'assets' },
  { id: 'request', label: 'request' },
  { id: 'submit', label: 'submit' },
];

export const StagesFirst: Story = { args: { stages: quizStages, activeId: 'personal', passedIds: [] } };

export const StagesMiddle: Story = {
  args: { stages: quizStages, activeId: 'financial', passedIds: ['personal'] },
  play: async ({ canvas }) => {
    const current = canvas.getByText('financial').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('personal').closest('li')).toHaveTextContent('personal, completed');
  },
};

export const StagesPermanentLoan: Story = {
  args: {
    stages: [
      { id: 'typeOfMortgage', label: 'Type of mortgage' },
      { id: 'property', label: 'Property' },
      { id: 'borrower', label: 'Borrower' },
      { id: 'employment', label: 'Employment' },
      { id: 'income', label: 'Income' },
      { id: 'assets', label: 'Assets' },
      { id: 'declarations', label: 'Declarations' },
    ],
    activeId: 'income',
    passedIds: ['typeOfMortgage', 'property', 'borrower', 'employment'],
  },
};

export const Numeric: Story = {
  args: { value: 30 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Application progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '30%');
  },
};

export const NumericAlmostDone: Story = {
  args: { text: 'Almost done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Almost done')).toBeVisible();
  },
};

/** The long form's phone steps: the spec gives them no value, so none is shown (not 100%). */
export const NumericNoValue: Story = {
  args: {},
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Application progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'No progress value on this step');
    await expect(canvas.queryByText('100%')).toBeNull();
  },
};
