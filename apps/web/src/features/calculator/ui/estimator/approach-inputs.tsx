import * as styles from '../calculator.css.ts';
import { Money, Percent, type FieldBinding } from '../inputs.tsx';

/** The income approach's inputs: rent, vacancy, expenses and the local cap rate. */
export function IncomeApproachInputs({ field }: { field: FieldBinding }) {
  return (
    <>
      <h3 className={styles.subTitle}>Income (optional)</h3>
      <div className={styles.fieldGrid}>
        <Money name="erent" label="Rent per month, all units" {...field} />
        <Percent name="evac" label="Vacancy" {...field} />
        <Money
          name="eexp"
          label="Operating expenses per year"
          hint="Taxes, insurance, repairs, management"
          {...field}
        />
        <Percent name="ecap" label="Cap rate" hint="Local rate for similar rentals" {...field} />
      </div>
    </>
  );
}

/** The cost approach's inputs: land value and what rebuilding costs per square foot. */
export function CostApproachInputs({ field }: { field: FieldBinding }) {
  return (
    <>
      <h3 className={styles.subTitle}>Cost (optional)</h3>
      <div className={styles.fieldGrid}>
        <Money name="land" label="Land value" {...field} />
        <Money name="cpsf" label="Building cost per sq ft" hint="To rebuild it new today" {...field} />
      </div>
    </>
  );
}

/** The after-repair value, for renovation loans' borrowing limits. */
export function RenovationInputs({ field }: { field: FieldBinding }) {
  return (
    <>
      <h3 className={styles.subTitle}>Renovation (optional)</h3>
      <Money name="arv" label="After-repair value, if you plan to renovate" {...field} />
    </>
  );
}
