/**
 * The property estimator's form state: the strings the borrower types (and the comparable sales
 * as rows of strings), converted to and from the typed settings the model and the URL use. Pure.
 */
import { CONDITIONS, type Comparable, type Condition } from '../../estimator/approaches.ts';
import {
  decodeComps,
  encodeComps,
  ESTIMATOR_DEFAULTS,
  type EstimatorSettings,
} from '../../estimator-model.ts';
import { parseToolSearch, type ToolSearch } from '../../tool-search.ts';
import type { FieldBinding, FormValues } from '../inputs.tsx';

/** Every setting the estimator owns in the URL. */
export const KEYS = [
  'address',
  ...Object.keys(ESTIMATOR_DEFAULTS).filter((k) => k !== 'comps'),
  'comps',
] as (keyof EstimatorSettings)[];
/** The settings typed in plain fields; the comparable sales have their own rows. */
const FORM_KEYS = KEYS.filter((k) => k !== 'comps');
/** The settings with nothing entered (the URL leaves these out). */
export const URL_DEFAULTS: EstimatorSettings = { ...ESTIMATOR_DEFAULTS, address: '' };

/** What every input section gets: the settings (which decide what shows) and the typed values. */
export interface EstimatorSectionProps {
  settings: EstimatorSettings;
  field: FieldBinding;
}

/** One comparable sale as typed. */
export type CompForm = Record<'price' | 'sqft' | 'beds' | 'baths' | 'yearBuilt', string> & {
  condition: Condition;
};
export const emptyComp = (): CompForm => ({
  price: '',
  sqft: '',
  beds: '',
  baths: '',
  yearBuilt: '',
  condition: 'average',
});

export const capitalize = (word: string) => word[0]?.toUpperCase() + word.slice(1);
export const CONDITION_OPTIONS = CONDITIONS.map((c) => ({ value: c, label: capitalize(c) }));

/** The form's first values: the URL's settings as text, blank where nothing was entered (0). */
export function toForm(search: ToolSearch): FormValues {
  const source = { ...ESTIMATOR_DEFAULTS, ...search } as Record<
    string,
    string | number | boolean | undefined
  >;
  const form: FormValues = {};
  for (const key of FORM_KEYS) {
    const value = source[key];
    form[key] =
      value === undefined || value === 0
        ? key === 'evac' || key === 'units'
          ? String(value ?? '')
          : ''
        : String(value);
  }
  return form;
}

/** The URL's comparable sales as rows of text; one empty row when there are none. */
export function toCompForms(search: ToolSearch): CompForm[] {
  const decoded = decodeComps(search.comps ?? '');
  return decoded.length > 0
    ? decoded.map((c) => ({
        price: String(c.price),
        sqft: String(c.sqft),
        beds: String(c.beds),
        baths: String(c.baths),
        yearBuilt: c.yearBuilt ? String(c.yearBuilt) : '',
        condition: c.condition,
      }))
    : [emptyComp()];
}

/** Parses the typed values (and the usable comparable sales) through the URL's schema, then fills defaults. */
export function toSettings(form: FormValues, comps: readonly CompForm[]): EstimatorSettings {
  const encoded = encodeComps(
    comps.map((c): Comparable => ({
      price: Number(c.price) || 0,
      sqft: Number(c.sqft) || 0,
      beds: Number(c.beds) || 0,
      baths: Number(c.baths) || 0,
      yearBuilt: Number(c.yearBuilt) || 0,
      condition: c.condition,
    })),
  );
  const parsed = parseToolSearch({ ...form, comps: encoded });
  const defined = Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter(
      ([key, value]) => value !== undefined && (KEYS as string[]).includes(key),
    ),
  );
  return { ...URL_DEFAULTS, ...defined };
}
