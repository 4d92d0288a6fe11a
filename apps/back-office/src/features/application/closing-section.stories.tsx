import { ApiError } from '@northgate/api-client';
import type { FundedLoan, LoanClosing, PayoffRequest } from '@northgate/contracts';
import { lenderToday } from '@northgate/site-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClosingSection, type ClosingActions } from './closing-section.tsx';
import { PayoffSection } from './payoff-section.tsx';

/**
 * Closing and funding on the back office's application page (ADR 0060): schedule the closing
 * from clear to close, reschedule it and record the funding while closing, the funded loan; and
 * the payoff statement requests with the answer form. Axe checks every story.
 */
const meta = {
  title: 'Back office/Application/Closing and funding',
  component: ClosingSection,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClosingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day `days` after today on the lender's calendar. */
const dayFromToday = (days: number) => {
  const [year, month, day] = lenderToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

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

const fundedLoan: FundedLoan = {
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

const actions: ClosingActions = { schedule: fn(async () => undefined), fund: fn(async () => undefined) };

export const ScheduleFromClearToClose: Story = {
  args: {
    status: 'clear_to_close',
    closing: null,
    fundedLoan: null,
    offerAmount: 450000,
    canManage: true,
    actions,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No closing scheduled yet.')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Schedule closing' });
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule closing' }));
    await expect(await within(form).findByRole('link', { name: 'Choose the closing date' })).toBeVisible();
    await expect(within(form).getByRole('link', { name: 'Enter the title company' })).toBeVisible();
    // A day before today is refused before anything is sent.
    await userEvent.type(within(form).getByLabelText('Closing date'), '2020-01-02');
    await userEvent.type(within(form).getByLabelText(/^Time/), '10:30');
    await userEvent.type(within(form).getByLabelText(/^Address/), '1200 SW Fifth Avenue, Portland, OR 97204');
    await userEvent.type(within(form).getByLabelText('Title company'), 'Cascade Title Company');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule closing' }));
    await expect(
      await within(form).findByRole('link', { name: 'Choose a closing date from today on' }),
    ).toBeVisible();
    await expect(args.actions.schedule).not.toHaveBeenCalled();
    // A remote closing needs no address.
    await userEvent.selectOptions(within(form).getByLabelText('Where the borrower signs'), 'remote');
    await expect(within(form).queryByLabelText(/^Address/)).toBeNull();
    const date = within(form).getByLabelText('Closing date');
    await userEvent.clear(date);
    await userEvent.type(date, dayFromToday(7));
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule closing' }));
    await expect(args.actions.schedule).toHaveBeenCalledWith({
      date: dayFromToday(7),
      time: '10:30',
      place: 'remote',
      address: '',
      title_company_name: 'Cascade Title Company',
      title_company_email: '',
      title_company_phone: '',
    });
  },
};

export const ClosingAndFunding: Story = {
  args: {
    status: 'closing',
    closing,
    fundedLoan: null,
    offerAmount: 450000,
    canManage: true,
    actions: {
      schedule: fn(async () => undefined),
      fund: async () => {
        throw new ApiError({
          status: 409,
          body: { error: 'Loan number NG-2026-0147 is already used by another loan' },
        });
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('In person at 1200 SW Fifth Avenue, Suite 400, Portland, OR 97204'),
    ).toBeVisible();
    await expect(canvas.getByText('December 10, 2026 at 10:30 AM PST')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Reschedule closing' })).toBeVisible();
    const funding = canvas.getByRole('form', { name: 'Record funding' });
    await expect(within(funding).getByText('At most the accepted offer’s $450,000.00')).toBeVisible();
    const amount = within(funding).getByLabelText(/^Funded amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '460000');
    await userEvent.type(within(funding).getByLabelText(/^Loan number/), 'NG-2026-0147');
    await userEvent.type(within(funding).getByLabelText('Funding date'), lenderToday());
    await userEvent.type(within(funding).getByLabelText('First payment due'), dayFromToday(30));
    await userEvent.click(within(funding).getByRole('button', { name: 'Record funding' }));
    await expect(
      await within(funding).findByRole('link', {
        name: "The funded amount $460,000.00 is more than the accepted offer's $450,000.00",
      }),
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '450000');
    await userEvent.click(within(funding).getByRole('button', { name: 'Record funding' }));
    await expect(
      await within(funding).findByText('Loan number NG-2026-0147 is already used by another loan'),
    ).toBeVisible();
  },
};

export const Funded: Story = {
  args: { status: 'funded', closing, fundedLoan, offerAmount: 450000, canManage: true, actions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('NG-2026-0147')).toBeVisible();
    await expect(canvas.getByText('$4,116.33')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Record funding' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Reschedule closing' })).toBeNull();
  },
};

const request: PayoffRequest = {
  id: '9a1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f',
  application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  reference: 'NG-1DQZ-R4JE',
  note: 'Selling the property.',
  payoff_date: '2027-03-15',
  state: 'open',
  requested_at: '2027-02-20T17:00:00.000Z',
  amount: null,
  good_through: null,
  answered_at: null,
  answered_by_staff: null,
};

export const PayoffRequests: StoryObj<typeof PayoffSection> = {
  render: (args) => <PayoffSection {...args} />,
  args: {
    requests: [
      request,
      {
        ...request,
        id: '8a1c2b7e-0d3a-4c55-9b1e-1a2b3c4d5e6f',
        note: null,
        payoff_date: null,
        state: 'answered',
        requested_at: '2027-01-20T17:00:00.000Z',
        amount: 451200.1,
        good_through: '2027-02-05',
        answered_at: '2027-01-21T17:00:00.000Z',
        answered_by_staff: 'Sam Staff',
      },
    ],
    canManage: true,
    answer: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 request is waiting for an answer.')).toBeVisible();
    await expect(canvas.getByText('$451,200.10, good through', { exact: false })).toBeVisible();
    const form = canvas.getByRole('form', { name: /Answer the payoff request/ });
    await userEvent.click(within(form).getByRole('button', { name: 'Send payoff statement' }));
    await expect(await within(form).findByRole('link', { name: 'Enter the payoff amount' })).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/^Payoff amount/), '452310.45');
    await userEvent.type(within(form).getByLabelText('Good through'), dayFromToday(14));
    await userEvent.click(within(form).getByRole('button', { name: 'Send payoff statement' }));
    await expect(args.answer).toHaveBeenCalledWith(request, {
      amount: 452310.45,
      good_through: dayFromToday(14),
    });
  },
};
