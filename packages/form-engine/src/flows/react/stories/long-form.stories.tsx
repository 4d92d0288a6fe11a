import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { flows } from '../../index.ts';
import { FlowOverview } from '../flow-overview.tsx';

const flow = flows.longForm;

/**
 * Generated from the flow declaration (`flows.longForm` in @northgate/form-engine): its address,
 * who may open it, and every step in order with the progress bar as the borrower sees it there.
 */
const meta = {
  title: 'Flows/Long form',
  component: FlowOverview,
  args: { flow },
} satisfies Meta<typeof FlowOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Declaration: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(flow.steps.map((step) => step.title));
  },
};
