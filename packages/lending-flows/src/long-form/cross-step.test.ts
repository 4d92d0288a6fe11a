import { describe, expect, it } from 'vitest';
import { validateFlow, type FlowValues } from '@northgate/form-engine/core';
import { validLongFormAnswers as valid } from './fixture.ts';
import { withCrossStepRules } from '../checked-flows.ts';
import { longFormFlow } from './flow.ts';

const flow = withCrossStepRules(longFormFlow);

const account = { account: { firstName: 'Gabriela', lastName: 'Reyes' } };
type Answers = typeof valid;

/** The fixture with some steps' answers changed (each merged over the step's own). */
function changed(steps: { [K in keyof Answers]?: Partial<Answers[K]> }): FlowValues {
  const values: Record<string, unknown> = { ...valid };
  for (const [stepId, answers] of Object.entries(steps)) {
    values[stepId] = { ...(valid[stepId as keyof Answers] as object), ...answers };
  }
  return values as FlowValues;
}

const issuesOf = (values: FlowValues, context = account) => {
  const result = validateFlow(flow, values, context);
  return result.ok ? [] : result.issues;
};
const placesOf = (values: FlowValues) => issuesOf(values).map((issue) => [issue.stepId, issue.path]);

const home = valid.primaryResidence.residenceAddress;
/** The property to finance as one the borrower owns already, at `address`. */
const ownedProperty = (address: typeof home, currentOccupancy: string) => ({
  acquisition: 'owned',
  address,
  currentOccupancy,
  existingLiens: '310000',
});

describe('long form: rules across steps', () => {
  it('passes the complete fixture signed by the account holder', () => {
    expect(validateFlow(flow, valid, account)).toEqual({ ok: true });
  });

  describe("the signer's name against the account's", () => {
    it('refuses a signature under another name, on the last step, pointing at the profile', () => {
      const values = changed({
        checkboxQs: { signature: { image: valid.checkboxQs.signature.image, legalName: 'Luis Reyes' } },
      });
      expect(issuesOf(values)).toEqual([
        {
          stepId: 'checkboxQs',
          path: 'signature',
          message: expect.stringMatching(
            /^"Almost done: review and sign": .*Gabriela Reyes, as your account gives it.*your profile/,
          ),
        },
      ]);
    });

    it('accepts a middle name, another case and accents', () => {
      const values = changed({
        checkboxQs: {
          signature: { image: valid.checkboxQs.signature.image, legalName: 'GABRIELA M. RÉYES' },
        },
      });
      expect(issuesOf(values)).toEqual([]);
    });
  });

  describe('the property to finance against the home', () => {
    it('refuses an owned property the borrower says they live in at another address', () => {
      const other = { ...home, street: '9 Birch Road' };
      const values = changed({
        subjectProperty: ownedProperty(other, 'ownerOccupied'),
        investmentProperty: {
          properties: [
            ...valid.investmentProperty.properties,
            { ...valid.investmentProperty.properties[1]!, address: other },
          ],
        },
      });
      expect(placesOf(values)).toEqual([['subjectProperty', 'currentOccupancy']]);
      expect(issuesOf(values)[0]?.message).toMatch(/"Where you live".*18 Alder Lane, Portland, OR 97205/);
    });

    it('refuses the home the borrower lives in, described as rented to tenants', () => {
      const values = changed({
        subjectProperty: ownedProperty({ ...home, street: '18 ALDER LANE.' }, 'tenantOccupied'),
      });
      expect(placesOf(values)).toEqual([['subjectProperty', 'currentOccupancy']]);
      expect(issuesOf(values)[0]?.message).toMatch(/rented to tenants/);
    });

    it('refuses owning the home the borrower says they rent', () => {
      const values = changed({
        primaryResidence: { ownOrRent: 'rent', presentMarketValue: '', mortgageBalance: '' },
        subjectProperty: ownedProperty(home, 'ownerOccupied'),
      });
      expect(placesOf(values)).toEqual([['subjectProperty', 'acquisition']]);
      expect(issuesOf(values)[0]?.message).toMatch(/you rent your home there/);
    });

    it('accepts owning and living in the home given on "Where you live"', () => {
      expect(issuesOf(changed({ subjectProperty: ownedProperty(home, 'ownerOccupied') }))).toEqual([]);
    });
  });

  describe("the statement's schedules against the other steps", () => {
    it('refuses an owned property to finance missing from the investment properties', () => {
      const elsewhere = { street: '5 Orchard Way', unit: '', city: 'Eugene', state: 'OR', zip: '97401' };
      const values = changed({ subjectProperty: ownedProperty(elsewhere, 'vacant') });
      expect(placesOf(values)).toEqual([['investmentProperty', 'properties']]);
      expect(issuesOf(values)[0]?.message).toMatch(
        /^"Investment properties you own": you own 5 Orchard Way, Eugene, OR 97401/,
      );
    });

    it('accepts an owned property to finance that is listed among them', () => {
      const listed = valid.investmentProperty.properties[0]!.address;
      expect(issuesOf(changed({ subjectProperty: ownedProperty(listed, 'tenantOccupied') }))).toEqual([]);
    });

    it('refuses a borrowing entity missing from the businesses owned', () => {
      const values = changed({
        business: { businesses: [{ ...valid.business.businesses[0]!, businessName: 'Alder Holdings LLC' }] },
      });
      expect(placesOf(values)).toEqual([['business', 'businesses']]);
      expect(issuesOf(values)[0]?.message).toMatch(/75% of Reyes Property Group LLC/);
    });

    it('refuses the borrowing entity listed with another share, on that share', () => {
      const values = changed({
        business: {
          businesses: [
            {
              ...valid.business.businesses[0]!,
              businessName: 'reyes property group, llc',
              ownershipPct: '60',
            },
          ],
        },
      });
      expect(placesOf(values)).toEqual([['business', 'businesses.0.ownershipPct']]);
    });

    it('refuses real estate income with no investment property listed', () => {
      const values = changed({ investmentProperty: { properties: [], noProperties: true } });
      expect(placesOf(values)).toEqual([['incomeInfo', 'realEstateIncome']]);
      expect(issuesOf(values)[0]?.message).toMatch(/\$38,400 a year/);
    });

    it('refuses a co-maker declaration with no amount as endorser or co-maker, and the reverse', () => {
      const yes = changed({
        checkboxQs: { coMakerOrEndorser: 'yes', explanation: 'I co-signed my brother’s car loan.' },
      });
      expect(placesOf(yes)).toEqual([['checkboxQs', 'coMakerOrEndorser']]);
      const amount = changed({ incomeInfo: { asEndorserOrCoMaker: '25000' } });
      expect(placesOf(amount)).toEqual([['checkboxQs', 'coMakerOrEndorser']]);
      expect(issuesOf(amount)[0]?.message).toMatch(/\$25,000 under "As endorser or co-maker"/);
    });

    it('refuses outstanding judgments with no legal claims and judgments, but not claims without a judgment', () => {
      const judged = changed({
        checkboxQs: { outstandingJudgments: 'yes', explanation: 'A contractor’s claim.' },
      });
      expect(placesOf(judged)).toEqual([['checkboxQs', 'outstandingJudgments']]);
      expect(issuesOf(changed({ incomeInfo: { legalClaimsAndJudgments: '12000' } }))).toEqual([]);
    });
  });
});
