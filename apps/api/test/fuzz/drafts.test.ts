import { SubmitDraftRequestSchema } from '@northgate/contracts';
import { flows } from '@northgate/lending-flows';
import { toJsonSchema } from '@valibot/to-json-schema';
import fc from 'fast-check';
import type * as v from 'valibot';
import { describe, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { databaseVariants } from '../helpers/test-database.ts';
import { bodyFor, type JsonSchema } from './arbitraries.ts';
import {
  csrfModes,
  expectSafeAnswer,
  FUZZ_SEED,
  send,
  useFuzzTarget,
  type Caller,
  type FuzzTarget,
} from './fuzz-client.ts';

/**
 * Every step of every flow through the drafts API: `PUT /api/v1/drafts/:flowId/steps/:stepId`
 * with values generated from the step's own schema (and mutated), `complete` false or true,
 * then submit. Never a 5xx; every 4xx in one of the two error shapes.
 */

const RUNS_PER_STEP = 10;
const SUBMIT_RUNS = 15;

const jsonSchemaOf = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as JsonSchema;

/** The body of a step save, shaped by the step's schema (a step without one takes an object). */
function saveBodySchema(stepSchema: v.GenericSchema | undefined): JsonSchema {
  return {
    type: 'object',
    properties: {
      values:
        stepSchema === undefined ? { type: 'object', additionalProperties: {} } : jsonSchemaOf(stepSchema),
      complete: { type: 'boolean' },
    },
    required: ['values', 'complete'],
  };
}

// The draft's owner mostly, so saves reach the step's schema; sometimes nobody, or a forged token.
const callerFor = (owner: Caller) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(owner) },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('none', 'forged') },
  );

/** Each flow gets an account of its own, so the per-owner save limit never answers for the fuzz. */
async function ownerOf(target: FuzzTarget, flowId: keyof typeof flows): Promise<FuzzTarget> {
  if (flows[flowId].access === 'anonymous') return target;
  const [user] = await target.database.db
    .insert(users)
    .values({
      email: `fuzz-${flowId.toLowerCase()}@example.test`,
      passwordHash: 'not-a-hash',
      firstName: 'F',
      lastName: 'Z',
    })
    .returning({ id: users.id });
  return { ...target, userId: (user as { id: string }).id };
}

describe.each(databaseVariants())('fuzzing the drafts of every flow on $name', ({ open }) => {
  const target = useFuzzTarget(open);

  it.each(Object.keys(flows) as (keyof typeof flows)[])(
    `%s: every step and the submit never answer 5xx (seed ${FUZZ_SEED})`,
    async (flowId) => {
      const flow = flows[flowId];
      const owner: Caller = flow.access === 'anonymous' ? 'guest' : 'signed-in';
      const flowTarget = await ownerOf(target(), flowId);
      for (const step of flow.steps) {
        const url = `/api/v1/drafts/${flowId}/steps/${step.id}`;
        const request = fc.record({
          body: bodyFor(saveBodySchema(step.schema)),
          caller: callerFor(owner),
          csrf: csrfModes,
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ body, caller, csrf }) => {
            const res = await send(flowTarget, { method: 'PUT', url, body, caller, csrf });
            expectSafeAnswer(res, `PUT ${url} as ${caller}, csrf ${csrf}: ${body.slice(0, 300)}`);
          }),
          { seed: FUZZ_SEED, numRuns: RUNS_PER_STEP },
        );
      }
      const submitUrl = `/api/v1/drafts/${flowId}/submit`;
      const submit = fc.record({
        body: bodyFor(jsonSchemaOf(SubmitDraftRequestSchema)),
        caller: callerFor(owner),
        csrf: csrfModes,
      });
      await fc.assert(
        fc.asyncProperty(submit, async ({ body, caller, csrf }) => {
          const res = await send(flowTarget, { method: 'POST', url: submitUrl, body, caller, csrf });
          expectSafeAnswer(res, `POST ${submitUrl} as ${caller}, csrf ${csrf}: ${body.slice(0, 300)}`);
        }),
        { seed: FUZZ_SEED, numRuns: SUBMIT_RUNS },
      );
    },
  );
});
