import { EXPERIENCE_TIERS, formatPercent, formatUsd, type LoanLimits } from '@northgate/loan-math';
import type { FlipModel, MortgageSettings } from '../../mortgage-model.ts';
import { ApplyLink } from '../apply-link.tsx';
import * as styles from '../calculator.css.ts';

const BINDING_LABELS: Record<LoanLimits['binding'], string> = {
  purchaseAndRehab: 'purchase and rehab caps',
  cost: 'loan-to-cost cap',
  arv: 'loan-to-ARV cap',
};

/** Fix-and-flip: the largest loan under the tier's caps, the deal's costs and the investor's return. */
export function FlipResults({ flip, settings }: { flip: FlipModel; settings: MortgageSettings }) {
  const { limits, profit } = flip;
  const caps = EXPERIENCE_TIERS[settings.tier].caps;
  return (
    <>
      <h2 className={styles.sectionTitle}>Fix-and-flip</h2>
      <div aria-live="polite" aria-atomic="true">
        <div className={styles.headline}>
          <p className={styles.stat}>
            <span className={styles.statLabel}>Maximum loan</span>
            <span className={styles.bigValue} data-testid="flip-loan">
              {formatUsd(limits.maxLoan)}
            </span>
          </p>
          <p className={styles.stat}>
            <span className={styles.statLabel}>Profit</span>
            <span className={styles.statValue}>{formatUsd(profit.profit)}</span>
          </p>
          <p className={styles.stat}>
            <span className={styles.statLabel}>ROI on cash invested</span>
            <span className={styles.statValue}>
              {profit.roi === null ? '—' : formatPercent(profit.roi, 1)}
            </span>
          </p>
        </div>
      </div>
      <dl className={styles.dl}>
        <dt>Loan-to-cost</dt>
        <dd data-testid="flip-ltc">{formatPercent(flip.ltc)}</dd>
        <dt>Loan-to-ARV</dt>
        <dd data-testid="flip-ltarv">{formatPercent(flip.ltarv)}</dd>
        <dt>Limited by</dt>
        <dd>{BINDING_LABELS[limits.binding]}</dd>
        <dt>
          {formatPercent(caps.maxLtp, 0)} of purchase + {formatPercent(caps.maxRehab, 0)} of rehab
        </dt>
        <dd>{formatUsd(limits.purchaseAndRehabLimit)}</dd>
        <dt>{formatPercent(caps.maxLtc, 1)} of total cost</dt>
        <dd>{formatUsd(limits.costLimit)}</dd>
        <dt>{formatPercent(caps.maxLtarv, 1)} of ARV</dt>
        <dd>{formatUsd(limits.arvLimit)}</dd>
        <dt>Advanced at closing</dt>
        <dd>{formatUsd(limits.initialAdvance)}</dd>
        <dt>Rehab holdback (drawn as work is done)</dt>
        <dd>{formatUsd(limits.rehabHoldback)}</dd>
        <dt>Interest, full loan (Dutch)</dt>
        <dd>{formatUsd(flip.dutch.interest)}</dd>
        <dt>Interest, drawn funds only</dt>
        <dd>{formatUsd(flip.drawn.interest)}</dd>
        <dt>Points</dt>
        <dd>{formatUsd(profit.pointsCost)}</dd>
        <dt>Other holding costs</dt>
        <dd>{formatUsd(profit.otherHolding)}</dd>
        <dt>Selling costs</dt>
        <dd>{formatUsd(profit.sellingCosts)}</dd>
        <dt>Total cost</dt>
        <dd>{formatUsd(profit.totalCost)}</dd>
        <dt>Cash you put in</dt>
        <dd>{formatUsd(profit.cashInvested)}</dd>
        <dt>Annualized ROI</dt>
        <dd>{profit.annualizedRoi === null ? '—' : formatPercent(profit.annualizedRoi, 1)}</dd>
        <dt>70% rule: maximum offer</dt>
        <dd data-testid="flip-mao">{formatUsd(flip.maxOffer)}</dd>
      </dl>
      <p className={styles.note}>
        Caps are typical published terms for this experience level, not a commitment. The 70% rule (0.70 × ARV
        − rehab) is an investor rule of thumb. Drawn-funds interest assumes the rehab holdback is released in
        equal draws at the end of each draw month.
      </p>
      <p className={styles.actions}>
        <ApplyLink />
      </p>
    </>
  );
}
