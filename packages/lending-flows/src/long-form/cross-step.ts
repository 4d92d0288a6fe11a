import { formatUsdWhole } from '@northgate/loan-math';
import { amountOf } from '@northgate/validators';
import type { Flow, FlowCheckContext, FlowIssue, FlowValues } from '@northgate/form-engine/core';
import { addressLine } from '../shared/address-line.ts';
import { answerAt, answersOf, issueOn, signerCheck, titleOf } from '../shared/cross-step.ts';
import { shareOf } from '../shared/owners.ts';
import { entriesOf } from '../shared/rules.ts';
import type { SiteStepId } from '../site-flow.ts';

type Step = SiteStepId<'longForm'>;
type Check = (values: FlowValues, flow: Flow<Step, string>) => FlowIssue<Step>[];
type Address = Record<string, unknown>;

const words = (text: unknown) =>
  typeof text === 'string'
    ? text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word !== '')
        .join(' ')
    : '';

/**
 * Whether two addresses are the same place: street, unit and ZIP (first five digits) compared
 * without case or punctuation. Never true for a blank street or ZIP.
 */
export function sameAddress(a: unknown, b: unknown): boolean {
  const one = (a ?? {}) as Address;
  const two = (b ?? {}) as Address;
  const zip = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 5) : '');
  if (words(one.street) === '' || zip(one.zip) === '') return false;
  return (
    words(one.street) === words(two.street) &&
    words(one.unit) === words(two.unit) &&
    zip(one.zip) === zip(two.zip)
  );
}

const occupancyWords: Record<string, string> = {
  vacant: 'it is vacant',
  tenantOccupied: 'it is rented to tenants',
};
const tenureWords: Record<string, string> = {
  rent: 'you rent your home there',
  rentFree: 'you live there rent-free',
};

/**
 * The property to finance against the borrower's home ("Where you live"). A property the borrower
 * owns and says they live in must be their home; their home, owned, cannot be vacant or rented
 * out; and a home they rent or live in rent-free is not one they own. Reported on the property
 * step, which is asked after the home.
 */
const occupancyIssues: Check = (values, flow) => {
  const home = answersOf(values, 'primaryResidence');
  const property = answersOf(values, 'subjectProperty');
  if (property.acquisition !== 'owned') return [];
  const where = titleOf(flow, 'primaryResidence');
  const isHome = sameAddress(property.address, home.residenceAddress);
  if (!isHome && property.currentOccupancy === 'ownerOccupied') {
    const homeLine = addressLine((home.residenceAddress ?? {}) as Address) ?? 'another address';
    return [
      issueOn(
        flow,
        'subjectProperty',
        'currentOccupancy',
        `you said you live in the property, but on ${where} your home is ${homeLine}. Change the answer that is wrong so the two agree.`,
      ),
    ];
  }
  const notLivedIn = occupancyWords[String(property.currentOccupancy)];
  if (isHome && notLivedIn !== undefined) {
    return [
      issueOn(
        flow,
        'subjectProperty',
        'currentOccupancy',
        `its address is the home you live in on ${where}, but you said ${notLivedIn}. Change the answer that is wrong so the two agree.`,
      ),
    ];
  }
  const notOwned = tenureWords[String(home.ownOrRent)];
  if (isHome && notOwned !== undefined) {
    return [
      issueOn(
        flow,
        'subjectProperty',
        'acquisition',
        `you said you own the property, but on ${where} ${notOwned}. Change the answer that is wrong so the two agree.`,
      ),
    ];
  }
  return [];
};

/**
 * Real estate the borrower owns is on the statement: a property to finance that they own already,
 * other than their home, must be among the investment properties, or the statement leaves out
 * its value and mortgage.
 */
const ownedPropertyListed: Check = (values, flow) => {
  const property = answersOf(values, 'subjectProperty');
  if (property.acquisition !== 'owned') return [];
  if (sameAddress(property.address, answersOf(values, 'primaryResidence').residenceAddress)) return [];
  const listed = entriesOf<{ address?: unknown }>(answersOf(values, 'investmentProperty').properties);
  if (listed.some((entry) => sameAddress(entry.address, property.address))) return [];
  const line = addressLine((property.address ?? {}) as Address) ?? 'the property to finance';
  return [
    issueOn(
      flow,
      'investmentProperty',
      'properties',
      `you own ${line}, the property to finance on ${titleOf(flow, 'subjectProperty')}, but it is not listed here. Add it, so your statement counts its value and mortgage.`,
    ),
  ];
};

/**
 * The borrowing entity is a business the borrower owns: "Businesses you own" lists it (by name)
 * with the same share, or the statement's business line leaves it out or counts another share.
 */
const entityListed: Check = (values, flow) => {
  const info = answersOf(values, 'entityInfo');
  if (info.hasEntity !== 'yes') return [];
  const entity = (info.entity ?? {}) as Record<string, unknown>;
  const name = typeof entity.entityName === 'string' ? entity.entityName.trim() : '';
  if (name === '') return [];
  const share = shareOf(entity.yourOwnershipPct);
  const businesses = entriesOf<{ businessName?: unknown; ownershipPct?: unknown }>(
    answersOf(values, 'business').businesses,
  );
  const index = businesses.findIndex((entry) => words(entry.businessName) === words(name));
  const source = titleOf(flow, 'entityInfo');
  if (index === -1) {
    return [
      issueOn(
        flow,
        'business',
        'businesses',
        `on ${source} you own ${share}% of ${name}, but it is not listed here. Add it with its net worth, so your statement counts your share.`,
      ),
    ];
  }
  const listedShare = shareOf(businesses[index]?.ownershipPct);
  if (listedShare === share) return [];
  return [
    issueOn(
      flow,
      'business',
      `businesses.${index}.ownershipPct`,
      `${name} is listed with your share as ${listedShare}%, but on ${source} you own ${share}% of it. Change the share that is wrong so the two agree.`,
    ),
  ];
};

/** Rent is real estate income: income from real estate with no investment property listed does not add up. */
const realEstateIncomeHasProperties: Check = (values, flow) => {
  const income = amountOf(answersOf(values, 'incomeInfo').realEstateIncome);
  if (income === 0) return [];
  if (entriesOf(answersOf(values, 'investmentProperty').properties).length > 0) return [];
  return [
    issueOn(
      flow,
      'incomeInfo',
      'realEstateIncome',
      `you report ${formatUsdWhole(income)} a year of real estate income, but ${titleOf(flow, 'investmentProperty')} lists no property. List the properties it comes from, or enter 0.`,
    ),
  ];
};

/**
 * A declaration and the contingent liability it is about (Form 413 section 1): a Yes with no
 * amount, or an amount with a No, contradict each other. Reported on the declaration, asked last.
 */
function declarationMatchesAmount(
  declaration: 'coMakerOrEndorser' | 'outstandingJudgments',
  amountKey: 'asEndorserOrCoMaker' | 'legalClaimsAndJudgments',
  subject: string,
  amountLabel: string,
  bothWays: boolean,
): Check {
  return (values, flow) => {
    const answer = answersOf(values, 'checkboxQs')[declaration];
    const amount = amountOf(answersOf(values, 'incomeInfo')[amountKey]);
    const income = titleOf(flow, 'incomeInfo');
    if (answer === 'yes' && amount === 0) {
      return [
        issueOn(
          flow,
          'checkboxQs',
          declaration,
          `you answered Yes to ${subject}, but on ${income} you entered $0 under "${amountLabel}". Enter the amount there, or change this answer.`,
        ),
      ];
    }
    if (bothWays && answer === 'no' && amount > 0) {
      return [
        issueOn(
          flow,
          'checkboxQs',
          declaration,
          `you answered No to ${subject}, but on ${income} you entered ${formatUsdWhole(amount)} under "${amountLabel}". Change the answer that is wrong so the two agree.`,
        ),
      ];
    }
    return [];
  };
}

// A judgment is a legal claim, but a claim need not be a judgment yet: that one is checked one way only.
const coMakerAgrees = declarationMatchesAmount(
  'coMakerOrEndorser',
  'asEndorserOrCoMaker',
  'being a co-maker or endorser on a note',
  'As endorser or co-maker',
  true,
);
const judgmentsAgree = declarationMatchesAmount(
  'outstandingJudgments',
  'legalClaimsAndJudgments',
  'outstanding judgments against you',
  'Legal claims and judgments',
  false,
);

/**
 * The long form's rules across steps: the signer's name against the account's (the long form is
 * signed in and never asks the name), the property against the borrower's home, and the
 * statement's schedules against what other steps say (the property owned, the borrowing
 * entity, real estate income, the contingent liabilities the declarations name).
 */
export function longFormCrossStepIssues(
  values: FlowValues,
  flow: Flow<Step, string>,
  context: FlowCheckContext,
): FlowIssue<Step>[] {
  const signer =
    context.account === undefined
      ? []
      : signerCheck(
          flow,
          {
            stepId: 'checkboxQs',
            path: 'signature',
            legalName: answerAt(answersOf(values, 'checkboxQs'), 'signature.legalName'),
          },
          { account: true, ...context.account },
        );
  return [
    ...occupancyIssues(values, flow),
    ...ownedPropertyListed(values, flow),
    ...entityListed(values, flow),
    ...realEstateIncomeHasProperties(values, flow),
    ...coMakerAgrees(values, flow),
    ...judgmentsAgree(values, flow),
    ...signer,
  ];
}
