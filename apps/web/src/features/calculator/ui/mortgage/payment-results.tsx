import { formatCents } from '@northgate/loan-math';
import type { ReactNode } from 'react';
import type { DscrResult, MortgageResult, MortgageSettings } from '../../mortgage-model.ts';
import { biweeklyRows, buydownRows, paymentRows, type ResultRow } from '../../results-summary.ts';
import * as styles from '../calculator.css.ts';
import { ResultsActions } from '../results-actions.tsx';
import { ScheduleView } from '../schedule-view.tsx';
import { BiweeklyBox } from './biweekly-box.tsx';
import { BuydownBox } from './buydown-box.tsx';
import { DscrBox } from './dscr-box.tsx';
import { interestOnlyMonths, PaymentBreakdown } from './payment-breakdown.tsx';

interface PaymentResultsProps {
  settings: MortgageSettings;
  result: MortgageResult;
  /** Set in DSCR mode only. */
  dscr: DscrResult | null;
  onViewChange: (view: MortgageSettings['view']) => void;
  /** A mode's own result box (affordability), shown under the headline, and its figures for the CSV. */
  children?: ReactNode;
  modeRows?: readonly ResultRow[];
}

const TITLES: Record<MortgageSettings['mode'], string> = {
  payment: 'Your payment',
  dscr: 'Debt-service coverage',
  afford: 'What you can afford',
  flip: 'Fix-and-flip',
};

/** The payment (and, in DSCR mode, the coverage), its breakdown and the amortization schedule. */
export function PaymentResults({
  settings: s,
  result,
  dscr,
  onViewChange,
  children,
  modeRows = [],
}: PaymentResultsProps) {
  const rows = [...paymentRows(s, result), ...biweeklyRows(result), ...buydownRows(s, result), ...modeRows];
  return (
    <>
      <h2 className={styles.sectionTitle}>{TITLES[s.mode]}</h2>
      <div aria-live="polite" aria-atomic="true" data-testid="mortgage-summary">
        <div className={styles.headline}>
          <p className={styles.stat}>
            <span className={styles.statLabel}>
              {interestOnlyMonths(s) > 0 ? 'Interest-only payment' : 'Monthly principal & interest'}
            </span>
            <span className={styles.bigValue} data-testid="monthly-pi">
              {formatCents(result.firstPayment)}
            </span>
          </p>
          {result.biweekly && (
            <p className={styles.stat}>
              <span className={styles.statLabel}>Every two weeks</span>
              <span className={styles.statValue}>{formatCents(result.biweekly.schedule.payment)}</span>
            </p>
          )}
          <p className={styles.stat}>
            <span className={styles.statLabel}>Total monthly payment (PITI)</span>
            <span className={styles.statValue}>{formatCents(result.piti.total)}</span>
          </p>
          {dscr && (
            <p className={styles.stat}>
              <span className={styles.statLabel}>DSCR</span>
              <span className={styles.statValue} data-testid="dscr">
                {dscr.dscr === null ? '—' : dscr.dscr.toFixed(3)}
              </span>
            </p>
          )}
        </div>
      </div>
      {dscr && <DscrBox dscr={dscr} settings={s} />}
      {children}
      <PaymentBreakdown settings={s} result={result} />
      <BiweeklyBox result={result} />
      <BuydownBox settings={s} result={result} />
      <ResultsActions rows={rows} filename={`mortgage-results-${s.mode}.csv`} />
      <ScheduleView
        schedule={result.schedule}
        loanCents={result.loanCents}
        biweekly={result.biweekly?.schedule}
        view={s.view}
        onViewChange={onViewChange}
      />
    </>
  );
}
