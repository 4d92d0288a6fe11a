import { errorMessage } from '@northgate/api-client';
import {
  PREPAYMENT_TERMS_TEXT,
  REPAYMENT_LABELS,
  type LoanOffer,
  type LoanOfferState,
} from '@northgate/contracts';
import { formatUsd } from '@northgate/loan-math';
import { formatLenderDay, formatLenderMoment } from '@northgate/site-config';
import { Button } from '@northgate/ui';
import { useState } from 'react';
import { formatDate } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';

const STATE_TEXT: Record<LoanOfferState, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  superseded: 'Superseded',
  expired: 'Expired',
};

/** The state, and for a superseded offer why it closed (answered_at is the other offer's acceptance). */
export function offerStateLabel(offer: LoanOffer): string {
  if (offer.state !== 'superseded') return STATE_TEXT[offer.state];
  const when = offer.answered_at === null ? '' : ` on ${formatLenderDay(offer.answered_at)}`;
  return `Superseded: the borrower accepted another offer${when}`;
}

/** The offers made, newest first; an open one can be withdrawn by those who may manage offers. */
export function OffersList({
  offers,
  canWithdraw,
  withdraw,
}: {
  offers: LoanOffer[];
  canWithdraw: boolean;
  withdraw: (offerId: string) => Promise<void>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (offers.length === 0) return <p>No offers yet.</p>;
  return (
    <>
      {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen (axe: scrollable-region-focusable). */}
      <div className={page.tableWrap} tabIndex={0} role="region" aria-label="Offers table">
        <table className={page.table}>
          <caption>Offers, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Issued</th>
              <th scope="col">Amount</th>
              <th scope="col">Rate</th>
              <th scope="col">Term</th>
              <th scope="col">Points</th>
              <th scope="col">Fees</th>
              <th scope="col">Repayment</th>
              <th scope="col">Monthly payment</th>
              <th scope="col">Holdback</th>
              <th scope="col">Prepayment</th>
              <th scope="col">Expires</th>
              <th scope="col">State</th>
              {canWithdraw ? <th scope="col">Action</th> : null}
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id}>
                <td>{formatDate(offer.issued_at)}</td>
                <td>{formatUsd(offer.amount)}</td>
                <td>{offer.rate_percent}%</td>
                <td>{offer.term_months} months</td>
                <td>{offer.points}%</td>
                <td>{formatUsd(offer.fees)}</td>
                <td>{REPAYMENT_LABELS[offer.repayment]}</td>
                <td>{formatUsd(offer.monthly_payment)}</td>
                <td>{formatUsd(offer.holdback)}</td>
                <td>{PREPAYMENT_TERMS_TEXT[offer.prepayment_terms]}</td>
                <td>{formatLenderMoment(offer.expires_at)}</td>
                <td>{offerStateLabel(offer)}</td>
                {canWithdraw ? (
                  <td>
                    {offer.state === 'open' ? (
                      <Button
                        variant="secondary"
                        loading={busy === offer.id}
                        aria-label={`Withdraw the offer of ${formatUsd(offer.amount)}`}
                        onClick={async () => {
                          setProblem(null);
                          setBusy(offer.id);
                          try {
                            await withdraw(offer.id);
                          } catch (error) {
                            setProblem(errorMessage(error));
                          } finally {
                            setBusy(null);
                          }
                        }}
                      >
                        Withdraw
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p role="alert" className={page.errorText}>
          {problem}
        </p>
      ) : null}
    </>
  );
}
