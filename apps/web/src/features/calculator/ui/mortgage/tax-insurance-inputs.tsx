import { PMI_DROP_LTV } from '@northgate/loan-math';
import { loanAmounts } from '../../mortgage-model.ts';
import * as styles from '../calculator.css.ts';
import { Money, Percent, Segmented } from '../inputs.tsx';
import { propertyTaxIn, type MortgageSectionProps } from './mortgage-form.ts';

const TAX_UNIT_OPTIONS = [
  { value: 'percent', label: 'Percent of value' },
  { value: 'amount', label: 'Dollars' },
];

/** Property tax (percent of value or dollars), insurance, HOA dues and PMI. */
export function TaxInsuranceInputs({ settings: s, field }: MortgageSectionProps) {
  const { set } = field;
  return (
    <>
      <h3 className={styles.subTitle}>Taxes, insurance and dues</h3>
      <div className={styles.fieldGrid}>
        {s.taxUnit === 'percent' ? (
          <Percent name="tax" label="Property tax per year" {...field} />
        ) : (
          <Money name="tax" label="Property tax per year" {...field} />
        )}
        <Money name="ins" label="Home insurance per year" {...field} />
        <Money name="hoa" label="HOA dues per month" {...field} />
        <Percent
          name="pmi"
          label="PMI per year"
          hint={`Of the loan; charged while the balance is above ${PMI_DROP_LTV * 100}% of the value.`}
          {...field}
        />
      </div>
      <Segmented
        name="taxUnit"
        legend="Enter property tax as"
        value={s.taxUnit}
        onChange={(v) => {
          set('tax', propertyTaxIn(v, s, loanAmounts(s)));
          set('taxUnit', v);
        }}
        options={TAX_UNIT_OPTIONS}
      />
    </>
  );
}
