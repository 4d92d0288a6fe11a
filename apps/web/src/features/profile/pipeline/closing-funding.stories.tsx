import { ApiError } from '@northgate/api-client';
import type { FundedLoan, LoanClosing, PayoffRequest } from '@northgate/contracts';
import { datedSchedule, formatUsd } from '@northgate/loan-math';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ClosingSection, FundedLoanSection } from './closing-funding-sections.tsx';
import { PayoffSection, type RequestPayoffAction } from './payoff-section.tsx';

/**
 * Closing and funding on the borrower's application page (ADR 0060): the scheduled closing, the
 * funded loan with its payment schedule (from @northgate/loan-math), and payoff statements. The
 * server is in memory; axe checks every story.
 */
const meta = {
  title: 'Profile/Closing and funding',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const APPLICATION_ID = '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d';

const closing: LoanClosing = {
  date: '2026-12-10',
  time: '10:30',
  starts_at: '2026-12-10T18:30:00.000Z',
  place: 'in_person',
  address: '1200 SW Fifth Avenue, Suite 400, Portland, OR 97204',
  title_company: {
    name: 'Cascade Title Company',
    email: 'closing@cascadetitle.test',
    phone: '(503) 555-0142',
  },
  scheduled_at: '2026-12-01T17:00:00.000Z',
  updated_at: '2026-12-01T17:00:00.000Z',
};

const amortising: FundedLoan = {
  loan_number: 'NG-2026-0147',
  amount: 450000,
  rate_percent: 10.5,
  term_months: 360,
  repayment: 'amortising',
  monthly_payment: 4116.33,
  funded_on: '2026-12-10',
  first_payment_on: '2027-01-01',
  funded_at: '2026-12-10T22:00:00.000Z',
};

export const ScheduledClosing: Story = {
  render: () => <ClosingSection closing={closing} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your closing' })).toBeVisible();
    await expect(canvas.getByText('December 10, 2026 at 10:30 AM PST')).toBeVisible();
    await expect(
      canvas.getByText('In person at 1200 SW Fifth Avenue, Suite 400, Portland, OR 97204'),
    ).toBeVisible();
    await expect(canvas.getByText('Cascade Title Company')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute(
      'href',
      'tel:5035550142',
    );
  },
};

export const RemoteClosing: Story = {
  render: () => (
    <ClosingSection
      closing={{
        ...closing,
        place: 'remote',
        address: null,
        title_company: { name: 'Cascade Title Company', email: null, phone: null },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Remote: signing by mail or with a remote notary')).toBeVisible();
    await expect(canvas.queryByText('Title company phone')).toBeNull();
  },
};

export const FundedAmortising: Story = {
  render: () => <FundedLoanSection loan={amortising} />,
  play: async ({ canvas }) => {
    const expected = datedSchedule({
      amount: 450000,
      ratePercent: 10.5,
      termMonths: 360,
      repayment: 'amortising',
      firstPaymentDate: '2027-01-01',
    });
    await expect(canvas.getByText('NG-2026-0147')).toBeVisible();
    await expect(canvas.getAllByText('$4,116.33')[0]).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Payment schedule, 360 payments (the first 12 shown)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 360 payments' }));
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(361);
    const first = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(first).toEqual([
      '1',
      'January 1, 2027',
      formatUsd(expected.payments[0]!.payment),
      '$3,937.50',
      '$178.83',
      '$449,821.17',
    ]);
    const last = within(rows[360]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(last[1]).toBe('December 1, 2056');
    await expect(last[5]).toBe('$0.00');
  },
};

export const FundedInterestOnly: Story = {
  render: () => (
    <FundedLoanSection
      loan={{
        ...amortising,
        amount: 280000,
        rate_percent: 9.75,
        term_months: 24,
        repayment: 'interest_only',
        monthly_payment: 2275,
        first_payment_on: '2027-01-31',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$280,000.00 with the last payment, on December 31, 2028')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 24 payments' }));
    const rows = within(canvas.getByRole('table', { name: 'Payment schedule, 24 payments' })).getAllByRole(
      'row',
    );
    // The last day of a shorter month stands in for the 31st.
    await expect(within(rows[2]!).getAllByRole('cell')[1]).toHaveTextContent('February 28, 2027');
    await expect(within(rows[24]!).getAllByRole('cell')[2]).toHaveTextContent('$282,275.00');
  },
};

const answered: PayoffRequest = {
  id: '8a1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f',
  application_id: APPLICATION_ID,
  reference: 'NG-1DQZ-R4JE',
  note: null,
  payoff_date: null,
  state: 'answered',
  requested_at: '2027-01-20T17:00:00.000Z',
  amount: 451200.1,
  good_through: '2027-02-05',
  answered_at: '2027-01-21T17:00:00.000Z',
  answered_by_staff: null,
};

function PayoffDemo({ refusal }: { refusal?: string }) {
  const [requests, setRequests] = useState<PayoffRequest[]>([answered]);
  const request: RequestPayoffAction = async (applicationId, body) => {
    if (refusal !== undefined) throw new ApiError({ status: 409, body: { error: refusal } });
    const created: PayoffRequest = {
      ...answered,
      id: '9a1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f',
      application_id: applicationId,
      note: body.note || null,
      payoff_date: body.payoff_date ?? null,
      state: 'open',
      requested_at: '2027-02-20T17:00:00.000Z',
      amount: null,
      good_through: null,
      answered_at: null,
    };
    setRequests((list) => [created, ...list]);
    return created;
  };
  return <PayoffSection applicationId={APPLICATION_ID} requests={requests} request={request} />;
}

export const PayoffStatements: Story = {
  render: () => <PayoffDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByText('To pay off your loan: $451,200.10, good through February 5, 2027.'),
    ).toBeVisible();
    // A payoff day in the past is refused before anything is sent.
    await userEvent.type(canvas.getByLabelText(/The day you plan to pay off/), '2020-01-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a payoff statement' }));
    await expect(await canvas.findByText('Choose a payoff date from today on')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/The day you plan to pay off/));
    await userEvent.type(canvas.getByLabelText(/Anything we should know/), 'Selling the property.');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a payoff statement' }));
    await expect(
      await canvas.findByText(
        'We are preparing your payoff statement; your loan officer answers within one business day.',
      ),
    ).toBeVisible();
    // One request waits at a time: the form is gone until it is answered.
    await expect(canvas.queryByRole('button', { name: 'Ask for a payoff statement' })).toBeNull();
  },
};

export const PayoffRefused: Story = {
  render: () => <PayoffDemo refusal="A payoff statement can be asked for once the loan is funded" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a payoff statement' }));
    await expect(
      await canvas.findByText('A payoff statement can be asked for once the loan is funded'),
    ).toBeVisible();
  },
};
