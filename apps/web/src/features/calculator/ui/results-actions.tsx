import { useSyncExternalStore } from 'react';
import { resultsToCsv, type ResultRow } from '../results-summary.ts';
import { ApplyLink } from './apply-link.tsx';
import * as styles from './calculator.css.ts';
import { downloadText } from './use-url-sync.ts';

/**
 * What a borrower does with a result: download every figure as CSV, print it (or save a PDF) as a
 * report, or apply. The printed report carries the link that reproduces it.
 */
export function ResultsActions({ rows, filename }: { rows: readonly ResultRow[]; filename: string }) {
  const link = usePageAddress();
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
      <p className={styles.printOnly}>These results: {link} — estimates, not a commitment to lend.</p>
    </>
  );
}

const noSubscription = () => () => undefined;

/**
 * The page's address, read on every render (the tools keep their inputs in it). The prerendered
 * page has none, and React attaches to it with none before it fills the address in.
 */
function usePageAddress(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => '',
  );
}
