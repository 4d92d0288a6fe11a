import { CLOSING_PLACE_LABELS, type FundedLoan, type LoanClosing } from '@northgate/contracts';
import { datedSchedule, formatUsd } from '@northgate/loan-math';
import { formatLenderMoment } from '@northgate/site-config';
import { Button } from '@northgate/ui';
import { useState } from 'react';
import * as listStyles from '../applications/applications.css.ts';
import * as styles from './pipeline.css.ts';
import { formatDueDate, formatPercent, formatTerm, repaymentText } from './pipeline-texts.ts';

/**
 * The scheduled closing as the borrower reads it while the loan is in closing (ADR 0060): when,
 * where, the title company, and what to bring.
 */
export function ClosingSection({ closing }: { readonly closing: LoanClosing }) {
  const company = closing.title_company;
  return (
    <section aria-labelledby="closing-title" className={styles.section}>
      <h2 id="closing-title" className={styles.sectionTitle}>
        Your closing
      </h2>
      <dl className={styles.terms}>
        <div>
          <dt>When</dt>
          <dd>{formatLenderMoment(closing.starts_at)}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>
            {closing.place === 'in_person'
              ? `In person at ${closing.address ?? ''}`
              : CLOSING_PLACE_LABELS.remote}
          </dd>
        </div>
        <div>
          <dt>Title company</dt>
          <dd>{company.name}</dd>
        </div>
        {company.email ? (
          <div>
            <dt>Title company email</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </div>
        ) : null}
        {company.phone ? (
          <div>
            <dt>Title company phone</dt>
            <dd>
              <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={listStyles.paragraph}>
        {closing.place === 'in_person'
          ? 'Bring a government-issued photo ID. '
          : 'The title company will send you the documents to sign before a notary. '}
        The title company sends you the closing figures and the wire instructions; always confirm wire
        instructions by phone with your loan officer before sending money.
      </p>
    </section>
  );
}

/**
 * Payments listed until the borrower asks for all of them: the first year. A 30-year loan's 360
 * rows are thousands of DOM nodes a slow phone lays out on every visit; they stay one tap away.
 */
const FIRST_YEAR_PAYMENTS = 12;

/**
 * The funded loan (ADR 0060): its figures and the full payment schedule, computed here by
 * `datedSchedule` of @northgate/loan-math from the funded amount and the offer's terms.
 */
export function FundedLoanSection({ loan }: { readonly loan: FundedLoan }) {
  const schedule = datedSchedule({
    amount: loan.amount,
    ratePercent: loan.rate_percent,
    termMonths: loan.term_months,
    repayment: loan.repayment,
    firstPaymentDate: loan.first_payment_on,
  });
  const interestOnly = loan.repayment === 'interest_only';
  const [showAll, setShowAll] = useState(false);
  const count = schedule.payments.length;
  const shown = showAll ? schedule.payments : schedule.payments.slice(0, FIRST_YEAR_PAYMENTS);
  return (
    <section aria-labelledby="funded-loan-title" className={styles.section}>
      <h2 id="funded-loan-title" className={styles.sectionTitle}>
        Your loan
      </h2>
      <dl className={styles.terms}>
        <div>
          <dt>Loan number</dt>
          <dd>{loan.loan_number}</dd>
        </div>
        <div>
          <dt>Amount funded</dt>
          <dd>{formatUsd(loan.amount)}</dd>
        </div>
        <div>
          <dt>Funded on</dt>
          <dd>{formatDueDate(loan.funded_on)}</dd>
        </div>
        <div>
          <dt>Interest rate</dt>
          <dd>{formatPercent(loan.rate_percent)}</dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>{formatTerm(loan.term_months)}</dd>
        </div>
        <div>
          <dt>Repayment</dt>
          <dd>{repaymentText(loan.repayment)}</dd>
        </div>
        <div>
          <dt>Monthly payment</dt>
          <dd>{formatUsd(schedule.monthlyPayment)}</dd>
        </div>
        <div>
          <dt>First payment due</dt>
          <dd>{formatDueDate(loan.first_payment_on)}</dd>
        </div>
        {interestOnly ? (
          <div>
            <dt>Balloon payment</dt>
            <dd>
              {formatUsd(schedule.balloon)} with the last payment, on {formatDueDate(schedule.maturityDate)}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={listStyles.paragraph}>
        Quote your loan number {loan.loan_number} with every payment.{' '}
        {interestOnly
          ? 'Each payment is the month’s interest; the amount funded is repaid in one sum with the last payment.'
          : 'Each payment is principal and interest; the last one repays what is left, so it may differ by a few cents.'}
      </p>
      <div
        id="funded-schedule"
        className={styles.scheduleFrame}
        tabIndex={0}
        role="region"
        aria-labelledby="schedule-caption"
      >
        <table className={styles.scheduleTable}>
          <caption id="schedule-caption">
            Payment schedule, {count} payments
            {shown.length < count ? ` (the first ${shown.length} shown)` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Due</th>
              <th scope="col">Amount</th>
              <th scope="col">Interest</th>
              <th scope="col">Principal</th>
              <th scope="col">Balance after</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((payment) => (
              <tr key={payment.number}>
                <td>{payment.number}</td>
                <td>{formatDueDate(payment.dueDate)}</td>
                <td>{formatUsd(payment.payment)}</td>
                <td>{formatUsd(payment.interest)}</td>
                <td>{formatUsd(payment.principal + payment.balloon)}</td>
                <td>{formatUsd(payment.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {count > FIRST_YEAR_PAYMENTS ? (
        <p>
          <Button
            type="button"
            variant="secondary"
            aria-controls="funded-schedule"
            aria-expanded={showAll}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? 'Show the first year only' : `Show all ${count} payments`}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
