import { randomBytes, randomUUID } from 'node:crypto';
import { MaskedValueSchema } from '@northgate/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isMaskedValue, requireStep, sensitiveFields, type Flow } from '@northgate/form-engine/core';
import { flows } from '@northgate/lending-flows';
import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { flowApplications, flowDrafts } from '../../db/schema.ts';
import { FieldEncryption } from '../../field-encryption.ts';
import type { OutboxEntry } from '../messaging/outbox.ts';
import { FUZZ_SEED } from '../../../test/fuzz/fuzz-client.ts';
import { draftCalls } from '../../../test/helpers/drafts.ts';
import { createUser, login, routes, longFormFixtureAccount } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

type Answers = Record<string, Record<string, unknown>>;

const answerSets: [flowId: keyof typeof flows, answers: Answers][] = [
  ['investmentLoanApplication', validInvestmentAnswers],
  ['permanentLoanApplication', validPermanentAnswers],
  ['businessLoanApplication', validBusinessAnswers],
  ['longForm', validLongFormAnswers],
];

/** Each answer of a step's values that drafts never send back in full: where it is and what it is. */
function sensitiveAnswers(flow: Flow, stepId: string, values: unknown): { path: string; value: string }[] {
  const found: { path: string; value: string }[] = [];
  const walk = (node: unknown, pattern: readonly string[], at: string[]) => {
    if (pattern.length === 0) {
      if (typeof node === 'string' && node !== '') found.push({ path: at.join('.'), value: node });
      return;
    }
    const [head, ...rest] = pattern as [string, ...string[]];
    if (head === '*' && Array.isArray(node)) node.forEach((item, i) => walk(item, rest, [...at, String(i)]));
    else if (typeof node === 'object' && node !== null && head in node)
      walk((node as Record<string, unknown>)[head], rest, [...at, head]);
  };
  // Account numbers (`masked`) go back to their owner as typed; identity numbers never do.
  for (const field of sensitiveFields(requireStep(flow, stepId).schema, ['revealable']))
    walk(values, field.pattern, []);
  return found;
}

function at(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

const key = randomBytes(32);
const encryption = new FieldEncryption(key);

describe.each(databaseVariants())('sensitive answers in drafts on $name', ({ open }) => {
  const t = useTestApp(open, { dataEncryptionKey: key });
  const { getDraft, putStep, submit } = draftCalls(() => t.app);

  async function borrowerToken() {
    return (await login(t.app, await createUser(t.database, longFormFixtureAccount()))).access_token;
  }

  async function storedApplication(applicationId: string): Promise<Answers> {
    const [row] = await t.database.db
      .select()
      .from(flowApplications)
      .where(eq(flowApplications.id, applicationId));
    return JSON.parse(
      encryption.decrypt(row!.valuesEncrypted, `flow_applications.values:${applicationId}`),
    ) as Answers;
  }

  it.each(answerSets)(
    '%s: no answer carries a full SSN, EIN or birth date, yet the submitted application has them all',
    async (flowId, answers) => {
      const flow = flows[flowId];
      const token = await borrowerToken();
      const secrets = Object.entries(answers).flatMap(([stepId, values]) =>
        sensitiveAnswers(flow, stepId, values).map((answer) => ({ stepId, ...answer })),
      );
      expect(secrets.length).toBeGreaterThan(0);

      const bodies: string[] = [];
      for (const [stepId, values] of Object.entries(answers)) {
        const res = await putStep(token, flowId, stepId, { values, complete: true });
        expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
        bodies.push(res.body);
      }
      const draft = await getDraft(flowId, token);
      expect(draft.statusCode).toBe(200);
      bodies.push(draft.body);
      for (const body of bodies)
        for (const { value } of secrets) expect(body, 'a full value in a draft answer').not.toContain(value);

      // Each one is on file, with its last four digits where the field shows them.
      const shown = draft.json().values as Answers;
      for (const { stepId, path, value } of secrets) {
        const masked = at(shown[stepId], path);
        expect(isMaskedValue(masked), `${stepId}.${path}`).toBe(true);
        expect(v.is(MaskedValueSchema, masked), 'described by the contract').toBe(true);
        const reveal = /dateOfBirth$/.test(path) ? undefined : value.slice(-4);
        expect((masked as { lastFour?: string }).lastFour).toBe(reveal);
      }

      // The browser sends the masked answers back as they came (autosave, then Next): kept.
      for (const [stepId, values] of Object.entries(shown)) {
        const autosave = await putStep(token, flowId, stepId, { values, complete: false });
        expect(autosave.statusCode).toBe(200);
        const next = await putStep(token, flowId, stepId, { values, complete: true });
        expect(next.statusCode, `${stepId}: ${next.body}`).toBe(200);
      }
      expect((await getDraft(flowId, token)).json().values).toEqual(shown);

      const submitted = await submit(token, flowId, randomUUID());
      expect(submitted.statusCode, submitted.body).toBe(201);
      const application = await storedApplication(submitted.json().application_id as string);
      for (const { stepId, path, value } of secrets) expect(at(application[stepId], path)).toBe(value);
    },
  );

  it('a new value typed over the masked one replaces it; a blank one clears it', async () => {
    const flowId = 'investmentLoanApplication';
    const stepId = 'personalAndBorrowingEntity';
    const token = await borrowerToken();
    for (const [id, values] of Object.entries(validInvestmentAnswers))
      expect((await putStep(token, flowId, id, { values, complete: true })).statusCode).toBe(200);
    const shown = (await getDraft(flowId, token)).json().values[stepId] as Record<string, unknown>;

    const changed = await putStep(token, flowId, stepId, {
      values: { ...shown, ssnOrItin: '321549876' },
      complete: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().values[stepId].ssnOrItin).toMatchObject({ masked: true, lastFour: '9876' });

    const cleared = await putStep(token, flowId, stepId, {
      values: { ...shown, ssnOrItin: '' },
      complete: true,
    });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().detail[0]).toEqual({
      loc: ['body', 'values', 'ssnOrItin'],
      msg: 'Value is required',
      type: 'value_error',
    });

    // The masked value from before the change names nothing stored now: it is not brought back.
    const stale = await putStep(token, flowId, stepId, { values: shown, complete: false });
    expect(stale.json().values[stepId].ssnOrItin).toBe('');

    await putStep(token, flowId, stepId, { values: { ...shown, ssnOrItin: '321549876' }, complete: true });
    const submitted = await submit(token, flowId, randomUUID());
    expect(submitted.statusCode).toBe(201);
    const application = await storedApplication(submitted.json().application_id as string);
    expect(application[stepId]?.ssnOrItin).toBe('321549876');
    expect(application[stepId]?.ein).toBe(validInvestmentAnswers[stepId].ein);
  });

  it('each business owner keeps their own number when the list is reordered on the device', async () => {
    const flowId = 'businessLoanApplication';
    const stepId = 'ownerInformation';
    const token = await borrowerToken();
    const owners = [
      {
        ...(validBusinessAnswers[stepId].owners as Record<string, unknown>[])[0],
        firstName: 'Ann',
        ssnOrItin: '219091111',
        ownershipPct: '20',
      },
      {
        ...(validBusinessAnswers[stepId].owners as Record<string, unknown>[])[0],
        firstName: 'Ben',
        ssnOrItin: '219092222',
        ownershipPct: '20',
      },
    ];
    const first = await putStep(token, flowId, stepId, {
      values: { ...validBusinessAnswers[stepId], owners },
      complete: false,
    });
    const shown = first.json().values[stepId] as { owners: Record<string, unknown>[] };
    const reordered = { ...shown, owners: [shown.owners[1], shown.owners[0]] };
    await putStep(token, flowId, stepId, { values: reordered, complete: false });

    const [row] = await t.database.db.select().from(flowDrafts).where(eq(flowDrafts.flowId, flowId));
    const stored = JSON.parse(
      encryption.decrypt(row!.valuesEncrypted, `flow_drafts.values:${row!.id}`),
    ) as Answers;
    const storedOwners = stored[stepId]!.owners as { firstName: string; ssnOrItin: string }[];
    expect(storedOwners.map((owner) => [owner.firstName, owner.ssnOrItin])).toEqual([
      ['Ben', '219092222'],
      ['Ann', '219091111'],
    ]);
  });

  it('a made-up masked value is never accepted as an answer', async () => {
    const token = await borrowerToken();
    const values = {
      ...validInvestmentAnswers.personalAndBorrowingEntity,
      ssnOrItin: { masked: true, lastFour: '1234', ref: 'made-up' },
    };
    const res = await putStep(token, 'investmentLoanApplication', 'personalAndBorrowingEntity', {
      values,
      complete: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'values', 'ssnOrItin']);
  });

  it('the staff notice of a submitted application still leaves the numbers out', async () => {
    const token = await borrowerToken();
    const flowId = 'investmentLoanApplication';
    for (const [stepId, values] of Object.entries(validInvestmentAnswers))
      await putStep(token, flowId, stepId, { values, complete: true });
    const shown = (await getDraft(flowId, token)).json().values as Answers;
    for (const [stepId, values] of Object.entries(shown))
      expect((await putStep(token, flowId, stepId, { values, complete: true })).statusCode).toBe(200);
    const res = await submit(token, flowId, randomUUID());
    expect(res.statusCode).toBe(201);
    const mail = (await t.app.inject({ url: routes.outboxJson })).json().messages as OutboxEntry[];
    const notice = mail.find((entry) => entry.body.includes(res.json().application_id as string));
    expect(notice?.body).toContain('Okafor Rentals LLC');
    expect(notice?.body).not.toContain('masked');
    const { ssnOrItin, dateOfBirth, ein } = validInvestmentAnswers.personalAndBorrowingEntity;
    for (const secret of [ssnOrItin, dateOfBirth, ein, ssnOrItin.slice(-4)])
      expect(notice?.body).not.toContain(secret);
  });

  it(`forged and mangled masked values never give a 5xx nor bring a stored number back (seed ${FUZZ_SEED})`, async () => {
    const flowId = 'investmentLoanApplication';
    const stepId = 'personalAndBorrowingEntity';
    const token = await borrowerToken();
    const answers = validInvestmentAnswers[stepId];
    await putStep(token, flowId, stepId, { values: answers, complete: true });
    const shown = (await getDraft(flowId, token)).json().values[stepId] as Record<string, unknown>;
    const masked = shown.ssnOrItin as Record<string, unknown>;
    const mangled = fc.oneof(
      fc.record({
        masked: fc.constant(true),
        ref: fc.string(),
        lastFour: fc.option(fc.string(), { nil: undefined }),
      }),
      fc.record({
        ...Object.fromEntries(Object.entries(masked).map(([k, x]) => [k, fc.constant(x)])),
        ref: fc.string(),
      }),
      fc.constant({ ...masked, masked: 'true' }),
      fc.constant({ ...masked, extra: { nested: [[[masked]]] } }),
      fc.constant([masked]),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(
        mangled,
        fc.constantFrom('ssnOrItin', 'dateOfBirth', 'ein', 'firstName'),
        fc.boolean(),
        async (value, field, complete) => {
          const res = await putStep(token, flowId, stepId, {
            values: { ...shown, [field]: value },
            complete,
          });
          expect(res.statusCode).toBeLessThan(500);
          for (const secret of [answers.ssnOrItin, answers.ein, answers.dateOfBirth])
            expect(res.body).not.toContain(secret);
          // Put the stored answers back for the next run.
          await putStep(token, flowId, stepId, { values: answers, complete: false });
        },
      ),
      { seed: FUZZ_SEED, numRuns: 25 },
    );
  });
});
