import { stepFieldNames } from '@northgate/form-engine/core';
import { flows } from '@northgate/lending-flows';
import { describe, expect, it } from 'vitest';
import { rateLimitRules } from '../identity/rate-limits.ts';
import { draftCalls, validDetails } from '../../../test/helpers/drafts.ts';
import { createUser, freshIp, login } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

/**
 * `{"values":{"<field>":[[[…]]]},"complete":false}`. About 4,000 levels (10 KB) overflowed the
 * stack of the running server; 10,000 (20 KB) overflow it under the test runner too.
 */
function deeplyNestedStep(field: string, depth = 10_000): string {
  return `{"values":{${JSON.stringify(field)}:${'['.repeat(depth)}${']'.repeat(depth)}},"complete":false}`;
}

describe.each(databaseVariants())('draft saves are bounded on $name', ({ open }) => {
  const t = useTestApp(open);
  const { guestToken, getDraft, putStep } = draftCalls(() => t.app);

  async function tokenFor(flowId: keyof typeof flows): Promise<string> {
    if (flows[flowId].access === 'anonymous') return guestToken();
    return (await login(t.app, await createUser(t.database))).access_token;
  }

  it.each(Object.keys(flows) as (keyof typeof flows)[])(
    '%s: 10,000 nested arrays in a step are a 422 (not a 500), and the draft still loads',
    async (flowId) => {
      const token = await tokenFor(flowId);
      const step = flows[flowId].steps[0]!;
      const field = [...(stepFieldNames(flows[flowId], step.id) ?? [])][0] ?? 'notes';
      const body = deeplyNestedStep(field);
      expect(body.length).toBeLessThan(21_000);
      const res = await putStep(token, flowId, step.id, body);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(422);
      const [detail] = res.json().detail as { loc: (string | number)[]; msg: string }[];
      expect(detail?.loc.slice(0, 4)).toEqual(['body', 'values', field, 0]);
      expect(detail?.msg).toBe('This value is nested too deeply');
      expect((await getDraft(flowId, token)).statusCode).toBe(200);
    },
  );

  it('refuses a body with too many values or too long a string with 422', async () => {
    const token = await guestToken();
    const many = { values: { firstName: Array.from({ length: 10_001 }, () => 0) }, complete: false };
    const tooMany = await putStep(token, 'shortQuiz', 'personalDetails', many);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toEqual([
      { loc: ['body'], msg: 'The request body holds too many values', type: expect.any(String) },
    ]);
    const long = { values: { firstName: 'x'.repeat(200_001) }, complete: false };
    const tooLong = await putStep(token, 'shortQuiz', 'personalDetails', long);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail[0]).toMatchObject({ loc: ['body', 'values', 'firstName'] });
  });

  it("keeps only the step's own fields: keys its schema does not declare are dropped", async () => {
    const token = await guestToken();
    const values = { ...validDetails, isAdmin: true, notes: { anything: 'else' } };
    const res = await putStep(token, 'shortQuiz', 'personalDetails', { values, complete: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().values.personalDetails).toEqual(validDetails);
    expect((await getDraft('shortQuiz', token)).json().values.personalDetails).toEqual(validDetails);
  });

  it('limits saves per owner and per address, generously enough for autosave', async () => {
    expect(rateLimitRules.draftSavePerOwner.limit).toBeGreaterThanOrEqual(60 + 60 / 0.8);
    const save = (token: string, ip: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/drafts/shortQuiz/steps/creditScore',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ values: { creditScoreRange: '720-739' }, complete: false }),
        remoteAddress: ip,
      });
    const shared = freshIp();
    const owners = [await guestToken(), await guestToken()];
    const perAddress = rateLimitRules.draftSavePerAddress.limit / owners.length;
    expect(perAddress).toBeLessThanOrEqual(rateLimitRules.draftSavePerOwner.limit);
    for (const token of owners) {
      for (let i = 0; i < perAddress; i++) expect((await save(token, shared)).statusCode).toBe(200);
    }
    // The address is spent, whoever saves from it; another address still works.
    const third = await guestToken();
    const refused = await save(third, shared);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await save(third, freshIp())).statusCode).toBe(200);

    // One owner is limited from any address.
    const busy = await guestToken();
    for (let i = 0; i < rateLimitRules.draftSavePerOwner.limit; i++) {
      expect((await save(busy, freshIp())).statusCode).toBe(200);
    }
    expect((await save(busy, freshIp())).statusCode).toBe(429);
  });
});
