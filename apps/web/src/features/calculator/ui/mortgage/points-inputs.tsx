import * as styles from '../calculator.css.ts';
import { Money, NumberInput, type FieldBinding } from '../inputs.tsx';

/** Discount points and lender fees: they cost cash at closing and raise the APR. */
export function PointsInputs({ field }: { field: FieldBinding }) {
  return (
    <>
      <h3 className={styles.subTitle}>Points and closing costs</h3>
      <div className={styles.fieldGrid}>
        <NumberInput
          name="points"
          label="Discount points"
          decimal
          hint="1 point = 1% of the loan"
          {...field}
        />
        <Money name="fees" label="Lender fees (prepaid finance charges)" {...field} />
      </div>
    </>
  );
}
