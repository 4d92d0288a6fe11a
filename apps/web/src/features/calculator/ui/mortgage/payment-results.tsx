import { formatCents } from '@northgate/loan-math';
import type { DscrResult, MortgageResult, MortgageSettings } from '../../mortgage-model.ts';
import { ApplyLink } from '../apply-link.tsx';
import * as styles from '../calculator.css.ts';
import { ScheduleView } from '../schedule-view.tsx';
import { DscrBox } from './dscr-box.tsx';
import { interestOnlyMonths, PaymentBreakdown } from './payment-breakdown.tsx';

interface PaymentResultsProps {
  settings: MortgageSettings;
  result: MortgageResult;
  /** Set in DSCR mode only. */
  dscr: DscrResult | null;
  onViewChange: (view: MortgageSettings['view']) => void;
}

/** The payment (and, in DSCR mode, the coverage), its breakdown and the amortization schedule. */
export function PaymentResults({ settings: s, result, dscr, onViewChange }: PaymentResultsProps) {
  return (
    <>
      <h2 className={styles.sectionTitle}>{s.mode === 'dscr' ? 'Debt-service coverage' : 'Your payment'}</h2>
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
      <PaymentBreakdown settings={s} result={result} />
      <p className={styles.actions}>
        <ApplyLink />
      </p>
      <ScheduleView
        schedule={result.schedule}
        loanCents={result.loanCents}
        view={s.view}
        onViewChange={onViewChange}
      />
    </>
  );
}
