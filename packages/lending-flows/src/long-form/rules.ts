import { field, type FieldOption } from '@northgate/form-engine/core';
import { optionalChoice, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askList, type Words } from '../shared/ask.ts';
import { list } from '../shared/rules.ts';

const listLength = (value: unknown) => (Array.isArray(value) ? value.length : 0);

// Rules only the long form's steps use (internal: not exported by the package).

export interface ScheduleOptions {
  /** Key of the list of entries on the step ('securities'). */
  readonly list: string;
  /** Key of the checkbox that says there are none ('noSecurities'). */
  readonly none: string;
  readonly entry: v.GenericSchema;
  readonly max: number;
  /** The list as the step asks for it (its legend): 'Stocks, bonds and funds you own'. */
  readonly question: string;
  readonly hint?: string;
  /** What one entry is called: 'Holding' titles them 'Holding 1', 'Holding 2'. */
  readonly itemNoun: string;
  /** The box's words: 'I have no securities'. */
  readonly noneLabel: string;
  /** The entries in words, for 'Add at most 10 …' ('securities'). */
  readonly noun: string;
  /** Shown on the list when it is empty and the box is not ticked. */
  readonly missing: string;
  /** Shown on the box when it is ticked and entries are listed. */
  readonly contradicted: string;
}

/**
 * A schedule of the personal financial statement (properties, securities, policies, accounts):
 * a list of entries and a box that says there are none. Exactly one of the two must answer, so a
 * borrower can never pass the step without saying which: Next with no entries and the box unticked
 * is refused on the list, the box ticked with entries listed is refused on the box. Both are
 * declared: the list (hidden while the box is ticked and nothing is listed) and the box.
 */
export function schedule(options: ScheduleOptions) {
  return {
    fields: {
      [options.list]: askList(list(options.entry, options.max, options.noun), {
        question: options.question,
        ...(options.hint !== undefined && { hint: options.hint }),
        itemNoun: options.itemNoun,
        // Kept in view (with the message) when the box is ticked and entries are listed.
        when: ({ step }) => !(step[options.none] === true && listLength(step[options.list]) === 0),
      }),
      [options.none]: ask('check', v.optional(v.boolean(), false), { question: options.noneLabel }),
    },
    checks: [
      requiredWhen(
        options.list,
        [options.none],
        (input) => input[options.none] === true || listLength(input[options.list]) > 0,
        options.missing,
      ),
      // Reported even while an entry has problems of its own: the box says there is nothing to fix.
      requiredWhen(
        options.none,
        [],
        (input) => input[options.none] !== true || listLength(input[options.list]) === 0,
        options.contradicted,
      ),
    ],
  } as const;
}

/**
 * A choice asked only while `words.when` holds, and then required (a `requiredWhen` on the entry
 * says so): its own rule lets it be blank, yet the step does not mark it optional.
 */
export function askChoiceWhen(
  options: readonly FieldOption[],
  words: Words & { when: NonNullable<Words['when']> },
) {
  return field(optionalChoice(options), { kind: 'choice', options, ...words });
}

/** What a cleared answer holds: an empty list, blank text, or null for a group of answers. */
const cleared = (value: unknown) => (Array.isArray(value) ? [] : typeof value === 'object' ? null : '');

/**
 * Clears answers that were typed but no longer apply (a home's value after switching to
 * "Rent"), so what is submitted never carries them. Runs only on valid values; the draft keeps
 * everything as typed in case the borrower switches back.
 */
export function dropUnasked<T extends Record<string, unknown>>(
  rules: readonly { readonly fields: readonly (keyof T & string)[]; readonly asked: (input: T) => boolean }[],
) {
  return v.transform((input: T): T => {
    const output: Record<string, unknown> = { ...input };
    for (const rule of rules) {
      if (rule.asked(input)) continue;
      for (const field of rule.fields) output[field] = cleared(input[field]);
    }
    return output as T;
  });
}
