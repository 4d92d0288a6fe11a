/*
 * Bindings between an application's answers and MISMO elements, written once and read both ways:
 * the export walks them with the answers to write the XML, the import walks them with the XML to
 * fill answers back in. Answers are reached through typed lenses (`answersOf<permanent.Answers>()
 * .at('typeOfMortgage').at('loanAmount')`), so a field renamed or removed in its step breaks the
 * build here instead of silently leaving the export (docs/decisions/0037-mismo-3.4-export.md).
 */

import type { XmlElement } from './xml.ts';

/** A place in the answers: keys and list positions. */
export type Path = readonly (string | number)[];

type Defined<T> = Exclude<T, undefined | null>;
// Distributed over unions, so a group that takes one of several shapes (a co-borrower or none)
// offers every shape's keys.
type KeyOf<T> =
  Defined<T> extends infer D
    ? D extends readonly unknown[]
      ? never
      : D extends unknown
        ? Extract<keyof D, string>
        : never
    : never;
type ChildOf<T, K> =
  Defined<T> extends infer D ? (D extends unknown ? (K extends keyof D ? D[K] : never) : never) : never;
type ItemOf<T> = Defined<T> extends readonly (infer I)[] ? I : never;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A typed way into the answers: read one value, or write it into an answers object being built. */
export class Lens<T> {
  constructor(readonly path: Path) {}

  at<K extends KeyOf<T>>(key: K): Lens<ChildOf<T, K>> {
    return new Lens([...this.path, key]);
  }

  item(index: number): Lens<ItemOf<T>> {
    return new Lens([...this.path, index]);
  }

  read(root: unknown): unknown {
    let node = root;
    for (const key of this.path) {
      if (typeof key === 'number') node = Array.isArray(node) ? node[key] : undefined;
      else node = isRecord(node) ? node[key] : undefined;
    }
    return node;
  }

  write(root: Record<string, unknown>, value: unknown): void {
    let node: Record<string, unknown> | unknown[] = root;
    this.path.forEach((key, index) => {
      const last = index === this.path.length - 1;
      const next = this.path[index + 1];
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      if (typeof container[key] !== 'object' || container[key] === null)
        container[key] = typeof next === 'number' ? [] : {};
      node = container[key] as Record<string, unknown> | unknown[];
    });
  }

  /** 'assetsAndLiabilities.accounts.*.balance': where the lens points, lists standing for every entry. */
  get pattern(): string {
    return this.path.map((key) => (typeof key === 'number' ? '*' : key)).join('.');
  }
}

/** The root of an application's answers, typed by its flow's `Answers`. */
export function answersOf<TAnswers>(): Lens<TAnswers> {
  return new Lens([]);
}

/**
 * How an answer is written as a MISMO data point and read back. When the text does not give the
 * answer back exactly (MISMO has one word for several of ours, or rounds it), the export also
 * keeps the answer in its extension, so nothing is lost.
 */
export interface Codec {
  readonly out: (value: unknown) => string | undefined;
  readonly in: (text: string) => unknown;
}

const plain = (value: unknown): string | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
};

export const codecs = {
  text: { out: plain, in: (text: string) => text } satisfies Codec,
  /** Whole digits as MISMO counts them ("3"); anything else is left out of the element. */
  count: {
    out: (value: unknown) => {
      const text = plain(value)?.replace(/,/g, '');
      return text !== undefined && /^\d+$/.test(text) ? String(Number(text)) : undefined;
    },
    in: (text: string) => text,
  } satisfies Codec,
  /** Dollars as MISMO writes amounts ("1850.00"); answers keep whole dollars as typed digits. */
  amount: {
    out: (value: unknown) => {
      const text = plain(value)?.replace(/[$,\s]/g, '');
      return text !== undefined && /^\d+(\.\d+)?$/.test(text) ? Number(text).toFixed(2) : undefined;
    },
    in: (text: string) => {
      const amount = Number(text);
      return Number.isFinite(amount) ? String(amount) : text;
    },
  } satisfies Codec,
  /** A percentage as typed ("7.125"). */
  percent: { out: (value: unknown) => plain(value), in: (text: string) => text } satisfies Codec,
  date: {
    out: (value: unknown) => {
      const text = plain(value);
      return text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
    },
    in: (text: string) => text,
  } satisfies Codec,
  /** A yes/no answer as a MISMO indicator. */
  yesNo: {
    out: (value: unknown) => (value === 'yes' ? 'true' : value === 'no' ? 'false' : undefined),
    in: (text: string) => (text === 'true' ? 'yes' : text === 'false' ? 'no' : ''),
  } satisfies Codec,
  /** A ticked box as a MISMO indicator. */
  check: {
    out: (value: unknown) => (value === true ? 'true' : value === false ? 'false' : undefined),
    in: (text: string) => text === 'true',
  } satisfies Codec,
  /** Ten digits as MISMO writes a US telephone number. */
  phone: {
    out: (value: unknown) => {
      const digits = plain(value)?.replace(/\D/g, '');
      return digits !== undefined && digits.length === 10 ? digits : undefined;
    },
    in: (text: string) => text,
  } satisfies Codec,
  /** A tax id without its dashes. */
  digits: {
    out: (value: unknown) => plain(value)?.replace(/\D/g, '') || undefined,
    in: (text: string) => text,
  } satisfies Codec,
};

/** One of our choices in MISMO's enumeration; several of ours may share one of MISMO's. */
export function enumCodec(table: Readonly<Record<string, string>>): Codec {
  const back = new Map<string, string[]>();
  for (const [ours, theirs] of Object.entries(table)) back.set(theirs, [...(back.get(theirs) ?? []), ours]);
  return {
    out: (value) => (typeof value === 'string' ? table[value] : undefined),
    in: (text) => back.get(text)?.[0] ?? '',
  };
}

/** A MISMO tree bound to answers. */
export type Node =
  | {
      readonly kind: 'element';
      readonly name: string;
      readonly label?: string;
      readonly attributes?: Readonly<Record<string, string>>;
      /** Written whenever its parent is, even with no answer inside (a party's role). */
      readonly always?: boolean;
      readonly children: readonly Node[];
    }
  | { readonly kind: 'point'; readonly name: string; readonly lens: Lens<unknown>; readonly codec: Codec }
  | { readonly kind: 'fixed'; readonly name: string; readonly text: string }
  | {
      readonly kind: 'computed';
      readonly name: string;
      readonly value: (answers: unknown) => string | undefined;
    }
  | { readonly kind: 'derived'; readonly write: (answers: unknown) => readonly XmlElement[] }
  | {
      readonly kind: 'list';
      readonly lens: Lens<readonly unknown[]>;
      readonly label: string;
      readonly item: (entry: Lens<never>, index: number) => Node;
    }
  | { readonly kind: 'when'; readonly test: (answers: unknown) => boolean; readonly node: Node };

/** A container element; written only when something bound inside it has an answer. */
export function el(
  name: string,
  children: readonly Node[],
  options: { label?: string; attributes?: Readonly<Record<string, string>>; always?: boolean } = {},
): Node {
  return { kind: 'element', name, children, ...options };
}

/** A data point holding one answer. */
export function point<T>(name: string, lens: Lens<T>, codec: Codec = codecs.text): Node {
  return { kind: 'point', name, lens: lens, codec };
}

/** A data point with fixed words (a role, a type): written with its container, never read back. */
export function fixed(name: string, text: string): Node {
  return { kind: 'fixed', name, text };
}

/** A data point worked out from several answers (months at an address): written, never read back. */
export function computed(name: string, value: (answers: unknown) => string | undefined): Node {
  return { kind: 'computed', name, value };
}

/** Elements worked out from the answers (a dependant per age typed): written, never read back. */
export function derived(write: (answers: unknown) => readonly XmlElement[]): Node {
  return { kind: 'derived', write };
}

/** One element per entry of a list; each entry's element is labelled `<label>_<n>`. */
export function list<T>(
  lens: Lens<readonly T[] | T[] | undefined>,
  label: string,
  item: (entry: Lens<T>, index: number) => Node,
): Node {
  return {
    kind: 'list',
    lens: lens,
    label,
    item: item,
  };
}

/** A node written only for some answers (a refinance's details); read back whenever it is there. */
export function when(test: (answers: unknown) => boolean, node: Node): Node {
  return { kind: 'when', test, node };
}

/** A test for `when`: the answer at `lens` is one of `values`. */
export function is<T>(lens: Lens<T>, ...values: readonly T[]): (answers: unknown) => boolean {
  return (answers) => values.includes(lens.read(answers) as T);
}

/** The answer at `lens` as trimmed text; '' when it is blank or not text. */
export function textAt(lens: Lens<unknown>, answers: unknown): string {
  const value = lens.read(answers);
  return typeof value === 'string' ? value.trim() : '';
}

/** A dollar answer as a number ("$1,850" is 1850); undefined when blank or not an amount. */
export function dollarsAt(lens: Lens<unknown>, answers: unknown): number | undefined {
  const typed = textAt(lens, answers).replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : undefined;
}

/** A yearly dollar answer as MISMO's monthly amount ("110.00"), for a `computed` data point. */
export function monthlyFrom(lens: Lens<string | undefined>): (answers: unknown) => string | undefined {
  return (answers) => {
    const yearly = dollarsAt(lens, answers);
    return yearly === undefined ? undefined : (yearly / 12).toFixed(2);
  };
}

/** A choice written as the words its option shows (a loan program's name): MISMO free text that reads back exactly. */
export function optionWords(options: readonly { readonly value: string; readonly label: string }[]): Codec {
  return enumCodec(Object.fromEntries(options.map((option) => [option.value, option.label])));
}
