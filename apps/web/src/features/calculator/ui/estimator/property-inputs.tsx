import { Select, TextField } from '@northgate/ui';
import { PROPERTY_KINDS } from '../../estimator/reconcile.ts';
import * as styles from '../calculator.css.ts';
import { NumberInput } from '../inputs.tsx';
import { capitalize, CONDITION_OPTIONS, type EstimatorSectionProps } from './estimator-form.ts';

const PROPERTY_KIND_OPTIONS = PROPERTY_KINDS.map((k) => ({ value: k, label: capitalize(k) }));

/** The subject property: address, type, size, age and condition. */
export function PropertyInputs({ settings, field }: EstimatorSectionProps) {
  const { form, set } = field;
  return (
    <>
      <TextField
        id="calc-address"
        name="address"
        label="Property address"
        hint="Street, city, state and ZIP, for example 120 Main St, Austin, TX 78701"
        autoComplete="street-address"
        maxLength={200}
        allowPaste
        value={form.address ?? ''}
        onValueChange={(v) => set('address', v)}
      />
      <Select
        id="calc-ptype"
        name="ptype"
        label="Property type"
        placeholder={null}
        width="full"
        value={settings.ptype}
        onValueChange={(v) => set('ptype', v)}
        options={PROPERTY_KIND_OPTIONS}
      />
      <div className={styles.fieldGrid}>
        <NumberInput name="sqft" label="Living area (sq ft)" {...field} />
        <NumberInput name="beds" label="Bedrooms" {...field} />
        <NumberInput name="baths" label="Bathrooms" decimal hint="A half bath counts 0.5" {...field} />
        <NumberInput name="yb" label="Year built" {...field} />
        <NumberInput name="units" label="Units" {...field} />
      </div>
      <Select
        id="calc-cond"
        name="cond"
        label="Condition"
        placeholder={null}
        width="full"
        value={settings.cond}
        onValueChange={(v) => set('cond', v)}
        options={CONDITION_OPTIONS}
      />
    </>
  );
}
