import { formatCents, formatPercent, PMI_DROP_LTV } from '@northgate/loan-math';
import type { MortgageResult, MortgageSettings } from '../../mortgage-model.ts';
import * as styles from '../calculator.css.ts';
import { monthName, yearsLabel } from '../../labels.ts';

/** Months of interest-only payments at the start of the loan (0 unless the loan is interest-only). */
export const interestOnlyMonths = (s: MortgageSettings) =>
  s.kind === 'interestOnly' ? Math.min(Math.round(s.io * 12), Math.round(s.term * 12)) : 0;

/** Every part of the payment and the loan's totals, with the PMI and APR rules they follow. */
export function PaymentBreakdown({
  settings: s,
  result,
}: {
  settings: MortgageSettings;
  result: MortgageResult;
}) {
  const { piti, schedule } = result;
  const payoff = monthName(result.payoff.year, result.payoff.month);
  const ioMonths = interestOnlyMonths(s);
  return (
    <>
      <dl className={styles.dl}>
        <dt>Loan amount</dt>
        <dd>{formatCents(result.loanCents)}</dd>
        <dt>Loan-to-value</dt>
        <dd>{formatPercent(result.ltv)}</dd>
        <dt>Principal & interest</dt>
        <dd>{formatCents(piti.principalAndInterest)}</dd>
        {ioMonths > 0 && ioMonths < Math.round(s.term * 12) && (
          <>
            <dt>Payment after the interest-only period</dt>
            <dd>{formatCents(schedule.amortizingPayment)}</dd>
          </>
        )}
        <dt>Property tax</dt>
        <dd>{formatCents(piti.tax)}</dd>
        <dt>Insurance</dt>
        <dd>{formatCents(piti.insurance)}</dd>
        <dt>HOA</dt>
        <dd>{formatCents(piti.hoa)}</dd>
        <dt>PMI</dt>
        <dd>{formatCents(piti.pmi)}</dd>
        <dt>{result.biweekly ? 'Total interest, paying monthly' : 'Total interest'}</dt>
        <dd data-testid="total-interest">{formatCents(schedule.totalInterest)}</dd>
        <dt>{result.biweekly ? 'Payoff date, paying monthly' : 'Payoff date'}</dt>
        <dd data-testid="payoff">{payoff}</dd>
        <dt>APR</dt>
        <dd data-testid="apr">{result.apr === null ? '—' : `${result.apr.toFixed(3)}%`}</dd>
        {result.pointsCostCents > 0 && (
          <>
            <dt>Cost of points</dt>
            <dd>{formatCents(result.pointsCostCents)}</dd>
          </>
        )}
        {schedule.balloon > 0 && (
          <>
            <dt>Balloon due {payoff}</dt>
            <dd data-testid="balloon">{formatCents(schedule.balloon)}</dd>
          </>
        )}
        {schedule.totalExtra > 0 && (
          <>
            <dt>Interest saved by extra payments</dt>
            <dd>{formatCents(result.interestSaved)}</dd>
            <dt>Paid off sooner by</dt>
            <dd>{yearsLabel(result.monthsSaved)}</dd>
          </>
        )}
      </dl>
      <p className={styles.note}>
        PMI rule: charged while the loan balance is above {PMI_DROP_LTV * 100}% of the original value, and
        dropped from the first payment at or below it
        {result.pmi.dropsAtPeriod
          ? ` (payment ${result.pmi.dropsAtPeriod} here, ${formatCents(result.pmi.total)} of PMI in all)`
          : ''}
        . APR includes points and lender fees and assumes no extra payments. Payments are rounded to the cent;
        the last payment clears the balance.
      </p>
    </>
  );
}
