import { formatUsdWhole } from '@northgate/loan-math';
import type { Reconciled } from '../../estimator/reconcile.ts';
import * as styles from '../calculator.css.ts';
import { capitalize } from './estimator-form.ts';

const CONFIDENCE_TEXT = {
  high: 'High: several approaches agree closely and rest on comparable sales that agree.',
  medium: 'Medium: the approaches broadly agree, or comparable sales alone agree.',
  low: 'Low: one approach only, or the approaches disagree.',
};

/** The estimated value, its range and confidence (announced as they change), or what to enter for one. */
export function EstimateHeadline({ reconciled: r }: { reconciled: Reconciled | null }) {
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {r ? (
          <div className={styles.headline}>
            <p className={styles.stat}>
              <span className={styles.statLabel}>Estimated value</span>
              <span className={styles.bigValue} data-testid="estimate-value">
                {formatUsdWhole(r.value)}
              </span>
            </p>
            <p className={styles.stat}>
              <span className={styles.statLabel}>Likely range</span>
              <span className={styles.statValue}>
                {formatUsdWhole(r.low)} – {formatUsdWhole(r.high)}
              </span>
            </p>
            <p className={styles.stat}>
              <span className={styles.statLabel}>Confidence</span>
              <span className={styles.statValue} data-testid="estimate-confidence">
                {capitalize(r.confidence)}
              </span>
            </p>
          </div>
        ) : (
          <p className={styles.info}>
            Enter comparable sales, rental income or building cost to see an estimate. Each approach is
            optional; more approaches give a firmer estimate.
          </p>
        )}
      </div>
      {r && <p className={styles.note}>{CONFIDENCE_TEXT[r.confidence]}</p>}
    </>
  );
}
