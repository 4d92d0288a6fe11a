import type * as v from 'valibot';
import {
  contextAt,
  isAnswerDeclaration,
  itemTitleOf,
  stepDeclarations,
  textOf,
  type AnswerDeclaration,
  type FieldContext,
  type FieldKind,
} from './fields.ts';
import { isMaskedValue } from './sensitive.ts';

/*
 * A step's answers as rows of words, read from the field declarations: the question each field
 * asked (or its declared short label) and the answer formatted as the field showed it. A review
 * page, a printed copy and a staff screen all list these rows, so they read the same.
 */

/** One answer in words. */
export interface AnswerRow {
  /** Where the answer sits in the step's values, dotted (`owners.0.ssn`). */
  readonly path: string;
  /** The field's declared short label, or its question. */
  readonly label: string;
  /** The titles of the groups, lists and list entries the answer sits in, outermost first ("Other owners", "Owner 2"). */
  readonly within: readonly string[];
  readonly value: string;
  /** A hidden answer (`value` shows at most its last four characters). */
  readonly masked?: true;
  /** A hidden answer staff may reveal, one at a time and recorded (its field is `revealable`). */
  readonly revealable?: true;
  /** A picture that goes with the answer (a drawn signature, as a data URL). */
  readonly image?: string;
}

/**
 * Who reads the rows, which decides what sensitive answers show:
 * - `owner`, the person who typed them: `revealable` answers masked, `masked` ones in full;
 * - `copy`, a printed copy or a staff screen: `revealable` and `masked` answers masked;
 * - `notice`, an email or a log: every sensitive answer left out.
 * A `neverShown` answer is left out for everyone.
 */
export type Audience = 'owner' | 'copy' | 'notice';

/** An answer's words, or words and a picture; undefined when there is nothing to show. */
export type FormattedAnswer = string | { readonly text: string; readonly image?: string } | undefined;

export type AnswerFormatter = (value: unknown, declaration: AnswerDeclaration) => FormattedAnswer;

export interface AnswerTexts {
  readonly yes: string;
  readonly no: string;
  /** A hidden answer, with its last four characters when it shows them. */
  readonly onFile: (lastFour: string | undefined) => string;
  readonly uploaded: string;
  readonly signed: string;
}

export const defaultAnswerTexts: AnswerTexts = {
  yes: 'Yes',
  no: 'No',
  onFile: (lastFour) => (lastFour === undefined ? 'On file' : `On file, ending ${lastFour}`),
  uploaded: 'Uploaded',
  signed: 'Signed',
};

export interface AnswerRowOptions {
  readonly audience?: Audience;
  /** Formatters by kind, over the defaults (US English: $1,250, March 4, 2026, (212) 555-0199). */
  readonly formats?: Partial<Record<FieldKind, AnswerFormatter>>;
  readonly texts?: Partial<AnswerTexts>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const plainText = (value: unknown): string | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
};

const DIGITS = /^\d+(\.\d+)?$/;
/**
 * Formatters made on first use: the first Intl object a page makes loads the browser's locale data
 * (about 20 ms on a laptop, four times that on a phone), and a flow's first step shows no answers.
 */
function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}
const dollars = (fractions: number) =>
  onFirstUse(
    () =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: fractions,
        maximumFractionDigits: fractions,
      }),
  );
const wholeDollars = dollars(0);
const centDollars = dollars(2);
const grouped = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }));
const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

/** Digits as typed (commas allowed) as a number; undefined for anything else. */
function numberOf(value: unknown): number | undefined {
  const text = plainText(value)?.replace(/,/g, '');
  return text !== undefined && DIGITS.test(text) ? Number(text) : undefined;
}

function optionLabel(value: unknown, declaration: AnswerDeclaration, texts: AnswerTexts): string | undefined {
  const text = plainText(value);
  if (text === undefined) return undefined;
  const option = declaration.options?.find((entry) => entry.value === text);
  if (option !== undefined) return option.label;
  if (declaration.kind === 'yesNo') return text === 'yes' ? texts.yes : text === 'no' ? texts.no : text;
  return text;
}

function defaultFormats(texts: AnswerTexts): Record<FieldKind, AnswerFormatter> {
  return {
    text: plainText,
    longText: plainText,
    email: plainText,
    url: plainText,
    taxId: plainText,
    code: plainText,
    year: plainText,
    phone: (value) => {
      const text = plainText(value);
      const digits = text?.replace(/\D/g, '');
      return digits?.length === 10
        ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
        : text;
    },
    money: (value) => {
      const amount = numberOf(value);
      if (amount === undefined) return plainText(value);
      return (Number.isInteger(amount) ? wholeDollars : centDollars)().format(amount);
    },
    percent: (value) => {
      const amount = numberOf(value);
      return amount === undefined ? plainText(value) : `${grouped().format(amount)}%`;
    },
    number: (value) => {
      const amount = numberOf(value);
      return amount === undefined ? plainText(value) : grouped().format(amount);
    },
    date: (value) => {
      const text = plainText(value);
      if (text === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
      const date = new Date(`${text}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? text : longDate().format(date);
    },
    choice: (value, declaration) => optionLabel(value, declaration, texts),
    yesNo: (value, declaration) => optionLabel(value, declaration, texts),
    choices: (value, declaration) => {
      const list = Array.isArray(value) ? value : [];
      const labels = list
        .map((item) => optionLabel(item, declaration, texts))
        .filter((label) => label !== undefined);
      return labels.length === 0 ? undefined : labels.join(', ');
    },
    // A box left unticked says nothing the reader needs ("I have none": No); a ticked one reads Yes.
    check: (value) => (value === true ? texts.yes : value === false ? undefined : plainText(value)),
    address: (value) => {
      if (!isRecord(value)) return plainText(value);
      const parts = Object.values(value)
        .map(plainText)
        .filter((part) => part !== undefined);
      return parts.length === 0 ? undefined : parts.join(', ');
    },
    signature: (value) =>
      isRecord(value) && Object.values(value).some((part) => plainText(part)) ? texts.signed : undefined,
    file: (value) => (plainText(value) === undefined ? undefined : texts.uploaded),
  };
}

const lastFourOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? /(\d{4})$/.exec(value.trim())?.[1] : undefined;

/** Whether an answer of this sensitivity is read by this audience in full, masked, or not at all. */
function visibility(declaration: AnswerDeclaration, audience: Audience): 'full' | 'masked' | 'left out' {
  switch (declaration.sensitivity) {
    case undefined:
      return 'full';
    case 'neverShown':
      return 'left out';
    case 'masked':
      return audience === 'owner' ? 'full' : audience === 'copy' ? 'masked' : 'left out';
    case 'revealable':
      return audience === 'notice' ? 'left out' : 'masked';
  }
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** One answered field of a step, as typed: where it sits, its declaration and its value. */
export interface AnswerEntry {
  /** Where the answer sits in the step's values, split (`['owners', '0', 'ssn']`). */
  readonly path: readonly string[];
  readonly declaration: AnswerDeclaration;
  readonly value: unknown;
  readonly context: FieldContext;
  /** The titles of the groups, lists and list entries it sits in, outermost first. */
  readonly within: readonly string[];
}

/**
 * Every non-blank answer of a step that its declarations show for these answers (a field whose
 * `when` is false, or inside a group or list whose `when` is false, is left out), in declaration
 * order, as typed. `answerRows` reads these in words; an export reads their values.
 */
export function answerEntries(schema: v.GenericSchema | undefined, values: unknown): AnswerEntry[] {
  const declarations = stepDeclarations(schema);
  const step = isRecord(values) ? values : {};
  const entries: AnswerEntry[] = [];

  const walk = (value: unknown, path: string[], within: string[]) => {
    const pattern = path.map((part) => (/^\d+$/.test(part) ? '*' : part)).join('.');
    const declaration = declarations.byPattern.get(pattern);
    const context: FieldContext = contextAt(step, path);
    if (declaration?.when !== undefined && !declaration.when(context)) return;

    if (isAnswerDeclaration(declaration)) {
      if (!isBlank(value)) entries.push({ path, declaration, value, context, within });
      return;
    }
    if (declaration?.kind === 'list') {
      if (!Array.isArray(value)) return;
      const name = textOf(declaration.label ?? declaration.question, context);
      value.forEach((item, index) => {
        const title = itemTitleOf(declaration, index, isRecord(item) ? item : {});
        walk(item, [...path, String(index)], [...within, ...(name === undefined ? [] : [name]), title]);
      });
      return;
    }
    const title = declaration?.kind === 'group' ? textOf(declaration.title, context) : undefined;
    const inside = title === undefined ? within : [...within, title];
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)], inside));
      return;
    }
    if (!isRecord(value)) return;
    for (const key of declarations.keysOf.get(pattern) ?? []) {
      if (Object.hasOwn(value, key)) walk(value[key], [...path, key], inside);
    }
  };

  walk(step, [], []);
  return entries;
}

/** Every answered field of one step as rows, in the order the step declares its fields. */
export function answerRows(
  schema: v.GenericSchema | undefined,
  values: unknown,
  options: AnswerRowOptions = {},
): AnswerRow[] {
  const texts = { ...defaultAnswerTexts, ...options.texts };
  const formats = { ...defaultFormats(texts), ...options.formats };
  const audience = options.audience ?? 'owner';
  return answerEntries(schema, values).flatMap(
    ({ path, declaration, value, context, within }): AnswerRow[] => {
      const shown = visibility(declaration, audience);
      if (shown === 'left out') return [];
      const label = textOf(declaration.label, context) ?? textOf(declaration.question, context) ?? '';
      const base = { path: path.join('.'), label, within };
      if (shown === 'masked' || isMaskedValue(value)) {
        const lastFour =
          declaration.shows === 'nothing'
            ? undefined
            : isMaskedValue(value)
              ? value.lastFour
              : lastFourOf(value);
        return [
          {
            ...base,
            value: texts.onFile(lastFour),
            masked: true as const,
            ...(declaration.sensitivity === 'revealable' && { revealable: true as const }),
          },
        ];
      }
      const formatted = formats[declaration.kind](value, declaration);
      if (formatted === undefined) return [];
      if (typeof formatted === 'string') return [{ ...base, value: formatted }];
      return [
        { ...base, value: formatted.text, ...(formatted.image !== undefined && { image: formatted.image }) },
      ];
    },
  );
}

/** How a sensitive answer reads to this audience: the words a hidden one shows, or undefined when left out. */
export function maskedWords(
  declaration: AnswerDeclaration,
  value: unknown,
  audience: Audience,
  texts: AnswerTexts = defaultAnswerTexts,
): { readonly shown: 'full' | 'masked' | 'left out'; readonly words?: string } {
  const shown = visibility(declaration, audience);
  if (shown !== 'masked') return { shown };
  const lastFour =
    declaration.shows === 'nothing' ? undefined : isMaskedValue(value) ? value.lastFour : lastFourOf(value);
  return { shown, words: texts.onFile(lastFour) };
}

/** Answers that sit together: under the same group and list entries ("Unit 2"), in order. */
export interface AnswerSection<TRow extends Pick<AnswerRow, 'within'> = AnswerRow> {
  /** The titles the rows sit under, outermost first; empty for the step's own answers. */
  readonly within: readonly string[];
  readonly rows: readonly TRow[];
}

/** The rows cut into runs that sit under the same titles, for a heading above each run. */
export function answerSections<TRow extends Pick<AnswerRow, 'within'>>(
  rows: readonly TRow[],
): AnswerSection<TRow>[] {
  const sections: { within: readonly string[]; rows: TRow[] }[] = [];
  for (const row of rows) {
    const last = sections[sections.length - 1];
    if (last !== undefined && last.within.join('\u0000') === row.within.join('\u0000')) last.rows.push(row);
    else sections.push({ within: row.within, rows: [row] });
  }
  return sections;
}
