import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { flows } from '../../index.ts';
import { FlowOverview } from '../flow-overview.tsx';

/**
 * Each flow as declared in @northgate/form-engine: its address, who may open it, and every step
 * in order with the progress bar as the borrower sees it there. Generated from the declarations,
 * so a change to a flow shows here at once.
 */
const meta = {
  title: 'Flows/Declarations',
  component: FlowOverview,
  args: { flow: flows.shortQuiz },
  play: async ({ canvas, args }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(args.flow.steps.map((step) => step.title));
  },
} satisfies Meta<typeof FlowOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShortQuiz: Story = { args: { flow: flows.shortQuiz } };
export const LongForm: Story = { args: { flow: flows.longForm } };
export const PermanentLoanApplication: Story = { args: { flow: flows.permanentLoanApplication } };
export const InvestmentLoanApplication: Story = { args: { flow: flows.investmentLoanApplication } };
export const BusinessLoanApplication: Story = { args: { flow: flows.businessLoanApplication } };
