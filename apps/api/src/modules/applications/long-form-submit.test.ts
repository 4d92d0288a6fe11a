import { randomUUID } from 'node:crypto';
import { validLongFormAnswers } from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../messaging/outbox.ts';
import { draftCalls } from '../../../test/helpers/drafts.ts';
import { createUser, login, routes, longFormFixtureAccount } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('long form submission on $name', ({ open }) => {
  const t = useTestApp(open);
  const { putStep, submit } = draftCalls(() => t.app);

  /** `verifiedPhone`: the account proved the fixture's phone (2125550147) with a texted code. */
  async function borrower(verifiedPhone = true) {
    const user = await createUser(t.database, verifiedPhone ? longFormFixtureAccount() : {});
    return { email: user.email, token: (await login(t.app, user)).access_token };
  }

  it('cannot be submitted empty: every step the borrower fills refuses an empty answer', async () => {
    const { token } = await borrower();
    const refused: string[] = [];
    for (const stepId of Object.keys(validLongFormAnswers)) {
      const res = await putStep(token, 'longForm', stepId, { values: {}, complete: true });
      if (res.statusCode === 422) refused.push(stepId);
      else expect(res.statusCode, stepId).toBe(200);
    }
    expect(refused).toEqual(Object.keys(validLongFormAnswers));
    const res = await submit(token, 'longForm', randomUUID());
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'values', 'phone'],
        msg: 'Step "phone" is not complete yet',
        type: 'incomplete_step',
      },
    ]);
  });

  it('a complete long form is submitted once, and the staff notice opens with its statement', async () => {
    const { email, token } = await borrower();
    for (const [stepId, values] of Object.entries(validLongFormAnswers)) {
      const res = await putStep(token, 'longForm', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    const key = randomUUID();
    const res = await submit(token, 'longForm', key);
    expect(res.statusCode).toBe(201);
    expect((await submit(token, 'longForm', key)).json()).toEqual(res.json());
    const { application_id } = res.json<{ application_id: string }>();

    const mail = (await t.app.inject({ url: routes.outboxJson })).json().messages as OutboxEntry[];
    const notices = mail.filter((entry) => entry.body.includes(application_id));
    expect(notices).toHaveLength(1);
    const body = notices[0]!.body;
    expect(notices[0]!.subject).toBe('New application: Full application');
    expect(body).toContain(`Account: ${email}`);
    expect(body).toContain('Total assets: $2,367,000');
    expect(body).toContain('Total liabilities: $823,500');
    expect(body).toContain('Net worth: $1,543,500');
    expect(body).toContain('\nType of loan\n');
    expect(body).toMatch(/\nLoan amount[^:\n]*: \$450,000\n/);
    for (const secret of ['931234567', '2231', '4417', 'base64']) expect(body).not.toContain(secret);
  });

  it("is refused until the phone step's number is the account's verified one", async () => {
    const { token } = await borrower(false);
    for (const [stepId, values] of Object.entries(validLongFormAnswers)) {
      expect((await putStep(token, 'longForm', stepId, { values, complete: true })).statusCode).toBe(200);
    }
    const res = await submit(token, 'longForm', randomUUID());
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'values', 'verifyPhone'],
        msg: 'Verify your phone number with the code we text you before you submit.',
        type: 'phone_not_verified',
      },
    ]);
  });
});
