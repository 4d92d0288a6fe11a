import { ApiError } from '@northgate/api-client';
import { formatUsd, monthlyPayment } from '@northgate/loan-math';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateOfferRequest } from '@northgate/contracts';
import { axeViolations } from '../../test/axe.ts';
import { OfferForm } from './offer-form.tsx';

afterEach(cleanup);

const nextYear = `${new Date().getFullYear() + 1}-06-30`;

describe('the offer form', () => {
  it('lists what is missing in a summary that takes focus, and sends nothing', async () => {
    const sent: CreateOfferRequest[] = [];
    const { container } = render(<OfferForm onSubmit={async (body) => void sent.push(body)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Enter the loan amount',
      'Enter the interest rate',
      'Enter the term in months',
      'Choose the day the offer expires',
    ]);
    expect(sent).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the monthly payment from loan-math before sending, then sends the figures', async () => {
    const sent: CreateOfferRequest[] = [];
    render(<OfferForm onSubmit={async (body) => void sent.push(body)} />);
    const user = userEvent.setup();
    expect(screen.getByText('Enter the amount, rate and term to see the monthly payment.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Loan amount/), '250000');
    await user.type(screen.getByLabelText('Interest rate'), '10.5');
    await user.type(screen.getByLabelText('Term in months'), '360');
    const payment = formatUsd(monthlyPayment(250_000, 10.5, 360));
    expect(screen.getByText(`Monthly payment (principal and interest): ${payment}.`)).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Points/));
    await user.type(screen.getByLabelText(/^Points/), '2');
    expect(
      screen.getByText(
        `Monthly payment (principal and interest): ${payment}; points cost ${formatUsd(5_000)}.`,
      ),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Fees/));
    await user.type(screen.getByLabelText(/^Fees/), '1500');
    await user.type(screen.getByLabelText(/^Offer expires/), nextYear);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      amount: 250_000,
      rate_percent: 10.5,
      term_months: 360,
      points: 2,
      fees: 1500,
      expires_on: nextYear,
      repayment: 'amortising',
      holdback: 0,
      prepayment_terms: 'none',
    });
  });

  it('shows the interest-only payment and sends the repayment, holdback and prepayment terms', async () => {
    const sent: CreateOfferRequest[] = [];
    render(<OfferForm onSubmit={async (body) => void sent.push(body)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Loan amount/), '250000');
    await user.type(screen.getByLabelText('Interest rate'), '10.5');
    await user.type(screen.getByLabelText('Term in months'), '12');
    await user.selectOptions(screen.getByLabelText('Repayment'), 'Interest only');
    expect(screen.getByText('Monthly payment (interest only): $2,187.50.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Rehab holdback/));
    await user.type(screen.getByLabelText(/^Rehab holdback/), '40000');
    await user.selectOptions(screen.getByLabelText('Prepayment terms'), 'Six months’ minimum interest');
    await user.type(screen.getByLabelText(/^Offer expires/), nextYear);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      repayment: 'interest_only',
      holdback: 40_000,
      prepayment_terms: 'six_months_interest',
    });
  });

  it('starts the holdback at the approved rehab budget, to the cent, and says it must equal it', async () => {
    const sent: CreateOfferRequest[] = [];
    render(<OfferForm approvedBudgetCents={6_550_050} onSubmit={async (body) => void sent.push(body)} />);
    const holdback = screen.getByLabelText(/^Rehab holdback/);
    expect(holdback).toHaveProperty('value', '65,500.50');
    expect(
      screen.getByText('The approved rehab budget, $65,500.50: the holdback must equal it'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Loan amount/), '250000');
    await user.type(screen.getByLabelText('Interest rate'), '10.5');
    await user.type(screen.getByLabelText('Term in months'), '12');
    await user.type(screen.getByLabelText(/^Offer expires/), nextYear);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.holdback).toBe(65_500.5);
  });

  it('refuses a holdback over the loan amount', async () => {
    const sent: CreateOfferRequest[] = [];
    render(<OfferForm onSubmit={async (body) => void sent.push(body)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Loan amount/), '250000');
    await user.type(screen.getByLabelText('Interest rate'), '10.5');
    await user.type(screen.getByLabelText('Term in months'), '12');
    await user.clear(screen.getByLabelText(/^Rehab holdback/));
    await user.type(screen.getByLabelText(/^Rehab holdback/), '300000');
    await user.type(screen.getByLabelText(/^Offer expires/), nextYear);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'The holdback cannot be more than the loan amount' }),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the API's refusal under the form", async () => {
    const refusal = 'This application cannot receive an offer in its current status';
    render(
      <OfferForm
        onSubmit={async () => {
          throw new ApiError({ status: 409, body: { error: refusal } });
        }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Loan amount/), '250000');
    await user.type(screen.getByLabelText('Interest rate'), '9');
    await user.type(screen.getByLabelText('Term in months'), '12');
    await user.type(screen.getByLabelText(/^Offer expires/), nextYear);
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
