import type { LoanOffer } from '@northgate/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { sampleApplication } from '../../test/sample-application.fixture.ts';
import { OffersList } from './offers-list.tsx';

afterEach(cleanup);

const acceptedAt = '2026-11-24T18:30:00.000Z';
const accepted: LoanOffer = { ...sampleApplication.offers[0]!, state: 'accepted', answered_at: acceptedAt };
const superseded: LoanOffer = {
  ...accepted,
  id: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b',
  amount: 380_000,
  state: 'superseded',
};

describe('the offers list', () => {
  it('shows a superseded offer with why it closed, and offers no Withdraw for it', async () => {
    const { container } = render(
      <OffersList offers={[accepted, superseded]} canWithdraw withdraw={async () => undefined} />,
    );
    const row = screen.getByRole('cell', { name: '$380,000.00' }).closest('tr')!;
    expect(
      within(row).getByText('Superseded: the borrower accepted another offer on November 24, 2026'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the expiry on the lender's clock, as the borrower's email states it", () => {
    const offer: LoanOffer = { ...sampleApplication.offers[0]!, expires_at: '2026-12-11T07:59:59.000Z' };
    render(<OffersList offers={[offer]} canWithdraw={false} withdraw={async () => undefined} />);
    expect(screen.getByRole('cell', { name: 'December 10, 2026 at 11:59 PM PST' })).toBeTruthy();
  });
});
