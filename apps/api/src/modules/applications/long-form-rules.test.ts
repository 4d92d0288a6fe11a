import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@northgate/contracts';
import { validLongFormAnswers as valid } from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import { draftCalls } from '../../../test/helpers/drafts.ts';
import { createUser, login, longFormFixtureAccount } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

type Answers = typeof valid;
type Changes = { [K in keyof Answers]?: Partial<Answers[K]> };

const home = valid.primaryResidence.residenceAddress;
const elsewhere = { street: '5 Orchard Way', unit: '', city: 'Eugene', state: 'OR', zip: '97401' };
/** The property to finance as one the borrower owns already. */
const owned = (address: typeof home, currentOccupancy: string) => ({
  acquisition: 'owned',
  address,
  currentOccupancy,
  existingLiens: '0',
});

// Each rule of the long form's check (docs/decisions/0027-long-form-review-and-rules.md), broken by changing the example's answers.
const rules: { rule: string; changes: Changes; loc: (string | number)[]; msg: RegExp }[] = [
  {
    rule: 'the home the borrower lives in cannot be rented to tenants',
    changes: { subjectProperty: owned(home, 'tenantOccupied') },
    loc: ['subjectProperty', 'currentOccupancy'],
    msg: /^"The property to finance": its address is the home you live in on "Where you live"/,
  },
  {
    rule: 'an owned property to finance is listed among the investment properties',
    changes: { subjectProperty: owned(elsewhere, 'vacant') },
    loc: ['investmentProperty', 'properties'],
    msg: /^"Investment properties you own": you own 5 Orchard Way, Eugene, OR 97401/,
  },
  {
    rule: 'the borrowing entity is listed among the businesses owned',
    changes: {
      business: { businesses: [{ ...valid.business.businesses[0]!, businessName: 'Alder Holdings LLC' }] },
    },
    loc: ['business', 'businesses'],
    msg: /^"Businesses you own": on "Your borrowing entity" you own 75% of Reyes Property Group LLC/,
  },
  {
    rule: 'the borrowing entity is listed with the same share',
    changes: { business: { businesses: [{ ...valid.business.businesses[0]!, ownershipPct: '60' }] } },
    loc: ['business', 'businesses', 0, 'ownershipPct'],
    msg: /^"Businesses you own": Reyes Property Group LLC is listed with your share as 60%/,
  },
  {
    rule: 'real estate income needs a property listed',
    changes: { investmentProperty: { properties: [], noProperties: true } },
    loc: ['incomeInfo', 'realEstateIncome'],
    msg: /^"Your income": you report \$38,400 a year of real estate income/,
  },
  {
    rule: 'a co-maker declaration agrees with the amount as endorser or co-maker',
    changes: { incomeInfo: { asEndorserOrCoMaker: '25000' } },
    loc: ['checkboxQs', 'coMakerOrEndorser'],
    msg: /^"Almost done: review and sign": you answered No to being a co-maker .*\$25,000/,
  },
  {
    rule: 'outstanding judgments come with an amount of legal claims and judgments',
    changes: {
      checkboxQs: { outstandingJudgments: 'yes', explanation: 'A contractor won a claim in 2024.' },
    },
    loc: ['checkboxQs', 'outstandingJudgments'],
    msg: /^"Almost done: review and sign": you answered Yes to outstanding judgments/,
  },
];

describe.each(databaseVariants())('the long form’s rules across steps at submit, on $name', ({ open }) => {
  const t = useTestApp(open);
  const { putStep, submit } = draftCalls(() => t.app);

  /** A signed-in borrower (the example's account unless `account` says otherwise) with every step saved. */
  async function filled(changes: Changes, account: Record<string, string> = {}) {
    const user = await createUser(t.database, { ...longFormFixtureAccount(), ...account });
    const token = (await login(t.app, user)).access_token;
    for (const [stepId, values] of Object.entries(valid)) {
      const step = { ...values, ...changes[stepId as keyof Answers] };
      const res = await putStep(token, 'longForm', stepId, { values: step, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    return token;
  }

  async function expectRefused(token: string, loc: (string | number)[], msg: RegExp) {
    const res = await submit(token, 'longForm', randomUUID());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      detail: [{ loc: ['body', 'values', ...loc], msg: expect.stringMatching(msg), type: 'cross_step' }],
    });
  }

  it.each(rules)('$rule', async ({ changes, loc, msg }) => {
    await expectRefused(await filled(changes), loc, msg);
  });

  it("the signer must be the account's holder; the name corrected in the profile lets the submit through", async () => {
    const token = await filled({}, { firstName: 'Riley', lastName: 'Borrower' });
    await expectRefused(
      token,
      ['checkboxQs', 'signature'],
      /^"Almost done: review and sign": .*Riley Borrower, as your account gives it/,
    );
    const renamed = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.changeName,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ first_name: 'Gabriela', last_name: 'Reyes' }),
    });
    expect(renamed.statusCode, renamed.body).toBeLessThan(300);
    expect((await submit(token, 'longForm', randomUUID())).statusCode).toBe(201);
  });
});
