import * as styles from '../calculator.css.ts';
import { Money, NumberInput, Percent, type FieldBinding } from '../inputs.tsx';

/**
 * Discount points and lender fees: they cost cash at closing and raise the APR. With the rate
 * quoted without points, the results show whether buying them pays before the loan ends.
 */
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
        <Percent
          name="par"
          label="Rate without points"
          hint="Optional: the rate quoted with no points, to see the break-even"
          {...field}
        />
        <NumberInput
          name="keep"
          label="Years before you sell or refinance"
          decimal
          hint="How long you expect to keep this loan"
          {...field}
        />
      </div>
    </>
  );
}
