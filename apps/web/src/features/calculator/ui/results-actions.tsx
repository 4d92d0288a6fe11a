import { resultsToCsv, type ResultRow } from '../results-summary.ts';
import { ApplyLink } from './apply-link.tsx';
import * as styles from './calculator.css.ts';
import { downloadText } from './use-url-sync.ts';

/**
 * What a borrower does with a result: download every figure as CSV, print it (or save a PDF) as a
 * report, or apply. The printed report carries the link that reproduces it.
 */
export function ResultsActions({ rows, filename }: { rows: readonly ResultRow[]; filename: string }) {
  return (
    <>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => downloadText(filename, resultsToCsv(rows))}
        >
          Download results (CSV)
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <ApplyLink />
      </div>
      <p className={styles.printOnly}>
        These results: {typeof window === 'undefined' ? '' : window.location.href} — estimates, not a
        commitment to lend.
      </p>
    </>
  );
}
