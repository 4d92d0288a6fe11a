import { GUARANTOR_SHARE } from '@northgate/lending-policy';
import { requiredWhen } from '@northgate/validators';
import * as v from 'valibot';

/**
 * What the flows share about the other owners of a borrower (the investment entity's co-owners,
 * the business's owners, officers and owning companies): the list rule and the share arithmetic.
 * Every owner listed is a guarantor candidate, so the lists are checked entry by entry.
 */

type Entry = Record<string, unknown> | null;

/** A list of owners: each entry valid, none required, at most `max` (`tooMany` past that). */
export function ownerList<TEntry extends v.GenericSchema>(entry: TEntry, max: number, tooMany: string) {
  return v.pipe(v.optional(v.array(entry), []), v.maxLength(max, tooMany));
}

/** An ownership share as stored ('33.333'), as a number (0 when blank or not a share). */
export function shareOf(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  return /^\d{1,3}(\.\d{1,3})?$/.test(text) ? Number(text) : 0;
}

/** The sum of the `ownershipPct` of each entry, rounded to the three decimals shares have. */
export function listedSharesTotal(entries: unknown): number {
  const list = Array.isArray(entries) ? (entries as unknown[]) : [];
  const total = list.reduce<number>(
    (sum, entry) => sum + shareOf((entry as { ownershipPct?: unknown } | null)?.ownershipPct),
    0,
  );
  return Math.round(total * 1000) / 1000;
}

/**
 * Whether `key` of every entry passes `schema`. Totals are judged only once the amounts they add
 * up are valid, so a borrower fixing one amount is not also told the total is wrong.
 */
export function everyEntryPasses(entries: unknown, key: string, schema: v.GenericSchema): boolean {
  return Array.isArray(entries) && entries.every((entry) => v.is(schema, (entry as Entry)?.[key]));
}

// Owners of this share or more guarantee the loan personally (the lending policy's number).
export { GUARANTOR_SHARE };

/** Whether an owner with this share (as stored, '25') must guarantee the loan. */
export function mustGuarantee(ownershipPct: unknown): boolean {
  return shareOf(ownershipPct) >= GUARANTOR_SHARE;
}

/**
 * The rule for one owner entry: an owner of 20% or more is a guarantor (`isGuarantor` 'yes'),
 * reported on `isGuarantor` once the share and the answer are otherwise valid.
 */
export function guaranteeOfMajorOwner() {
  return requiredWhen(
    'isGuarantor',
    ['ownershipPct'],
    (input) => !mustGuarantee(input.ownershipPct) || input.isGuarantor === 'yes',
    `Every owner of ${GUARANTOR_SHARE}% or more must guarantee the loan`,
  );
}
