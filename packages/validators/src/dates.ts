import * as v from 'valibot';
import { messages } from './messages.ts';

/** Dates as the ui date field stores them: ISO YYYY-MM-DD, compared as strings in the borrower's calendar. */

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

export interface DateRule {
  /** Fails when the date breaks it; receives today's ISO date. */
  readonly test: (value: string, today: string) => boolean;
  readonly message: string;
}

export const inThePast: DateRule = {
  test: (value, today) => value <= today,
  message: 'Enter a date in the past',
};
export const inTheFuture: DateRule = {
  test: (value, today) => value > today,
  message: 'Enter a date in the future',
};
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
    v.optional(v.string(messages.mustBeText), ''),
    v.nonEmpty<string, string>(messages.choiceRequired),
    v.check<string, string>(isRealDate, 'Enter a real date'),
    dateRules(rules),
  );
}

/** An ISO date that may be left blank; when given it passes every rule. */
export function optionalDate(...rules: DateRule[]) {
  return v.pipe(
    v.optional(v.string(messages.mustBeText), ''),
    v.check<string, string>((value) => value === '' || isRealDate(value), 'Enter a real date'),
    dateRules(rules),
  );
}
