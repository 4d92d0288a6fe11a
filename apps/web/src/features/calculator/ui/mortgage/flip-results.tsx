import { formatPercent, formatUsd } from '@northgate/loan-math';
import { useMemo } from 'react';
import { bindingText, capRows, computeFlip, dealRows, flipRows } from '../../flip-model.ts';
import type { MortgageSettings } from '../../mortgage-model.ts';
import * as styles from '../calculator.css.ts';
import { ResultList } from '../result-list.tsx';
import { ResultsActions } from '../results-actions.tsx';

/** Fix-and-flip: the largest loan under the caps (and which binds), the deal's costs and the investor's return. */
export function FlipResults({ settings }: { settings: MortgageSettings }) {
  const flip = useMemo(() => computeFlip(settings), [settings]);
  const { limits, profit } = flip;
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
        <p>
          Limited by the <strong data-testid="flip-binding">{bindingText(flip)}</strong>.
        </p>
      </div>
      <section aria-labelledby="flip-caps-title">
        <h3 id="flip-caps-title" className={styles.subTitle}>
          {settings.tier === 'custom' ? 'The caps you entered' : 'Caps for this experience level'}
        </h3>
        <ResultList rows={capRows(flip)} />
      </section>
      <h3 className={styles.subTitle}>The deal</h3>
      <ResultList rows={dealRows(flip)} />
      <p className={styles.note}>
        {settings.tier === 'custom'
          ? 'Caps as you entered them from a lender’s quote.'
          : 'Caps are typical published terms for this experience level, not a commitment.'}{' '}
        The 70% rule (0.70 × ARV − rehab) is an investor rule of thumb. Drawn-funds interest assumes the rehab
        holdback is released in equal draws at the end of each draw month.
      </p>
      <ResultsActions rows={flipRows(flip)} filename="fix-and-flip-results.csv" />
    </>
  );
}
