import { longForm } from '@northgate/lending-flows';
import type { FlowValues } from '@northgate/form-engine/core';
import { formatUsdWhole } from '@northgate/loan-math';
import { signedDollars } from '../steps/figures.tsx';
import * as styles from './flow-review.css.ts';

/** Whether the statement's totals follow this step on the review: after the last step that feeds them. */
export function totalsFollow(stepIds: readonly string[], stepId: string): boolean {
  const sources = stepIds.filter((id) => id in longForm.statementSources);
  return sources.at(-1) === stepId;
}

/**
 * The long form's personal financial statement totals on its review page: worked out by the
 * same function as the statement before the signature and the PDF copy, in the same whole dollars.
 */
export function StatementTotals({ values }: { values: FlowValues }) {
  const statement = longForm.financialStatement(values);
  const totals = [
    { label: 'Total assets', value: formatUsdWhole(statement.totalAssets) },
    { label: 'Total liabilities', value: formatUsdWhole(statement.totalLiabilities) },
    { label: 'Net worth (total assets less total liabilities)', value: signedDollars(statement.netWorth) },
  ];
  return (
    <section className={styles.step} aria-labelledby="review-statement-totals">
      <h2 id="review-statement-totals" className={styles.stepTitle}>
        Your personal financial statement
      </h2>
      <p className={styles.lead}>Worked out from your answers above, in whole dollars.</p>
      <dl className={styles.answers}>
        {totals.map((total) => (
          <div key={total.label} className={styles.answerRow}>
            <dt className={styles.answerLabel}>{total.label}</dt>
            <dd className={styles.answerValue}>{total.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
