import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CalculatorHarness } from '../calculator-harness.fixture.tsx';

/**
 * The mortgage calculator's comparisons, each opened from a shared link: paying every two weeks,
 * buying down the rate with points, affordability by debt-to-income, and fix-and-flip caps a
 * lender quoted. The play functions change a control as a borrower would and read the figures.
 * Axe checks every story.
 */
const meta = {
  title: 'Calculator/Mortgage calculator',
  component: CalculatorHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CalculatorHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BiweeklyPayments: Story = {
  args: { search: 'start=2026-01&freq=biweekly&view=yearly' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('biweekly-payment')).toHaveTextContent('$948.10');
    await expect(canvas.getByTestId('biweekly-count')).toHaveTextContent('628');
    await expect(canvas.getByTestId('biweekly-sooner')).toHaveTextContent('5 yr 11 mo');
    await expect(canvas.getByTestId('biweekly-interest-saved')).toHaveTextContent('$88,123.26');
  },
};

export const PointsBreakEven: Story = {
  args: { search: 'start=2026-01&points=2&par=7&view=yearly' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('buydown-break-even')).toHaveTextContent('60.2 months');
    const keep = canvas.getByLabelText('Years before you sell or refinance');
    await userEvent.clear(keep);
    await userEvent.type(keep, '4');
    await waitFor(() =>
      expect(canvas.getByTestId('buydown-verdict')).toHaveTextContent(
        'The points take 60.2 months to pay for themselves, longer than the 4 years you expect to keep the loan.',
      ),
    );
  },
};

export const Affordability: Story = {
  args: { search: 'start=2026-01&mode=afford&inc=8000&view=yearly' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('dti-front')).toHaveTextContent('31.83%');
    await expect(canvas.getByTestId('dti-back')).toHaveTextContent('38.08%');
    await expect(canvas.getByTestId('afford-max-housing')).toHaveTextContent('$2,380.00');
  },
};

export const QuotedInvestorCaps: Story = {
  args: { search: 'mode=flip&tier=custom&cltc=85&carv=70' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('flip-loan')).toHaveTextContent('$212,500.00');
    await expect(canvas.getByTestId('flip-binding')).toHaveTextContent('loan-to-cost cap');
    await expect(canvas.getByTestId('cap-arv')).toHaveTextContent('$245,000.00, $32,500.00 of room');
  },
};

export const ExperiencePreset: Story = {
  args: { search: 'mode=flip&tier=experienced' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('flip-loan')).toHaveTextContent('$237,500.00');
    const arvCap = canvas.getByLabelText('Loan-to-ARV cap (%)', { exact: false });
    await expect(arvCap).toHaveValue('75');
    await userEvent.clear(arvCap);
    await userEvent.type(arvCap, '60');
    await waitFor(() => expect(canvas.getByTestId('flip-binding')).toHaveTextContent('loan-to-ARV cap'));
    await expect(canvas.getByLabelText('Leverage caps', { exact: false })).toHaveValue('custom');
  },
};
