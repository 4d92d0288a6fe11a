import type { MortgageResult } from '../../mortgage-model.ts';
import { biweeklyRows } from '../../results-summary.ts';
import * as styles from '../calculator.css.ts';
import { ResultList } from '../result-list.tsx';

/** Paying half the monthly payment every two weeks, against paying monthly. */
export function BiweeklyBox({ result }: { result: MortgageResult }) {
  const rows = biweeklyRows(result);
  if (rows.length === 0) return null;
  return (
    <section className={styles.info} aria-labelledby="biweekly-title">
      <h3 id="biweekly-title" className={styles.subTitle}>
        Paying every two weeks
      </h3>
      <ResultList rows={rows} />
      <p className={styles.note}>
        Half the monthly payment every two weeks is 26 half payments, the same as 13 monthly payments a year.
        Interest is charged at the annual rate ÷ 26 on each payment. Compared with the monthly schedule
        without extra payments; ask your servicer whether it applies bi-weekly payments as they arrive.
      </p>
    </section>
  );
}
