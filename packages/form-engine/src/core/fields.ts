import * as v from 'valibot';

/**
 * Field declarations: what a field asks, in the words the person filling it in reads, declared
 * once beside the field's schema. The step screen draws the field from it, and everything that
 * later shows the answer (a review page, a copy, an export) reads the same declaration, so the
 * question is never re-typed and a label is never made up from a key.
 */

/** What kind of answer a field holds: how it is drawn and how its answer reads. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'url'
  | 'phone'
  | 'money'
  | 'percent'
  | 'number'
  | 'year'
  | 'date'
  | 'choice'
  | 'choices'
  | 'yesNo'
  | 'check'
  | 'taxId'
  | 'address'
  | 'signature'
  | 'file'
  | 'code';

/** One option of a choice: what is stored, and the words it is offered in. */
export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

/** Where a field sits when its words or visibility are worked out. */
export interface FieldContext {
  /** Every answer of the field's step, as typed. */
  readonly step: Readonly<Record<string, unknown>>;
  /** The object holding the field: the step's values, a group or a list item. */
  readonly parent: Readonly<Record<string, unknown>>;
  /** The positions of the list items the field sits in, outermost first (0-based). */
  readonly indexes: readonly number[];
}

/** Words, fixed or worked out from the answers around the field ("Purchase price" on a purchase). */
export type FieldText = string | ((context: FieldContext) => string);

/**
 * How carefully an answer is kept out of sight:
 * - `masked`: the person sees it while typing and on their own review; every copy (a PDF, a
 *   staff screen) shows at most its last four characters, and notices and logs leave it out
 *   (an account number);
 * - `revealable`: after entry it is never sent back in full, not even to its owner; staff may
 *   reveal it one at a time, and each reveal is recorded (an SSN, a date of birth);
 * - `neverShown`: used once and never shown again anywhere (a one-time code).
 */
export type Sensitivity = 'masked' | 'revealable' | 'neverShown';

/** What a hidden answer still shows: its last four characters, or nothing. */
export type MaskShows = 'lastFour' | 'nothing';

interface DeclarationBase {
  /** Hides the field (and its answer in every reading) unless this holds. */
  readonly when?: (context: FieldContext) => boolean;
}

/** One answer: the question as asked, and how to draw and read it. */
export interface AnswerDeclaration extends DeclarationBase {
  readonly kind: FieldKind;
  /** The question or label as the step shows it: the words every copy of the answer repeats. */
  readonly question: FieldText;
  /** A shorter label for tables of answers, when the question is long. */
  readonly label?: FieldText;
  readonly hint?: FieldText;
  /** The options of a choice (`choice`, `choices`, `yesNo`), in the words they are offered in. */
  readonly options?: readonly FieldOption[];
  /**
   * The field may be left blank (the step marks it "optional"); a function when that depends on
   * the answers around it (a detail required only for "Other").
   */
  readonly optional?: boolean | ((context: FieldContext) => boolean);
  readonly sensitivity?: Sensitivity;
  /** What a hidden answer still shows (default `lastFour`). */
  readonly shows?: MaskShows;
  /** Where a lender's export puts the answer (e.g. a MISMO data point), for the export's own checks. */
  readonly export?: string;
  /** How the app's input should look (autocomplete token, width, radio or select…): app-defined. */
  readonly input?: object;
}

/** An object of answers read together under a title ("Co-borrower"); its fields say the rest. */
export interface GroupDeclaration extends DeclarationBase {
  readonly kind: 'group';
  readonly title?: FieldText;
}

/** A list of entries (owners, properties): each entry is read under its own title ("Unit 2"). */
export interface ListDeclaration extends DeclarationBase {
  readonly kind: 'list';
  /** What the list holds, as the step asks for it ("Your other properties"). */
  readonly question: FieldText;
  /** A shorter name for the list where its entries are read back, when the question is long. */
  readonly label?: FieldText;
  readonly hint?: FieldText;
  /** What one entry is called: "Unit" titles the entries "Unit 1", "Unit 2". */
  readonly itemNoun: string;
  /** The title of the entry at `index` (0-based), when "<itemNoun> <n>" would not do. */
  readonly itemTitle?: (index: number, item: Readonly<Record<string, unknown>>) => string;
}

/** The title of a list's entry at `index` (0-based): "Unit 2". */
export function itemTitleOf(
  list: ListDeclaration,
  index: number,
  item: Readonly<Record<string, unknown>>,
): string {
  return list.itemTitle?.(index, item) ?? `${list.itemNoun} ${index + 1}`;
}

export type FieldDeclaration = AnswerDeclaration | GroupDeclaration | ListDeclaration;

/** A change to a declared field's words or handling where one form asks it its own way. */
export type FieldRewording = Partial<Omit<AnswerDeclaration, 'kind'>> | Partial<GroupDeclaration>;

const FIELD_KEY = 'formEngineField';

/** Declares a field on its schema; validation is unchanged. */
export function field<TSchema extends v.GenericSchema>(schema: TSchema, declaration: FieldDeclaration) {
  return v.pipe(schema, v.metadata({ [FIELD_KEY]: declaration }));
}

/**
 * A field declared elsewhere (a shared person or address rule), asked in other words here: the
 * changes apply over the declaration the schema already carries.
 */
export function reword<TSchema extends v.GenericSchema>(schema: TSchema, changes: FieldRewording) {
  return v.pipe(schema, v.metadata({ [FIELD_KEY]: changes }));
}

export const isAnswerDeclaration = (
  declaration: FieldDeclaration | undefined,
): declaration is AnswerDeclaration =>
  declaration !== undefined && declaration.kind !== 'group' && declaration.kind !== 'list';

interface SchemaShape {
  type?: string;
  kind?: string;
  key?: string;
  entries?: Record<string, unknown>;
  item?: unknown;
  wrapped?: unknown;
  options?: readonly unknown[];
  pipe?: readonly (SchemaShape & { metadata?: Record<string, unknown> })[];
}

/** The declaration a schema carries: every `field` and `reword` along its pipes, inner first. */
export function fieldDeclaration(schema: unknown): FieldDeclaration | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  let merged: Record<string, unknown> | undefined;
  for (const item of (schema as SchemaShape).pipe ?? []) {
    let part: unknown;
    if (item.kind === 'metadata') part = item.metadata?.[FIELD_KEY];
    // A pipe inside a pipe keeps the inner schema as its first item, with its own declarations.
    else if (item.kind === 'schema' && item !== schema) part = fieldDeclaration(item);
    if (typeof part === 'object' && part !== null) merged = { ...merged, ...part };
  }
  return merged !== undefined && typeof merged.kind === 'string'
    ? (merged as unknown as FieldDeclaration)
    : undefined;
}

const WRAPPER_TYPES = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'non_optional',
  'undefinedable',
]);
const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);
const COMBINED_TYPES = new Set(['union', 'variant', 'intersect']);
export const FIELDS_OF_KEY = 'formEngineFieldsOf';

/**
 * For a schema that validates through another one out of sight (inside a transform or a
 * check): names the schema whose fields it holds, so the fields declared in it are still found.
 */
export function fieldsOf<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.metadata<unknown, { readonly [FIELDS_OF_KEY]: TSchema }>({ [FIELDS_OF_KEY]: schema });
}

function heldSchema(shape: SchemaShape): unknown {
  for (const item of shape.pipe ?? []) {
    if (item.kind === 'metadata' && item.metadata?.[FIELDS_OF_KEY] !== undefined)
      return item.metadata[FIELDS_OF_KEY];
    if (item.kind === 'schema' && item !== shape) {
      const inner = heldSchema(item);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/** A path from a step's values to a field; '*' stands for every item of a list. */
export type FieldPattern = readonly string[];

/** Calls `visit` on the schema and every schema it holds for a field, with where that field sits. */
function walk(schema: unknown, at: string[], visit: (schema: v.GenericSchema, at: string[]) => void): void {
  if (typeof schema !== 'object' || schema === null) return;
  const shape = schema as SchemaShape;
  visit(schema as v.GenericSchema, at);
  const held = heldSchema(shape);
  // A schema that names the schema it holds takes its value in out of sight (`v.unknown()`): only
  // the held schema says what the field is, so its own inside is not walked.
  if (held !== undefined) return walk(held, at, visit);
  const type = shape.type ?? '';
  if (OBJECT_TYPES.has(type) && shape.entries !== undefined) {
    for (const [key, entry] of Object.entries(shape.entries)) walk(entry, [...at, key], visit);
  } else if (type === 'array' && shape.item !== undefined) {
    walk(shape.item, [...at, '*'], visit);
  } else if (WRAPPER_TYPES.has(type)) {
    walk(shape.wrapped, at, visit);
  } else if (COMBINED_TYPES.has(type)) {
    for (const option of shape.options ?? []) walk(option, at, visit);
  }
}

/**
 * Every schema a step's schema holds, each with the field it checks (the step itself at []):
 * through objects, lists ('*'), optional wrappers, unions and `fieldsOf`.
 */
export function fieldSchemas(
  schema: v.GenericSchema | undefined,
): readonly { pattern: FieldPattern; schema: v.GenericSchema }[] {
  const found: { pattern: FieldPattern; schema: v.GenericSchema }[] = [];
  walk(schema, [], (node, at) => found.push({ pattern: at, schema: node }));
  return found;
}

/** A declared field of a step, where it sits. */
export interface DeclaredField {
  readonly pattern: FieldPattern;
  readonly declaration: FieldDeclaration;
}

/** The declared fields of a step, by pattern ('owners.*.name'), in the order the schema declares them. */
export interface StepDeclarations {
  readonly byPattern: ReadonlyMap<string, FieldDeclaration>;
  /** Each object's field keys in declaration order, by the object's pattern ('' for the step). */
  readonly keysOf: ReadonlyMap<string, readonly string[]>;
  /** Every field the schema holds that is a plain value (not an object or list), declared or not. */
  readonly leaves: readonly FieldPattern[];
}

const cache = new WeakMap<object, StepDeclarations>();

const isLeafSchema = (schema: SchemaShape) =>
  !OBJECT_TYPES.has(schema.type ?? '') &&
  schema.type !== 'array' &&
  !WRAPPER_TYPES.has(schema.type ?? '') &&
  !COMBINED_TYPES.has(schema.type ?? '');

/** Every declaration a step's schema carries (the first one found for a field wins across a union's options). */
export function stepDeclarations(schema: v.GenericSchema | undefined): StepDeclarations {
  if (schema === undefined) return { byPattern: new Map(), keysOf: new Map(), leaves: [] };
  const cached = cache.get(schema);
  if (cached !== undefined) return cached;
  const byPattern = new Map<string, FieldDeclaration>();
  const keysOf = new Map<string, string[]>();
  const leaves = new Map<string, FieldPattern>();
  // Inside a declared answer (an address, a signature) the parts are the answer's own business.
  const answers: string[] = [];
  walk(schema, [], (node, at) => {
    const key = at.join('.');
    if (answers.some((answer) => key.startsWith(`${answer}.`))) return;
    if (at.length > 0) {
      const parent = at.slice(0, -1).join('.');
      const siblings = keysOf.get(parent) ?? [];
      if (!siblings.includes(at[at.length - 1]!)) keysOf.set(parent, [...siblings, at[at.length - 1]!]);
    }
    const declaration = fieldDeclaration(node);
    if (declaration !== undefined && !byPattern.has(key)) {
      byPattern.set(key, declaration);
      if (isAnswerDeclaration(declaration)) answers.push(key);
    }
    // A schema validated through another one out of sight is not a value of its own.
    const leaf = isLeafSchema(node) && heldSchema(node) === undefined;
    if (at.length > 0 && (isAnswerDeclaration(declaration) || leaf)) leaves.set(key, at);
  });
  const found: StepDeclarations = { byPattern, keysOf, leaves: [...leaves.values()] };
  cache.set(schema, found);
  return found;
}

/**
 * Forgets what `stepDeclarations` worked out for a schema. Declarations are read once per schema;
 * a test or a tool that changes a schema's declarations in place calls this afterwards.
 */
export function forgetDeclarations(schema: v.GenericSchema | undefined): void {
  if (schema !== undefined) cache.delete(schema);
}

/** `owners.1.name` or ['owners', '1', 'name'] as its pattern, 'owners.*.name'. */
export function patternOf(path: string | readonly string[]): string {
  const parts = typeof path === 'string' ? path.split('.') : path;
  return parts.map((part) => (/^\d+$/.test(part) ? '*' : part)).join('.');
}

/** The declaration of the field at `path` (dotted or split, list positions as numbers) of a step. */
export function declarationAt(
  schema: v.GenericSchema | undefined,
  path: string | readonly string[],
): FieldDeclaration | undefined {
  return stepDeclarations(schema).byPattern.get(patternOf(path));
}

/** Words of a declaration worked out for one place. */
export function textOf(text: FieldText | undefined, context: FieldContext): string | undefined {
  return typeof text === 'function' ? text(context) : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The context of the field at `path` in a step's values: the step, the object holding it, the list positions. */
export function contextAt(stepValues: unknown, path: string | readonly string[]): FieldContext {
  const parts = typeof path === 'string' ? path.split('.') : [...path];
  const step = isRecord(stepValues) ? stepValues : {};
  let parent: unknown = step;
  const indexes: number[] = [];
  for (const part of parts.slice(0, -1)) {
    if (/^\d+$/.test(part)) indexes.push(Number(part));
    parent = Array.isArray(parent) ? parent[Number(part)] : isRecord(parent) ? parent[part] : undefined;
  }
  return { step, parent: isRecord(parent) ? parent : {}, indexes };
}
