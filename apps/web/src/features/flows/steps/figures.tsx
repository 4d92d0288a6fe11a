import { formatUsdWhole } from '@northgate/loan-math';
import * as styles from './steps.css.ts';

/** A signed whole-dollar amount: −$1,200 for a loss or a negative net worth. */
export const signedDollars = (value: number) =>
  value < 0 ? `−${formatUsdWhole(-value)}` : formatUsdWhole(value);

export interface Figure {
  readonly label: string;
  readonly value: string;
}

/**
 * Read-only figures worked out from the borrower's answers (totals, ratios). A polite live
 * region, so a screen reader hears the new figure after a pause in typing, not on every key.
 */
export function Figures({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <dl className={styles.figures} aria-label={label} aria-live="polite">
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figureRow}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
