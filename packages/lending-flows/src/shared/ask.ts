import {
  field,
  reword as rewordField,
  type FieldContext,
  type FieldKind,
  type FieldOption,
  type FieldText,
  type MaskShows,
  type Sensitivity,
} from '@northgate/form-engine/core';
import { choice, messages, optionalChoice, yesNo } from '@northgate/validators';
import * as v from 'valibot';

/*
 * How a Northgate step declares a field: the rule (from @northgate/validators or the step's own)
 * and the question in the borrower's words, once. The step screen draws the field from this
 * (`StepField` in ../react), and the review page, the PDF copy, the back office, the staff email
 * and the MISMO export all read the same declaration.
 */

/** How the input looks on the step: read by `StepField` in ../react, never by a reading of the answer. */
export interface InputLook {
  /** The autocomplete token ('given-name', 'off'). */
  readonly autoComplete?: string;
  readonly width?: 'full' | 'medium' | 'short' | 'code';
  /** Choices as radio buttons side by side (yes/no questions are, by default). */
  readonly inline?: boolean;
  /** A choice as radio buttons rather than a dropdown. */
  readonly control?: 'select' | 'radio';
  /** Which tax id a `taxId` field takes. */
  readonly taxId?: 'ssn' | 'ein';
  /** A number field that takes decimals ('7.5'). */
  readonly decimal?: boolean;
  /** A number field that shows thousands commas (the stored value has none). */
  readonly commas?: boolean;
  /**
   * A text field that takes digits only, kept as typed, leading zeros and all: digits that are not
   * a number to add up (a NAICS code, an account's last 4).
   */
  readonly numberOnly?: boolean;
  readonly prefix?: string;
  readonly suffix?: string;
  readonly maxLength?: number;
  /** Earliest and latest dates a date field offers (YYYY-MM-DD). */
  readonly min?: string;
  readonly max?: string;
  /** The text of the empty option of a dropdown (null for none). */
  readonly placeholder?: string | null;
  /** A text field that takes a pasted value (paste is blocked in text fields otherwise). */
  readonly allowPaste?: boolean;
}

/** The words and handling of one field, beside its rule. */
export interface Words {
  /** The question or label, exactly as the step shows it. */
  readonly question: FieldText;
  /** A shorter label for tables of answers, when the question is long. */
  readonly label?: FieldText;
  readonly hint?: FieldText;
  /** May be left blank; a function when that depends on the answers around it. */
  readonly optional?: boolean | ((context: FieldContext) => boolean);
  readonly sensitivity?: Sensitivity;
  readonly shows?: MaskShows;
  /** The field is asked (and its answer read) only when this holds. */
  readonly when?: (context: FieldContext) => boolean;
  /** Where the MISMO export puts the answer. */
  readonly export?: string;
  readonly input?: InputLook;
}

/** A field of `kind` checked by `schema`, asked in `words`. */
export function ask<TSchema extends v.GenericSchema>(kind: FieldKind, schema: TSchema, words: Words) {
  return field(schema, { kind, ...words });
}

/**
 * One of `options`, asked in `words` (a dropdown unless `input.control` says radio); blank allowed
 * when optional. `rule` replaces the rule the words imply: `optionalChoice(options)` for a choice
 * asked only after another answer, which the step's `requiredWhen` requires once it is asked (so
 * the step does not mark it optional), or the literal a variant tells its options apart by.
 */
export function askChoice(
  options: readonly FieldOption[],
  words: Words,
): ReturnType<typeof field<ReturnType<typeof choice> | ReturnType<typeof optionalChoice>>>;
export function askChoice<TSchema extends v.GenericSchema>(
  options: readonly FieldOption[],
  words: Words,
  rule: TSchema,
): ReturnType<typeof field<TSchema>>;
export function askChoice(options: readonly FieldOption[], words: Words, rule?: v.GenericSchema) {
  const schema = rule ?? (words.optional ? optionalChoice(options) : choice(options));
  return field(schema, { kind: 'choice', options, ...words });
}

/**
 * One of `options`, asked only `when` the answers around it call for it: a blank answer passes
 * its rule, and the step's own check (`requiredWhen`) asks for it while it shows, so the step
 * does not mark it optional.
 */
export function askChoiceWhen(
  options: readonly FieldOption[],
  words: Words & { readonly when: (context: FieldContext) => boolean },
) {
  return field(optionalChoice(options), { kind: 'choice', options, ...words });
}

/** A yes or no question: radio buttons side by side. `rule` as for `askChoice`. */
export function askYesNo(
  words: Words,
): ReturnType<typeof field<ReturnType<typeof choice> | ReturnType<typeof optionalChoice>>>;
export function askYesNo<TSchema extends v.GenericSchema>(
  words: Words,
  rule: TSchema,
): ReturnType<typeof field<TSchema>>;
export function askYesNo(words: Words, rule?: v.GenericSchema) {
  const schema = rule ?? (words.optional ? optionalChoice(yesNo) : choice(yesNo));
  return field(schema, { kind: 'yesNo', options: yesNo, ...words, input: { inline: true, ...words.input } });
}

/**
 * Any of `options`, as checkboxes, asked in `words`: none or some of them, each at most once
 * (a step's `requiredWhen` asks for at least one where it must).
 */
export function askChoices(options: readonly FieldOption[], words: Words, rule?: v.GenericSchema) {
  const values = options.map((option) => option.value);
  const schema =
    rule ??
    v.pipe(
      v.optional(v.array(v.picklist(values, messages.choiceRequired)), []),
      v.maxLength(values.length, messages.choiceRequired),
    );
  return field(schema, { kind: 'choices', options, ...words });
}

/** A list of entries, each read under "<itemNoun> <n>" ("Owner 2"), asked as `question`. */
export function askList<TSchema extends v.GenericSchema>(
  schema: TSchema,
  words: {
    question: FieldText;
    label?: FieldText;
    hint?: FieldText;
    itemNoun: string;
    itemTitle?: (index: number, item: Readonly<Record<string, unknown>>) => string;
    when?: (context: FieldContext) => boolean;
  },
) {
  return field(schema, { kind: 'list', ...words });
}

/** An object of answers read under a title ("Co-borrower"). */
export function askGroup<TSchema extends v.GenericSchema>(
  schema: TSchema,
  words: { title: FieldText; when?: (context: FieldContext) => boolean },
) {
  return field(schema, { kind: 'group', ...words });
}

/** A field declared in a shared module, asked in this step's own words. */
export function reword<TSchema extends v.GenericSchema>(schema: TSchema, words: Partial<Words>) {
  return rewordField(schema, words);
}
