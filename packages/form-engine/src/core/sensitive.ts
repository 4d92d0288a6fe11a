import * as v from 'valibot';

/**
 * Sensitive fields: answers (identity numbers, birth dates) that the server keeps but never
 * sends back in full. A field is marked where its schema is declared, with `sensitive()`; the
 * engine finds every marked field of a step from its schema (`sensitiveFields`), so no list of
 * names lives anywhere else. On the way out a marked value becomes a `MaskedValue`; on the way
 * in a `MaskedValue` sent back unchanged is replaced with the value it stands for.
 */

/** How much of a sensitive value the borrower may see again: its last four characters, or nothing. */
export type SensitiveReveal = 'lastFour' | 'nothing';

const SENSITIVE_KEY = 'formEngineSensitive';
const FIELDS_KEY = 'formEngineFieldsOf';

/** Marks a field's schema as sensitive; validation is unchanged. */
export function sensitive<TSchema extends v.GenericSchema>(schema: TSchema, reveal: SensitiveReveal) {
  return v.pipe(schema, v.metadata({ [SENSITIVE_KEY]: reveal }));
}

/**
 * For a schema that validates through another one out of sight (inside a transform or a
 * check): names the schema whose fields it holds, so marked fields inside it are still found.
 */
export function fieldsOf(schema: v.GenericSchema) {
  return v.metadata({ [FIELDS_KEY]: schema });
}

/** What the server sends for a sensitive value it holds: that one is on file, and its last four. */
export interface MaskedValue {
  readonly masked: true;
  /** The last four digits, for fields that reveal them. */
  readonly lastFour?: string;
  /** Names the stored value among the draft's others, without revealing it. */
  readonly ref: string;
}

export function isMaskedValue(value: unknown): value is MaskedValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate.masked === true &&
    typeof candidate.ref === 'string' &&
    (candidate.lastFour === undefined || typeof candidate.lastFour === 'string')
  );
}

/** A path from a step's values to a field; '*' stands for every item of a list. */
export type FieldPattern = readonly string[];

export interface SensitiveField {
  readonly pattern: FieldPattern;
  readonly reveal: SensitiveReveal;
}

interface SchemaShape {
  type?: string;
  kind?: string;
  entries?: Record<string, unknown>;
  item?: unknown;
  wrapped?: unknown;
  options?: readonly unknown[];
  pipe?: readonly { kind?: string; type?: string; metadata?: Record<string, unknown> }[];
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

function metadataOf(shape: SchemaShape, key: string): unknown {
  for (const item of shape.pipe ?? []) {
    if (item.kind === 'metadata' && item.metadata !== undefined && key in item.metadata)
      return item.metadata[key];
    // A pipe inside a pipe (`sensitive(v.pipe(…))` keeps the inner one as its first item).
    if (item.kind === 'schema' && item !== shape) {
      const inner = metadataOf(item, key);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

function sensitiveReveal(shape: SchemaShape): SensitiveReveal | undefined {
  const reveal = metadataOf(shape, SENSITIVE_KEY);
  return reveal === 'lastFour' || reveal === 'nothing' ? reveal : undefined;
}

/** Calls `visit` on the schema and every schema it holds for a field, with where that field sits. */
function walk(schema: unknown, at: string[], visit: (schema: v.GenericSchema, at: string[]) => void): void {
  if (typeof schema !== 'object' || schema === null) return;
  const shape = schema as SchemaShape;
  visit(schema as v.GenericSchema, at);
  const held = metadataOf(shape, FIELDS_KEY);
  if (held !== undefined) walk(held, at, visit);
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

/** Every field the schema marks sensitive, with where it sits in the values. */
export function sensitiveFields(schema: v.GenericSchema | undefined): readonly SensitiveField[] {
  const found = new Map<string, SensitiveField>();
  walk(schema, [], (node, at) => {
    const reveal = sensitiveReveal(node);
    const key = at.join('.');
    if (reveal !== undefined && at.length > 0 && !found.has(key))
      found.set(key, { pattern: [...at], reveal });
  });
  return [...found.values()];
}

/** Each value at `pattern` in `values`, with its concrete path. */
function valuesAt(
  values: unknown,
  pattern: FieldPattern,
  at: string[] = [],
): { path: string[]; value: unknown }[] {
  if (pattern.length === 0) return [{ path: at, value: values }];
  if (typeof values !== 'object' || values === null) return [];
  const [head, ...rest] = pattern as [string, ...string[]];
  if (head === '*') {
    if (!Array.isArray(values)) return [];
    return values.flatMap((item, index) => valuesAt(item, rest, [...at, String(index)]));
  }
  if (Array.isArray(values) || !Object.hasOwn(values, head)) return [];
  return valuesAt((values as Record<string, unknown>)[head], rest, [...at, head]);
}

/** A copy of plain data (objects and lists copied, everything else shared). */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyOf(item)]));
}

/** Replaces the value at `path` in place (the path exists: it came from valuesAt). */
function setAt(values: unknown, path: readonly string[], replacement: unknown): void {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], values);
  (parent as Record<string, unknown>)[path[path.length - 1]!] = replacement;
}

/** Nothing on file: a blank or missing answer is sent as it is. */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Names a stored value without revealing it (the server's keyed hash of the value). The same
 * value must give the same ref for as long as the draft is kept.
 */
export type ValueRef = (value: unknown) => string;

function maskedValue(value: unknown, reveal: SensitiveReveal, ref: ValueRef): MaskedValue {
  const lastFour = typeof value === 'string' ? /(\d{4})$/.exec(value)?.[1] : undefined;
  return reveal === 'lastFour' && lastFour !== undefined
    ? { masked: true, lastFour, ref: ref(value) }
    : { masked: true, ref: ref(value) };
}

/** The step's values with each sensitive answer replaced by a `MaskedValue`. */
export function maskValues(
  schema: v.GenericSchema | undefined,
  values: Record<string, unknown>,
  ref: ValueRef,
): Record<string, unknown> {
  const fields = sensitiveFields(schema);
  if (fields.length === 0) return values;
  const masked = copyOf(values) as Record<string, unknown>;
  for (const field of fields) {
    for (const { path, value } of valuesAt(masked, field.pattern)) {
      if (isBlank(value) || isMaskedValue(value)) continue;
      setAt(masked, path, maskedValue(value, field.reveal, ref));
    }
  }
  return masked;
}

/** The step's values with each sensitive answer blanked (''), for copies that must not hold them. */
export function withoutSensitive(
  schema: v.GenericSchema | undefined,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const fields = sensitiveFields(schema);
  if (fields.length === 0) return values;
  const blanked = copyOf(values) as Record<string, unknown>;
  for (const field of fields)
    for (const { path } of valuesAt(blanked, field.pattern)) setAt(blanked, path, '');
  return blanked;
}

/**
 * The step's incoming values with each `MaskedValue` at a sensitive field replaced by the
 * stored value it names (looked for among the stored values of the same field, so a list
 * reordered on the device still gets each person's own number). A masked value that names
 * nothing stored keeps the value stored at the same place of a field outside any list (it
 * changed on another device since); inside a list it becomes blank, to be entered again.
 * What is returned never holds a `MaskedValue` at a sensitive field.
 */
export function restoreMaskedValues(
  schema: v.GenericSchema | undefined,
  incoming: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  ref: ValueRef,
): Record<string, unknown> {
  const fields = sensitiveFields(schema);
  if (fields.length === 0) return incoming;
  const restored = copyOf(incoming) as Record<string, unknown>;
  for (const field of fields) {
    const masked = valuesAt(restored, field.pattern).filter(({ value }) => isMaskedValue(value));
    if (masked.length === 0) continue;
    // Each stored value's ref, worked out once (the first of equal values wins).
    const byRef = new Map<string, unknown>();
    const byPath = new Map<string, unknown>();
    for (const candidate of valuesAt(stored ?? {}, field.pattern)) {
      if (isBlank(candidate.value) || isMaskedValue(candidate.value)) continue;
      const key = ref(candidate.value);
      if (!byRef.has(key)) byRef.set(key, candidate.value);
      byPath.set(candidate.path.join('.'), candidate.value);
    }
    const inList = field.pattern.includes('*');
    for (const { path, value } of masked) {
      const named = byRef.get((value as MaskedValue).ref);
      const samePlace = inList ? undefined : byPath.get(path.join('.'));
      setAt(restored, path, named ?? samePlace ?? '');
    }
  }
  return restored;
}

/** Dot paths (`owners.1.ssn`) of the sensitive fields that hold a `MaskedValue` in `values`. */
export function maskedPaths(schema: v.GenericSchema | undefined, values: unknown): ReadonlySet<string> {
  const paths = new Set<string>();
  for (const field of sensitiveFields(schema)) {
    for (const { path, value } of valuesAt(values, field.pattern)) {
      if (isMaskedValue(value)) paths.add(path.join('.'));
    }
  }
  return paths;
}
