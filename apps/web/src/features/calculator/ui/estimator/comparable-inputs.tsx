import { Select } from '@northgate/ui';
import type { Dispatch, SetStateAction } from 'react';
import { MAX_COMPARABLES } from '../../estimator/approaches.ts';
import * as styles from '../calculator.css.ts';
import { Money, NumberInput } from '../inputs.tsx';
import { CONDITION_OPTIONS, emptyComp, type CompForm } from './estimator-form.ts';

/** Up to MAX_COMPARABLES recent sales, each added and removed as a card. */
export function ComparableInputs({
  comps,
  setComps,
}: {
  comps: CompForm[];
  setComps: Dispatch<SetStateAction<CompForm[]>>;
}) {
  const setComp = (index: number, key: keyof CompForm, value: string) =>
    setComps((prev) => prev.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  return (
    <>
      <h3 className={styles.subTitle}>Sales comparison (optional)</h3>
      <p className={styles.note}>
        Up to {MAX_COMPARABLES} recent sales of similar nearby properties, from a listing site or your agent.
      </p>
      {comps.map((c, i) => (
        <fieldset key={i} className={styles.compCard}>
          <legend className={styles.legend}>Comparable sale {i + 1}</legend>
          <div className={styles.fieldGrid}>
            <Money
              name={`comp${i}-price`}
              label="Sale price"
              form={{ [`comp${i}-price`]: c.price }}
              set={(_, v) => setComp(i, 'price', v)}
            />
            <NumberInput
              name={`comp${i}-sqft`}
              label="Sq ft"
              form={{ [`comp${i}-sqft`]: c.sqft }}
              set={(_, v) => setComp(i, 'sqft', v)}
            />
            <NumberInput
              name={`comp${i}-beds`}
              label="Bedrooms"
              form={{ [`comp${i}-beds`]: c.beds }}
              set={(_, v) => setComp(i, 'beds', v)}
            />
            <NumberInput
              name={`comp${i}-baths`}
              label="Bathrooms"
              decimal
              form={{ [`comp${i}-baths`]: c.baths }}
              set={(_, v) => setComp(i, 'baths', v)}
            />
            <NumberInput
              name={`comp${i}-year`}
              label="Year built"
              form={{ [`comp${i}-year`]: c.yearBuilt }}
              set={(_, v) => setComp(i, 'yearBuilt', v)}
            />
          </div>
          <Select
            id={`calc-comp${i}-cond`}
            name={`comp${i}-cond`}
            label="Condition"
            placeholder={null}
            width="full"
            value={c.condition}
            onValueChange={(v) => setComp(i, 'condition', v)}
            options={CONDITION_OPTIONS}
          />
          {comps.length > 1 && (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => setComps((prev) => prev.filter((_, j) => j !== i))}
            >
              Remove comparable {i + 1}
            </button>
          )}
        </fieldset>
      ))}
      {comps.length < MAX_COMPARABLES && (
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => setComps((prev) => [...prev, emptyComp()])}
        >
          Add a comparable sale
        </button>
      )}
    </>
  );
}
