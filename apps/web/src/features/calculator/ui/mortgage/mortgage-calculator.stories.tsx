import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CalculatorHarness } from '../calculator-harness.fixture.tsx';

/**
 * The calculator page: the mortgage calculator as it opens, its DSCR mode, the property value
 * estimator's tab, and the mortgage calculator's comparisons, each opened from a shared link: paying every two weeks,
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

/**
 * The page as a borrower first opens it, a $300,000 loan at 6.5% over 30 years, with the first year
 * of the monthly schedule and a button for every payment, and the balance chart with its legend.
 */
export const MonthlyPayment: Story = {
  args: { search: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mortgage calculator' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Mortgage calculator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByTestId('monthly-pi')).toHaveTextContent('$1,896.20');
    await expect(canvas.getByRole('button', { name: 'Show all 360 payments' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /^Chart of balance/ })).toBeVisible();
    await expect(canvas.getByText('Principal paid in the year')).toBeVisible();
  },
};

/** A rental's debt service coverage from its lease rent, and the largest loan the target allows. */
export const RentalDscr: Story = {
  args: { search: 'mode=dscr&view=yearly' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Lease rent per month', { exact: false })).toHaveValue('2,500');
    // $2,500 ÷ ($1,896.20 principal and interest + $375 tax + $100 insurance + $50 HOA + $125 PMI).
    await expect(canvas.getByTestId('dscr')).toHaveTextContent('0.982');
    await expect(canvas.getByText(/^DSCR = qualifying rent \$2,500\.00 ÷ PITIA \$2,546\.20/)).toBeVisible();
  },
};

/** The second tool, opened from its tab's link: what to enter for an estimate. */
export const PropertyValueEstimator: Story = {
  args: { search: 'tool=estimator' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Property value estimator' }),
    ).toBeVisible();
    // The estimator is its own chunk: on a busy machine it can take more than findBy's default second.
    await expect(
      await canvas.findByLabelText('Property address', { exact: false }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

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
