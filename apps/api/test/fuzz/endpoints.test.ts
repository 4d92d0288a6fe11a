import { pathParamNames, servedEndpoints, type Endpoint } from '@northgate/contracts';
import { flows } from '@northgate/lending-flows';
import { toJsonSchema } from '@valibot/to-json-schema';
import fc from 'fast-check';
import type * as v from 'valibot';
import { describe, it } from 'vitest';
import { databaseVariants } from '../helpers/test-database.ts';
import { arbitraryFor, bodyFor, hostileBody, type JsonSchema } from './arbitraries.ts';
import { callers, csrfModes, expectSafeAnswer, FUZZ_SEED, send, useFuzzTarget } from './fuzz-client.ts';

/**
 * Every endpoint the app serves (the contracts' table, as test/contract-coverage.test.ts reads
 * it), with bodies, queries and path parameters generated from its own schemas plus hostile
 * mutations, from every kind of caller: never a 5xx, every 4xx in one of the two error shapes.
 */

const RUNS_PER_ENDPOINT = 70;

const jsonSchemaOf = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as JsonSchema;

/** Query values as a browser would encode them, and as a hostile client would not. */
const rawQueryValue = fc.constantFrom(
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%zz',
  'x'.repeat(3_000),
  '',
);
const rawQueryKey = fc.constantFrom(
  '__proto__',
  'constructor[prototype]',
  'a%00b',
  'provider',
  'request_from',
);

function encode(value: unknown): string {
  try {
    return encodeURIComponent(
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify(undefined) is undefined, whatever its type says
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    );
  } catch {
    // A lone surrogate: its bytes as a hostile client would send them.
    return '%ED%A0%80';
  }
}

function queryFor(endpoint: Endpoint): fc.Arbitrary<string> {
  const values = endpoint.query === undefined ? fc.constant({}) : arbitraryFor(jsonSchemaOf(endpoint.query));
  const extra = fc.array(
    fc.tuple(fc.oneof(rawQueryKey, fc.string({ maxLength: 8 }).map(encode)), rawQueryValue),
    {
      maxLength: 2,
    },
  );
  return fc.tuple(values, extra, fc.boolean()).map(([parsed, added, replace]) => {
    const pairs = Object.entries(parsed as Record<string, unknown>).map(([key, value]): [string, string] => [
      encode(key),
      encode(value),
    ]);
    // Either hostile values in place of the schema's, or hostile keys beside them.
    if (replace && pairs.length > 0) pairs.forEach((pair, i) => (pair[1] = added[i]?.[1] ?? pair[1]));
    else pairs.push(...added);
    return pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`;
  });
}

const junkSegments = [
  '%00',
  '..',
  '%2e%2e%2f',
  'x'.repeat(150),
  '%ED%A0%80',
  '__proto__',
  'constructor',
  '%F0%9F%98%80',
];
const flowIds = Object.keys(flows);
const stepIds = [...new Set(Object.values(flows).flatMap((flow) => flow.steps.map((step) => step.id)))];

function segment(name: string): fc.Arbitrary<string> {
  const known = name === 'flowId' ? flowIds : name === 'stepId' ? stepIds : [];
  if (known.length === 0) return fc.constantFrom(...junkSegments);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.constantFrom(...junkSegments) },
  );
}

function pathFor(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = pathParamNames(endpoint.path);
  return fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((path, name, i) => path.replace(`:${name}`, values[i] as string), endpoint.path as string),
    );
}

function bodyOf(endpoint: Endpoint): fc.Arbitrary<string | undefined> {
  if (endpoint.method === 'GET') return fc.constant(undefined);
  const schemas = [endpoint.body, endpoint.signedInBody].filter((schema) => schema !== undefined);
  if (schemas.length === 0) return fc.option(hostileBody, { nil: undefined });
  return fc.oneof(...schemas.map((schema) => bodyFor(jsonSchemaOf(schema))));
}

describe.each(databaseVariants())('fuzzing every endpoint on $name', ({ open }) => {
  const target = useFuzzTarget(open);

  it.each(servedEndpoints({ includeLocalOnly: true }))(
    `%s never answers 5xx, and every 4xx is one of the two error shapes (seed ${FUZZ_SEED})`,
    async (_name, endpoint) => {
      const request = fc.record({
        path: pathFor(endpoint),
        query: queryFor(endpoint),
        body: bodyOf(endpoint),
        caller: callers,
        csrf: csrfModes,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ path, query, body, caller, csrf }) => {
          const url = `${path}${query}`;
          const res = await send(target(), { method: endpoint.method, url, body, caller, csrf });
          expectSafeAnswer(
            res,
            `${endpoint.method} ${url.slice(0, 200)} as ${caller}, csrf ${csrf}: ${body?.slice(0, 300)}`,
          );
        }),
        { seed: FUZZ_SEED, numRuns: RUNS_PER_ENDPOINT },
      );
    },
  );
});
