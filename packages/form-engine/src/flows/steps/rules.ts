import { US_STATES } from '@northgate/ui/address-fieldset/us-states.ts';
import { messages } from '@northgate/ui/validation/messages.ts';
import { requiredString } from '@northgate/ui/validation/rules.ts';
import * as v from 'valibot';

/**
 * Field rules the application steps share (design/flow-fields.md, "Shared conventions"). Values
 * arrive as the ui fields store them: money and counts as digit strings (the fields show the
 * commas), dates as ISO YYYY-MM-DD, phone numbers and tax ids as bare digits.
 */

export interface ChoiceEntry {
  readonly value: string;
  readonly label: string;
}

export const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** One of the listed values; blank, missing or foreign all read 'The value is required'. */
export function choice(options: readonly ChoiceEntry[]) {
  return v.picklist(
    options.map((option) => option.value),
    messages.choiceRequired,
  );
}

/** One of the listed values, or blank. */
export function optionalChoice(options: readonly ChoiceEntry[]) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value === '' || options.some((option) => option.value === value), messages.choiceRequired),
  );
}

/**
 * A number as the money, count and rate fields store it ('300000', '7.5'), for arithmetic;
 * 0 when blank or not a number. Commas are ignored.
 */
export function amountOf(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const cleaned = value.replace(/,/g, '').trim();
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : 0;
}

/** The largest amount any money field takes: $10 billion. */
export const MAX_DOLLARS = 10_000_000_000;
const WHOLE = /^\d+$/;
const stripCommas = (value: string) => value.replace(/,/g, '').trim();

interface AmountLimits {
  readonly min?: number;
  readonly max?: number;
  /** Shown when the amount is below `min` (default: 'Enter an amount above $0' for min 1). */
  readonly minMessage?: string;
}

function amountChecks(limits: AmountLimits, format: RegExp, formatMessage: string) {
  const { min = 0, max = MAX_DOLLARS } = limits;
  return [
    v.check<string, string>((value) => value === '' || format.test(value), formatMessage),
    v.check<string, string>(
      (value) => value === '' || !format.test(value) || Number(value) >= min,
      limits.minMessage ?? (min === 1 ? 'Enter an amount above $0' : `Enter at least ${min.toLocaleString('en-US')}`),
    ),
    v.check<string, string>(
      (value) => value === '' || !format.test(value) || Number(value) <= max,
      messages.maxValue(max),
    ),
  ] as const;
}

/** Required whole dollars, stored as digits. */
export function dollars(limits: AmountLimits = {}) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform(stripCommas),
    v.nonEmpty(messages.required),
    ...amountChecks(limits, WHOLE, 'Enter a whole dollar amount'),
  );
}

/** Whole dollars that may be left blank. */
export function optionalDollars(limits: AmountLimits = {}) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform(stripCommas),
    ...amountChecks(limits, WHOLE, 'Enter a whole dollar amount'),
  );
}

/** A required count (units, bedrooms, years) between min and max. */
export function count(limits: { min: number; max: number }) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform(stripCommas),
    v.nonEmpty(messages.required),
    v.regex(WHOLE, 'Enter a whole number'),
    v.check((value) => Number(value) >= limits.min, `Enter ${limits.min} or more`),
    v.check((value) => Number(value) <= limits.max, messages.maxValue(limits.max)),
  );
}

/** A count that may be left blank. */
export function optionalCount(limits: { min: number; max: number }) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform(stripCommas),
    v.check((value) => value === '' || WHOLE.test(value), 'Enter a whole number'),
    v.check((value) => value === '' || Number(value) >= limits.min, `Enter ${limits.min} or more`),
    v.check((value) => value === '' || Number(value) <= limits.max, messages.maxValue(limits.max)),
  );
}

/** A required percentage from min to max, up to three decimals (ownership shares). */
export function percentage(limits: { min: number; max: number }) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(/^\d{1,3}(\.\d{1,3})?$/, 'Enter a percentage such as 50 or 33.333'),
    v.check((value) => Number(value) >= limits.min, `Enter at least ${limits.min}%`),
    v.check((value) => Number(value) <= limits.max, `Enter at most ${limits.max}%`),
  );
}

// ---- Dates (ISO YYYY-MM-DD, compared as strings in the borrower's calendar) ----

/** Today as YYYY-MM-DD in local time; `now` is injectable for tests. */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The ISO date `years` years before `iso` (Feb 29 falls back to Feb 28). */
export function yearsBefore(iso: string, years: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year - years, month - 1, day));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

interface DateRule {
  /** Fails when the date breaks it; receives today's ISO date. */
  readonly test: (value: string, today: string) => boolean;
  readonly message: string;
}

export const inThePast: DateRule = { test: (value, today) => value <= today, message: 'Enter a date in the past' };
export const inTheFuture: DateRule = { test: (value, today) => value > today, message: 'Enter a date in the future' };
export const adult: DateRule = {
  test: (value, today) => value <= yearsBefore(today, 18) && value >= yearsBefore(today, 120),
  message: 'You must be 18 or older to apply',
};

/** Reports the first of `rules` the date breaks (a blank date is left to the required check). */
function dateRules(rules: readonly DateRule[]) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === '' || !isRealDate(dataset.value)) return;
    const today = isoToday();
    const broken = rules.find((rule) => !rule.test(dataset.value, today));
    if (broken) addIssue({ message: broken.message });
  });
}

/** A required ISO date that passes every rule. */
export function date(...rules: DateRule[]) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty<string, string>(messages.choiceRequired),
    v.check<string, string>(isRealDate, 'Enter a real date'),
    dateRules(rules),
  );
}

/** An ISO date that may be left blank; when given it passes every rule. */
export function optionalDate(...rules: DateRule[]) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.check<string, string>((value) => value === '' || isRealDate(value), 'Enter a real date'),
    dateRules(rules),
  );
}

// ---- People, phones and tax ids ----

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '’.-]*$/u;

/** A person's first or last name: 1–50 letters, spaces and ' - . */
export function personName() {
  return v.pipe(requiredString({ max: 50 }), v.regex(NAME_PATTERN, "Use letters, spaces and ' - . only"));
}

// North American numbering plan: area code and exchange never start with 0 or 1.
export const NANP_PHONE = /^[2-9]\d{2}[2-9]\d{6}$/;
const phoneMessage = 'Enter a 10-digit US phone number';

export function usPhone() {
  return v.pipe(v.optional(v.string(), ''), v.nonEmpty(messages.required), v.regex(NANP_PHONE, phoneMessage));
}

export function optionalUsPhone() {
  return v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value === '' || NANP_PHONE.test(value), phoneMessage),
  );
}

// SSA never issues area 000, 666 or 9xx, group 00 or serial 0000; ITINs start with 9 and use
// the IRS's middle-digit ranges.
const SSN = /^(?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4}$/;
const ITIN = /^9\d{2}(5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\d{4}$/;
const EIN = /^\d{9}$/;

/** A Social Security number or ITIN, nine digits without dashes. */
export function ssnOrItin() {
  return v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty(messages.required),
    v.check((value) => SSN.test(value) || ITIN.test(value), 'Enter a valid Social Security number or ITIN'),
  );
}

/** An employer identification number, nine digits without the dash. */
export function ein() {
  return v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty(messages.required),
    v.regex(EIN, 'Enter the 9-digit EIN, for example 12-3456789'),
  );
}

// ---- Addresses ----

const stateCodes = US_STATES.map((state) => state.value);

/** A US postal address as the ui AddressFieldset stores it. */
export function address() {
  return v.object({
    street: requiredString({ max: 100 }),
    unit: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(20, messages.maxLength(20))),
    city: requiredString({ max: 50 }),
    state: v.picklist(stateCodes, messages.choiceRequired),
    zip: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(messages.required),
      v.regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
    ),
  });
}

export const emptyAddress = { street: '', unit: '', city: '', state: '', zip: '' };

/** Free text the borrower writes: trimmed, at most `max` characters. */
export function optionalText(max: number) {
  return v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, messages.maxLength(max)));
}

/**
 * Reports `message` on `field` when `holds` fails for the step's values: the rule for a field
 * that is required only after another answer (an explanation after a Yes), or that must agree
 * with another (shares adding up to 100%). It waits while any field it reads has a problem of its
 * own, so a borrower never gets two messages for one mistake.
 */
export function requiredWhen(
  field: string,
  reads: readonly string[],
  holds: (input: Record<string, unknown>) => boolean,
  message: string,
) {
  const watched = new Set([field, ...reads]);
  return v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
    if (typeof dataset.value !== 'object' || dataset.value === null) return;
    const input = dataset.value as Record<string, unknown>;
    const readsHaveIssues = dataset.issues?.some((issue) => {
      const key = issue.path?.[0]?.key;
      return typeof key === 'string' && watched.has(key);
    });
    if (readsHaveIssues || holds(input)) return;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }],
    });
  }) as v.GenericPipeAction;
}

/** A drawn signature (PNG data URL) and the typed legal name, as the ui SignaturePad stores them. */
export function signature() {
  return v.object({
    image: v.pipe(
      v.optional(v.string(), ''),
      v.nonEmpty('Sign in the box, or sign with your typed name'),
      v.startsWith('data:image/png;base64,', 'Sign in the box, or sign with your typed name'),
      v.maxLength(500_000, 'That signature is too large; clear it and sign again'),
    ),
    legalName: requiredString({ max: 100 }),
  });
}

export const emptySignature = { image: '', legalName: '' };

/**
 * Validates `field` with `schema` only while `applies` holds, reporting each problem at its own
 * path (`projectAddress.zip`, `owners.1.name`). It is for answers that are objects or lists (an
 * address, a list of entries) shown only after a Yes, which `requiredWhen` cannot reach into;
 * while they are hidden, nothing they hold can stop the borrower.
 */
export function checkWhen(
  field: string,
  applies: (input: Record<string, unknown>) => boolean,
  schema: v.GenericSchema,
) {
  return v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    const values = input as Record<string, unknown>;
    if (!applies(values)) return;
    const result = v.safeParse(schema, values[field]);
    if (result.success) return;
    for (const issue of result.issues) {
      const at: v.IssuePathItem = {
        type: 'object',
        origin: 'value',
        input: values,
        key: field,
        value: values[field],
      };
      addIssue({ message: issue.message, path: [at, ...(issue.path ?? [])] });
    }
  }) as v.GenericPipeAction;
}
