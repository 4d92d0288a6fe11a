/**
 * Affordability mode, loaded only when the borrower picks it: income and debts in, the
 * debt-to-income ratios of the payment on screen and the largest loan for a chosen ratio out.
 */
import { useMemo } from 'react';
import { affordRows, computeAffordability } from '../../affordability-model.ts';
import type { MortgageResult, MortgageSettings } from '../../mortgage-model.ts';
import * as styles from '../calculator.css.ts';
import { Money, Percent, type FieldBinding } from '../inputs.tsx';
import { ResultList } from '../result-list.tsx';
import { PaymentResults } from './payment-results.tsx';

/** Gross monthly income, other monthly debts and the back-end ratio to size the largest loan. */
export function AffordInputs({ field }: { field: FieldBinding }) {
  return (
    <>
      <h3 className={styles.subTitle}>Income and debts</h3>
      <div className={styles.fieldGrid}>
        <Money name="inc" label="Gross monthly income" hint="Before taxes, all borrowers" {...field} />
        <Money
          name="debts"
          label="Other monthly debts"
          hint="Minimum payments on cards, car and student loans, support; not rent or this loan"
          {...field}
        />
        <Percent
          name="dti"
          label="Back-end ratio for the largest loan"
          hint="36% is common guidance; 43% is the qualified-mortgage line"
          {...field}
        />
      </div>
    </>
  );
}

/** The payment's results with the debt-to-income box and its figures in the CSV. */
export function AffordResults({
  settings: s,
  result,
  onViewChange,
}: {
  settings: MortgageSettings;
  result: MortgageResult;
  onViewChange: (view: MortgageSettings['view']) => void;
}) {
  const afford = useMemo(() => computeAffordability(s, result), [s, result]);
  const rows = affordRows(s, afford);
  const pct = (p: number | null) => (p === null ? '—' : `${p.toFixed(2)}%`);
  return (
    <PaymentResults settings={s} result={result} dscr={null} onViewChange={onViewChange} modeRows={rows}>
      <section className={styles.info} aria-labelledby="afford-title">
        <h3 id="afford-title" className={styles.subTitle}>
          Debt-to-income
        </h3>
        <p aria-live="polite" data-testid="afford-summary">
          {afford.frontEnd === null
            ? 'Enter your gross monthly income to see your debt-to-income ratios.'
            : `This payment takes ${pct(afford.frontEnd)} of your income, and ${pct(afford.backEnd)} with your other debts. At ${s.dti}% the largest loan is ${rows.at(-1)?.value ?? ''}.`}
        </p>
        <ResultList rows={rows} />
        <p className={styles.note}>
          28% for housing and 36% for all debts are common rules of thumb, and 43% is the qualified-mortgage
          line; they are guidance, not an approval. Lenders count income and debts by their own rules. The
          largest loan keeps this rate, term, taxes, insurance and dues, with mortgage insurance while the
          loan is above 78% of the value.
        </p>
      </section>
    </PaymentResults>
  );
}
