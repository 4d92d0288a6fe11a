/**
 * The mortgage calculator's form state: the strings the borrower types, converted to and from the
 * typed settings the model computes with (and the URL carries). Pure, so it is tested directly.
 */
import { MORTGAGE_DEFAULTS, type MortgageResult, type MortgageSettings } from '../../mortgage-model.ts';
import { parseToolSearch, type ToolSearch } from '../../tool-search.ts';
import type { FieldBinding, FormValues } from '../inputs.tsx';

/** Every setting the calculator owns in the URL. */
export const KEYS = [...Object.keys(MORTGAGE_DEFAULTS), 'start'] as (keyof MortgageSettings)[];

/** What every input section gets: the settings (which decide what shows) and the typed values. */
export interface MortgageSectionProps {
  settings: MortgageSettings;
  field: FieldBinding;
}

/** The form's first values: the URL's settings over the defaults, as text. */
export function toForm(search: ToolSearch, start: string): FormValues {
  const form: FormValues = {};
  const source = { ...MORTGAGE_DEFAULTS, start, ...search } as Record<
    string,
    string | number | boolean | undefined
  >;
  for (const key of KEYS) form[key] = String(source[key] ?? '');
  // Optional: empty until the borrower enters a quote.
  if (form.par === '0') form.par = '';
  return form;
}

/** Parses the typed values through the same schema as the URL (clamping), then fills defaults. */
export function toSettings(form: FormValues, start: string): MortgageSettings {
  const parsed = parseToolSearch(form);
  const defined = Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter(
      ([key, value]) => value !== undefined && (KEYS as string[]).includes(key),
    ),
  );
  return { ...MORTGAGE_DEFAULTS, start, ...defined };
}

/** The down payment re-expressed in `unit`, so switching units keeps the same down payment. */
export function downPaymentIn(
  unit: string,
  result: Pick<MortgageResult, 'downPaymentCents' | 'valueCents'>,
): string {
  const cents = result.downPaymentCents;
  if (unit === 'amount') return String(cents / 100);
  return result.valueCents > 0 ? String(Number(((cents / result.valueCents) * 100).toFixed(3))) : '0';
}

/** The property tax re-expressed in `unit` (dollars a year or percent of value), keeping the same tax. */
export function propertyTaxIn(
  unit: string,
  settings: MortgageSettings,
  result: Pick<MortgageResult, 'valueCents'>,
): string {
  if (unit === 'amount') return String(Math.round((result.valueCents * settings.tax) / 100) / 100);
  return result.valueCents > 0
    ? String(Number(((settings.tax * 10_000) / result.valueCents).toFixed(3)))
    : '0';
}
