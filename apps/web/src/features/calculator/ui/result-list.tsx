import { Fragment } from 'react';
import type { ResultRow } from '../results-summary.ts';
import * as styles from './calculator.css.ts';

/** Labelled figures as a description list (the same rows the results CSV writes). */
export function ResultList({ rows, label }: { rows: readonly ResultRow[]; label?: string }) {
  return (
    <dl className={styles.dl} aria-label={label}>
      {rows.map((r) => (
        <Fragment key={r.label}>
          <dt>{r.label}</dt>
          <dd data-testid={r.testId}>{r.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
