import type { MortgageResult, MortgageSettings } from '../../mortgage-model.ts';
import { buydownRows } from '../../results-summary.ts';
import * as styles from '../calculator.css.ts';
import { ResultList } from '../result-list.tsx';

/** Whether buying points pays: the monthly saving, their cost, and the break-even against the years kept. */
export function BuydownBox({ settings: s, result }: { settings: MortgageSettings; result: MortgageResult }) {
  const b = result.buydown;
  if (s.par <= 0) return null;
  if (!b) {
    return (
      <p className={styles.note}>
        Enter the discount points quoted for {s.rate}% to compare it with {s.par}% without points.
      </p>
    );
  }
  const verdict =
    b.breakEvenMonths === null
      ? `The rate with points is not lower than ${s.par}%, so the points never pay for themselves.`
      : b.paysOffBeforeExit
        ? `The points pay for themselves after ${b.breakEvenMonths.toFixed(1)} months, before you expect to sell or refinance in ${s.keep} years.`
        : `The points take ${b.breakEvenMonths.toFixed(1)} months to pay for themselves, longer than the ${s.keep} years you expect to keep the loan.`;
  return (
    <section className={styles.info} aria-labelledby="buydown-title">
      <h3 id="buydown-title" className={styles.subTitle}>
        Buying down the rate
      </h3>
      <p aria-live="polite" data-testid="buydown-verdict">
        {verdict}
      </p>
      <ResultList rows={buydownRows(s, result)} />
      <p className={styles.note}>
        Counts the lower principal and interest payment only; the points are paid in cash at closing.
      </p>
    </section>
  );
}
