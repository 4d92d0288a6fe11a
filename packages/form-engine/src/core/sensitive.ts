import type * as v from 'valibot';
import {
  isAnswerDeclaration,
  stepDeclarations,
  type FieldPattern,
  type MaskShows,
  type Sensitivity,
} from './fields.ts';

/**
 * Sensitive answers: a field declares its sensitivity (`field(schema, { sensitivity })`, see
 * fields.ts), and everything that sends, prints or exports answers reads it from there, so no
 * list of names lives anywhere else. On the way out a `revealable` answer becomes a
 * `MaskedValue`; on the way in a `MaskedValue` sent back unchanged is replaced with the value it
 * stands for.
 */

/** What the server sends for a sensitive value it holds: that one is on file, and its last four. */
export interface MaskedValue {
  readonly masked: true;
  /** The last four digits, for fields that show them. */
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

export interface SensitiveField {
  readonly pattern: FieldPattern;
  readonly sensitivity: Sensitivity;
  readonly shows: MaskShows;
}

/** Every field the schema declares sensitive (of the given sensitivities: all by default), with where it sits. */
export function sensitiveFields(
  schema: v.GenericSchema | undefined,
  of: readonly Sensitivity[] = ['masked', 'revealable', 'neverShown'],
): readonly SensitiveField[] {
  const found: SensitiveField[] = [];
  for (const [key, declaration] of stepDeclarations(schema).byPattern) {
    if (!isAnswerDeclaration(declaration) || declaration.sensitivity === undefined) continue;
    if (!of.includes(declaration.sensitivity)) continue;
    found.push({
      pattern: key.split('.'),
      sensitivity: declaration.sensitivity,
      shows: declaration.shows ?? 'lastFour',
    });
  }
  return found;
}

/** The fields whose answers are never sent back in full, not even to their owner. */
const heldBack = (schema: v.GenericSchema | undefined) => sensitiveFields(schema, ['revealable']);

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

function maskedValue(value: unknown, shows: MaskShows, ref: ValueRef): MaskedValue {
  const lastFour = typeof value === 'string' ? /(\d{4})$/.exec(value)?.[1] : undefined;
  return shows === 'lastFour' && lastFour !== undefined
    ? { masked: true, lastFour, ref: ref(value) }
    : { masked: true, ref: ref(value) };
}

/** The step's values with each `revealable` answer replaced by a `MaskedValue`. */
export function maskValues(
  schema: v.GenericSchema | undefined,
  values: Record<string, unknown>,
  ref: ValueRef,
): Record<string, unknown> {
  const fields = heldBack(schema);
  if (fields.length === 0) return values;
  const masked = copyOf(values) as Record<string, unknown>;
  for (const field of fields) {
    for (const { path, value } of valuesAt(masked, field.pattern)) {
      if (isBlank(value) || isMaskedValue(value)) continue;
      setAt(masked, path, maskedValue(value, field.shows, ref));
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
  const fields = heldBack(schema);
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
  for (const field of heldBack(schema)) {
    for (const { path, value } of valuesAt(values, field.pattern)) {
      if (isMaskedValue(value)) paths.add(path.join('.'));
    }
  }
  return paths;
}
