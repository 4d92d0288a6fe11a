import type { FocusEvent, ReactNode } from 'react';
import { Fieldset, useFieldIds } from '../field/field.tsx';
import { formatZip, keepDigits } from '../format/number-format.ts';
import { Select } from '../select/select.tsx';
import { TextField } from '../text-field/text-field.tsx';
import * as styles from './address-fieldset.css.ts';
import { US_STATES } from '@northgate/validators';

export interface AddressValue {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_ADDRESS: AddressValue = { street: '', unit: '', city: '', state: '', zip: '' };

export type AddressErrors = Partial<Record<keyof AddressValue, string | undefined>>;

export interface AddressFieldsetProps {
  legend: ReactNode;
  hint?: ReactNode;
  /** Field name prefix; inputs get ids like `${name}.street` so an error summary can link to them. */
  name: string;
  value: AddressValue;
  onValueChange: (value: AddressValue) => void;
  onBlur?: (field: keyof AddressValue, event: FocusEvent<HTMLElement>) => void;
  errors?: AddressErrors;
  disabled?: boolean;
  readOnly?: boolean;
  /** Marks the unit line optional (default) — every other line is required. */
  optionalUnit?: boolean;
}

/**
 * A US postal address: street, unit, city, state and ZIP, each with its own label, browser
 * autofill token and error. ZIP accepts 5 digits or ZIP+4.
 */
export function AddressFieldset({
  legend,
  hint,
  name,
  value,
  onValueChange,
  onBlur,
  errors = {},
  disabled,
  readOnly,
  optionalUnit = true,
}: AddressFieldsetProps) {
  const ids = useFieldIds({ id: `${name}-fieldset`, hint });
  const set = (field: keyof AddressValue) => (next: string) => onValueChange({ ...value, [field]: next });
  const blur = (field: keyof AddressValue) => (event: FocusEvent<HTMLElement>) => onBlur?.(field, event);
  const common = { disabled, readOnly };
  return (
    <Fieldset ids={ids} label={legend} hint={hint}>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <TextField
            {...common}
            id={`${name}.street`}
            name={`${name}.street`}
            label="Street address"
            autoComplete="street-address"
            value={value.street}
            onValueChange={set('street')}
            onBlur={blur('street')}
            error={errors.street}
          />
        </div>
        <div className={styles.wide}>
          <TextField
            {...common}
            id={`${name}.unit`}
            name={`${name}.unit`}
            label="Apartment, suite or unit"
            optional={optionalUnit}
            autoComplete="address-line2"
            width="medium"
            value={value.unit}
            onValueChange={set('unit')}
            onBlur={blur('unit')}
            error={errors.unit}
          />
        </div>
        <TextField
          {...common}
          id={`${name}.city`}
          name={`${name}.city`}
          label="City"
          autoComplete="address-level2"
          value={value.city}
          onValueChange={set('city')}
          onBlur={blur('city')}
          error={errors.city}
        />
        <Select
          {...common}
          id={`${name}.state`}
          name={`${name}.state`}
          label="State"
          autoComplete="address-level1"
          width="full"
          options={[...US_STATES]}
          placeholder="Select a state"
          value={value.state}
          onValueChange={set('state')}
          onBlur={blur('state')}
          error={errors.state}
        />
        <TextField
          {...common}
          id={`${name}.zip`}
          name={`${name}.zip`}
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          width="full"
          value={formatZip(value.zip)}
          onValueChange={(next) => set('zip')(keepDigits(next).slice(0, 9))}
          onBlur={blur('zip')}
          error={errors.zip}
        />
      </div>
    </Fieldset>
  );
}
