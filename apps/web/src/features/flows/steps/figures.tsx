import * as styles from './steps.css.ts';

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

/** A digit string as the ui money field stores it, as a number (0 when blank or not a number). */
export function amountOf(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const cleaned = value.replace(/,/g, '').trim();
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : 0;
}
