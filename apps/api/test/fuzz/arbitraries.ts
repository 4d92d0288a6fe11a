import fc from 'fast-check';

/**
 * Inputs for the fuzz tests: values shaped by an endpoint's (or a step's) own schema, turned into
 * JSON Schema by @valibot/to-json-schema, then hostile mutations of them. Values travel as
 * trees and become JSON text at the end, so a mutation can put in what JSON.stringify cannot:
 * a `__proto__` key, 1e400, ten thousand brackets.
 */

/** The JSON Schema keywords @valibot/to-json-schema writes for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

/** JSON text placed as it is; printed by its label when fast-check reports a counterexample. */
export class RawJson {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {}
  [fc.toStringMethod](): string {
    return `raw(${this.label})`;
  }
}

const raw = (text: string, label = text) => new RawJson(text, label);
const hugeString = (length: number) => raw(JSON.stringify('x'.repeat(length)), `"x" × ${length}`);
const nested = (open: string, close: string, depth: number) =>
  raw(open.repeat(depth) + close.repeat(depth), `${open} × ${depth}`);

const hostileStrings = fc.constantFrom<unknown>(
  '\u0000',
  'Ada\u0000King',
  '\ud800',
  'x\udfffy',
  '\u001b[31m\u0007',
  '',
  ' ',
  '😀'.repeat(50),
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{"$ne":null}',
  hugeString(5_000),
  hugeString(200_001),
);
const hostileNumbers = fc.constantFrom<unknown>(
  raw('1e400'),
  raw('-1e400'),
  raw('123456789012345678901234567890'),
  1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  0.1,
);
const hostileShapes = fc.constantFrom<unknown>(
  nested('[', ']', 40),
  nested('[', ']', 10_000),
  raw(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`, '{"a": × 100'),
  raw('{"__proto__":{"admin":true}}'),
  raw('{"constructor":{"prototype":{"admin":true}}}'),
  raw('{"prototype":{"admin":true}}'),
  raw(`[${Array.from({ length: 12_000 }, () => '0').join(',')}]`, '[0 × 12000]'),
);
const wrongTypes = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 12 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 2 }),
);

/** Any hostile value: bad text, bad numbers, bad shapes, the wrong type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  hostileNumbers,
  hostileShapes,
  wrongTypes,
);

/** Keys an attacker adds: prototype keys, a privilege, noise. */
export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'a\u0000b', '\ud800'),
  fc.string({ maxLength: 12 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      // Mostly plain addresses (fast-check's own are valid by RFC 5322 but rarely by our rule).
      return fc.oneof(
        fc
          .tuple(
            fc.stringMatching(/^[a-z0-9][a-z0-9.+-]{0,14}$/),
            fc.constantFrom('example.test', 'example.com'),
          )
          .map(([local, domain]) => `${local}@${domain}`),
        fc.emailAddress(),
      );
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (schema.pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u'));
    } catch {
      // A pattern fast-check cannot generate from: plain strings instead.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 60)) });
}

const MAX_DEPTH = 6;

/** Values shaped by `schema` (valid or close to it). */
export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options !== undefined) return fc.oneof(...options.map((option) => arbitraryFor(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.properties !== undefined) {
    const model = Object.fromEntries(
      Object.entries(schema.properties).map(([key, property]) => [key, arbitraryFor(property, depth + 1)]),
    );
    return fc.record(model, { requiredKeys: schema.required ?? [] });
  }
  const valueSchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const keys = schema.propertyNames?.enum ?? [];
  const key = keys.length > 0 ? fc.constantFrom(...(keys as string[])) : fc.string({ maxLength: 12 });
  return fc.dictionary(key, arbitraryFor(valueSchema, depth + 1), { maxKeys: 3 });
}

/** What to do to one node of a tree: replace it, or (objects) add a key beside its own. */
export type Mutation = { kind: 'replace'; value: unknown } | { kind: 'addKey'; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  hostileValue.map((value) => ({ kind: 'replace' as const, value })),
  fc.tuple(hostileKey, fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 1 }))).map(([key, value]) => ({
    kind: 'addKey' as const,
    key,
    value,
  })),
);

/** JSON text of `value`, with `change` applied at node number `target` (pre-order, wrapping around). */
export function toJsonText(value: unknown, change?: { target: number; mutation: Mutation }): string {
  let nodes = 0;
  const count = (node: unknown): void => {
    nodes += 1;
    if (Array.isArray(node)) node.forEach(count);
    else if (node !== null && typeof node === 'object' && !(node instanceof RawJson))
      Object.values(node).forEach(count);
  };
  if (change !== undefined) count(value);
  const target = change === undefined ? -1 : change.target % nodes;
  let index = -1;
  const write = (node: unknown): string => {
    index += 1;
    if (index === target && change?.mutation.kind === 'replace') return write(change.mutation.value);
    if (node instanceof RawJson) return node.text;
    if (node === undefined) return 'null';
    if (Array.isArray(node)) return `[${node.map(write).join(',')}]`;
    if (node === null || typeof node !== 'object') return JSON.stringify(node);
    const here = index;
    const members = Object.entries(node).map(([key, item]) => `${JSON.stringify(key)}:${write(item)}`);
    if (here === target && change?.mutation.kind === 'addKey') {
      members.push(`${JSON.stringify(change.mutation.key)}:${write(change.mutation.value)}`);
    }
    return `{${members.join(',')}}`;
  };
  return write(value);
}

/** Whole bodies that are not a JSON object, or not JSON at all. */
export const hostileBody = fc.constantFrom(
  '',
  'null',
  '[]',
  '"text"',
  '1e400',
  '{',
  '{"a":1,}',
  '\u0000',
  nested('[', ']', 10_000).text,
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
);

/** A JSON body for `schema`: as the schema has it, mutated, or hostile as a whole. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<string> {
  const valid = arbitraryFor(schema);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((value) => toJsonText(value)) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(valid, fc.nat(), mutation)
        .map(([value, target, change]) => toJsonText(value, { target, mutation: change })),
    },
    { weight: 1, arbitrary: hostileBody },
  );
}
