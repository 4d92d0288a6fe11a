import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Width } from '../story-helpers/frame.tsx';
import { ProgressBar } from './progress-bar.tsx';

/**
 * Two forms. **Stages** (short quiz, applications): each stage is passed, current
 * (`aria-current="step"`) or not started. Where the names do not fit their segments (the bar
 * measures its own width: a phone, a narrow column) one line says "Step 5 of 7: Income" instead,
 * never cut short, and every name stays in the list for screen readers.
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
    const current = canvas.getByText('financial', { selector: 'li > span' }).closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('personal', { selector: 'li > span' }).closest('li')).toHaveTextContent(
      'personal, completed',
    );
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

/** Seven stages in a phone-wide column (390 px): the current stage in words, whole. */
export const StagesPermanentLoanOnAPhone: Story = {
  args: { ...StagesPermanentLoan.args, activeId: 'typeOfMortgage', passedIds: [] },
  decorators: [
    (Story) => (
      <Width of="phone">
        <Story />
      </Width>
    ),
  ],
  play: async ({ canvas }) => {
    const summary = canvas.getByTestId('stage-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toHaveTextContent('Step 1 of 7: Type of mortgage');
    const name = canvas.getByText('Type of mortgage', { selector: '[data-testid="stage-summary"] span' });
    // Not cut short: the name's box is as wide as its text.
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    // Every stage is still in the list for screen readers.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
  },
};

/** Seven stages with room to spare: each name sits in its segment and the line is not needed. */
export const StagesPermanentLoanWide: Story = {
  args: StagesPermanentLoan.args,
  decorators: [
    (Story) => (
      <Width of="wide">
        <Story />
      </Width>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stage-summary')).not.toBeVisible();
    await expect(canvas.getByText('Declarations')).toBeVisible();
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
