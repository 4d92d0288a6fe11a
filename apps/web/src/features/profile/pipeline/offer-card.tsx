import { errorMessage } from '@northgate/api-client';
import type { LoanOffer } from '@northgate/contracts';
import { Button, Dialog, FormAlert, visuallyHidden } from '@northgate/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { serverErrorsAtom, successMessagesAtom } from '../../../state/messages.ts';
import * as listStyles from '../applications/applications.css.ts';
import { formatDateTime } from '../applications/application-texts.ts';
import * as styles from './pipeline.css.ts';
import {
  formatMoney,
  formatPercent,
  formatTerm,
  holdbackText,
  isOfferAnswerable,
  offerStateText,
  paymentNote,
  prepaymentText,
  repaymentText,
} from './pipeline-texts.ts';

export type OfferAnswer = 'accept' | 'decline';

export interface OfferCardProps {
  readonly offer: LoanOffer;
  /** Sends the answer; resolves with the offer as the server now has it, rejects with its refusal. */
  readonly onAnswer: (offer: LoanOffer, answer: OfferAnswer) => Promise<LoanOffer>;
  /** After an answer (accepted or refused), so the page can load what changed. */
  readonly onChanged?: () => void;
  /** Now, for the expiry check (stories and tests pass a fixed time). */
  readonly now?: Date;
  /** The offer's heading level: 2 on the offers page, 3 inside an application's section. */
  readonly headingLevel?: 2 | 3;
}

const confirmTexts = {
  accept: {
    title: 'Accept this offer?',
    body: 'Your application moves to offer accepted and we prepare a term sheet with these terms for you to sign on your application’s page within 7 days. Any other open offers for this application close.',
    button: 'Accept offer',
    done: 'You accepted the offer.',
  },
  decline: {
    title: 'Decline this offer?',
    body: 'Your loan officer reviews your application again and may send you a different offer. You cannot accept this one afterwards.',
    button: 'Decline offer',
    done: 'You declined the offer.',
  },
} as const;

/**
 * One loan offer with every figure, and Accept / Decline behind a confirmation while it is open.
 * An expired or answered offer says so and has no buttons. A refusal (409) shows as a toast and
 * under the offer.
 */
export function OfferCard({ offer, onAnswer, onChanged, now, headingLevel = 2 }: OfferCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [confirming, setConfirming] = useState<OfferAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const setErrors = useSetAtom(serverErrorsAtom);
  const setSuccess = useSetAtom(successMessagesAtom);
  const answerable = isOfferAnswerable(offer, now);
  const ref = offer.reference;

  const close = () => {
    if (!busy) setConfirming(null);
  };
  const confirm = async () => {
    if (confirming === null || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await onAnswer(offer, confirming);
      setSuccess(confirmTexts[confirming].done);
    } catch (error) {
      const message = errorMessage(error);
      setProblem(message);
      setErrors(message);
    } finally {
      setBusy(false);
      setConfirming(null);
      onChanged?.();
    }
  };

  return (
    <li className={listStyles.item}>
      <Heading className={listStyles.itemTitle}>
        Offer for application <span className={listStyles.reference}>{ref}</span>
      </Heading>
      <dl className={styles.figures}>
        <div>
          <dt>Loan amount</dt>
          <dd>{formatMoney(offer.amount)}</dd>
        </div>
        <div>
          <dt>Interest rate</dt>
          <dd>{formatPercent(offer.rate_percent)}</dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>{formatTerm(offer.term_months)}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{formatPercent(offer.points)}</dd>
        </div>
        <div>
          <dt>Fees</dt>
          <dd>{formatMoney(offer.fees)}</dd>
        </div>
        <div>
          <dt>Repayment</dt>
          <dd>{repaymentText(offer.repayment)}</dd>
        </div>
        <div>
          <dt>Monthly payment</dt>
          <dd>{formatMoney(offer.monthly_payment)}</dd>
        </div>
        <div>
          <dt>Rehab holdback</dt>
          <dd>{holdbackText(offer.holdback)}</dd>
        </div>
        <div>
          <dt>Prepayment</dt>
          <dd>{prepaymentText(offer.prepayment_terms)}</dd>
        </div>
      </dl>
      <p className={listStyles.paragraph}>
        Issued <time dateTime={offer.issued_at}>{formatDateTime(offer.issued_at)}</time>.{' '}
        <strong>{offerStateText(offer, now)}</strong>
      </p>
      <p className={styles.muted}>{paymentNote(offer.repayment)}</p>
      <FormAlert message={problem} />
      {answerable && (
        <div className={listStyles.actions}>
          <Button onClick={() => setConfirming('accept')}>
            Accept<span className={visuallyHidden}> the offer for {ref}</span>
          </Button>
          <Button variant="secondary" onClick={() => setConfirming('decline')}>
            Decline<span className={visuallyHidden}> the offer for {ref}</span>
          </Button>
        </div>
      )}
      <Dialog
        open={confirming !== null}
        onClose={close}
        title={confirming ? confirmTexts[confirming].title : ''}
        actions={
          confirming && (
            <>
              <Button variant="secondary" onClick={close} aria-disabled={busy}>
                Not now
              </Button>
              <Button onClick={() => void confirm()} aria-busy={busy} aria-disabled={busy}>
                {confirmTexts[confirming].button}
              </Button>
            </>
          )
        }
      >
        {confirming && (
          <p className={listStyles.paragraph}>
            {formatMoney(offer.amount)} at {formatPercent(offer.rate_percent)} for{' '}
            {formatTerm(offer.term_months)}, {formatMoney(offer.monthly_payment)} a month.{' '}
            {confirmTexts[confirming].body}
          </p>
        )}
      </Dialog>
    </li>
  );
}
