import {
  address,
  amountOf,
  count,
  emptyAddress,
  inTheFuture,
  messages,
  optionalChoice,
  optionalDate,
  optionalDollars,
  optionalString,
  requiredString,
  requiredWhen,
} from '@northgate/validators';
import type { FieldContext } from '@northgate/form-engine/core';
import * as v from 'valibot';
import { ask, askChoice, askChoices } from '../shared/ask.ts';
import {
  isConstructionPurpose,
  needsDownPaymentSource,
  hasImprovements,
  hasTransactionDetails,
} from './transaction-details.ts';
import { thisYear } from '../shared/calendar.ts';
import { isBlank, optionalYear, year } from './rules.ts';

/**
 * Permanent loan application, step propertyInformation (docs/product/flow-fields.md, Flow 3; classic 1003 section II).
 */

export const loanPurposes = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'refinance', label: 'Refinance' },
  { value: 'construction', label: 'Construction' },
  { value: 'constructionPermanent', label: 'Construction-permanent' },
  { value: 'other', label: 'Other' },
] as const;

/**
 * How the borrower will use the home. This application is for homes the borrower lives in;
 * rentals apply through the investment property loan application.
 */
export const occupancyTypes = [
  { value: 'primary', label: 'Primary residence' },
  { value: 'secondary', label: 'Second home' },
] as const;

export const refinancePurposes = [
  { value: 'rateTerm', label: 'Lower my rate or payment, or change the term' },
  { value: 'cashOut', label: 'Take cash out' },
  { value: 'homeImprovement', label: 'Pay for home improvements' },
  { value: 'debtConsolidation', label: 'Pay off other debts' },
] as const;

export const improvementStatuses = [
  { value: 'none', label: 'No improvements' },
  { value: 'made', label: 'Improvements already made' },
  { value: 'toBeMade', label: 'Improvements to be made' },
] as const;

export const titleManners = [
  { value: 'sole', label: 'Sole ownership' },
  { value: 'jointTenancy', label: 'Joint tenancy with right of survivorship' },
  { value: 'tenancyInCommon', label: 'Tenancy in common' },
  { value: 'communityProperty', label: 'Community property' },
  { value: 'livingTrust', label: 'In a living trust' },
  { value: 'notSure', label: 'Not sure yet: we will go over it before closing' },
] as const;

export const estateTypes = [
  { value: 'feeSimple', label: 'Fee simple (you own the land and the home)' },
  { value: 'leasehold', label: 'Leasehold (the land is leased)' },
] as const;

export const downPaymentSources = [
  { value: 'savings', label: 'Checking or savings' },
  { value: 'gift', label: 'Gift from a relative' },
  { value: 'saleOfHome', label: 'Sale of my current home' },
  { value: 'retirement', label: 'Retirement account (401(k), IRA)' },
  { value: 'investments', label: 'Stocks, bonds or mutual funds' },
  { value: 'other', label: 'Other' },
] as const;

type Context = Pick<FieldContext, 'step'>;

const purposeIs =
  (purpose: string) =>
  ({ step }: Context) =>
    step.purposeOfLoan === purpose;
const building = ({ step }: Context) => isConstructionPurpose(step.purposeOfLoan);
const refinancing = purposeIs('refinance');
/** The lot (construction) or the home (refinance): when it was bought, for how much, what is owed. */
const ownedAlready = (context: Context) => building(context) || refinancing(context);
const improving = (context: Context) =>
  refinancing(context) && hasImprovements(context.step.improvementsStatus);
const bringsDownPayment = ({ step }: Context) => needsDownPaymentSource(step.purposeOfLoan);

export const propertyInformationSchema = v.pipe(
  v.object({
    subjectPropertyAddress: ask('address', address(), { question: 'Address of the property' }),
    numberOfUnits: ask('number', count({ min: 1, max: 4 }), {
      question: 'Number of units',
      hint: '1 for a house or condo; up to 4.',
      input: { width: 'short', autoComplete: 'off' },
    }),
    yearBuilt: ask(
      'year',
      year(1700, () => thisYear() + 2, 'Enter a year no later than two years from now'),
      {
        question: 'Year built',
        hint: 'For example, 1998.',
        input: { width: 'short', autoComplete: 'off' },
      },
    ),
    legalDescription: ask('longText', optionalString({ max: 1000 }), {
      question: 'Legal description',
      hint: "As it appears on the deed or title report, such as the lot and block. If you don't have it, leave this blank: the title company will supply it.",
      optional: true,
      input: { maxLength: 1000 },
    }),
    purposeOfLoan: askChoice(loanPurposes, {
      question: 'What is the loan for?',
      input: { control: 'radio' },
    }),
    purposeOfLoanOther: ask('text', optionalString({ max: 200 }), {
      question: 'Tell us what the loan is for',
      when: purposeIs('other'),
      input: { autoComplete: 'off' },
    }),
    propertyWillBe: askChoice(occupancyTypes, {
      question: 'How will you use the property?',
      // The step links the words "investment property loan" to that application.
      hint: 'Buying or refinancing a rental? Apply for an investment property loan instead.',
      input: { control: 'radio', inline: true },
    }),
    // Construction, construction-permanent and refinance: when the land or home was bought.
    yearAcquired: ask('year', optionalYear(1900, thisYear, 'Enter a year no later than this year'), {
      question: (context) => (building(context) ? 'Year you bought the lot' : 'Year you bought the home'),
      when: ownedAlready,
      input: { width: 'short', autoComplete: 'off' },
    }),
    originalCost: ask('money', optionalDollars(), {
      question: (context) => (building(context) ? 'What you paid for the lot' : 'What you paid for it'),
      when: ownedAlready,
    }),
    existingLiens: ask('money', optionalDollars(), {
      question: (context) =>
        building(context) ? 'Amount you still owe on the lot' : 'What you owe on it now',
      hint: (context) =>
        building(context)
          ? 'Enter 0 if you own it free and clear.'
          : 'Every mortgage and home equity loan on the home. Enter 0 if it is owned free and clear.',
      when: ownedAlready,
    }),
    // Construction and construction-permanent only.
    presentValueOfLot: ask('money', optionalDollars(), {
      question: '(a) What the lot is worth today',
      when: building,
    }),
    costOfImprovements: ask('money', optionalDollars(), {
      question: '(b) Cost to build the home',
      hint: "The builder's contract price, including site work.",
      when: building,
    }),
    // Refinance only.
    purposeOfRefinance: askChoice(
      refinancePurposes,
      { question: 'Why are you refinancing?', when: refinancing },
      optionalChoice(refinancePurposes),
    ),
    improvementsStatus: askChoice(
      improvementStatuses,
      {
        question: 'Improvements to the home',
        hint: 'Work that adds value, such as a new roof or an addition, not routine repairs.',
        when: refinancing,
        input: { control: 'radio' },
      },
      optionalChoice(improvementStatuses),
    ),
    describeImprovements: ask('longText', optionalString({ max: 500 }), {
      question: 'Describe the improvements',
      when: improving,
      input: { maxLength: 500 },
    }),
    improvementsCost: ask('money', optionalDollars(), {
      question: 'What the improvements cost',
      when: improving,
    }),
    titleHeldInNames: ask('text', requiredString({ max: 200 }), {
      question: 'Names that will be on the title',
      hint: 'Everyone who will own the home, as their names should appear on the deed.',
      input: { autoComplete: 'off' },
    }),
    mannerTitleHeld: askChoice(titleManners, { question: 'How will title be held?' }),
    estateHeldIn: askChoice(estateTypes, {
      question: 'The estate will be held in',
      input: { control: 'radio' },
    }),
    leaseholdExpirationDate: ask('date', optionalDate(inTheFuture), {
      question: 'When does the ground lease end?',
      hint: 'The lease usually needs to run at least five years past the end of the loan.',
      when: ({ step }) => step.estateHeldIn === 'leasehold',
    }),
    downPaymentSources: askChoices(downPaymentSources, {
      question: 'Where will the money for your down payment and closing costs come from?',
      hint: 'Choose all that apply. We will ask for statements or a gift letter later.',
      when: bringsDownPayment,
    }),
    downPaymentSourceOther: ask('text', optionalString({ max: 200 }), {
      question: 'Tell us where the rest of the money comes from',
      when: (context) =>
        bringsDownPayment(context) &&
        Array.isArray(context.step.downPaymentSources) &&
        context.step.downPaymentSources.includes('other'),
      input: { autoComplete: 'off' },
    }),
    // Section VII, details of transaction.
    purchasePrice: ask('money', optionalDollars(), {
      question: 'Purchase price',
      hint: 'The price in your purchase contract.',
      when: purposeIs('purchase'),
    }),
    alterationsImprovements: ask('money', optionalDollars(), {
      question: 'Alterations, improvements and repairs',
      hint: 'Work paid for at closing, if any.',
      optional: true,
      when: purposeIs('purchase'),
    }),
    presentValue: ask('money', optionalDollars(), {
      question: 'What the home is worth today',
      hint: 'Your best estimate; the appraisal confirms it.',
      when: refinancing,
    }),
    refinancePayoff: ask('money', optionalDollars(), {
      question: 'Amount to pay off',
      hint: 'The loans being refinanced plus any other debts paid off at closing. Enter 0 if none.',
      when: refinancing,
    }),
    estimatedClosingCosts: ask('money', optionalDollars(), {
      question: 'Estimated closing costs',
      hint: 'From your Loan Estimate, if you have one. Leave blank and your loan officer will fill it in.',
      optional: true,
      when: ({ step }) => hasTransactionDetails(step.purposeOfLoan),
    }),
  }),
  requiredWhen(
    'purchasePrice',
    ['purposeOfLoan', 'purchasePrice'],
    (input) => input.purposeOfLoan !== 'purchase' || amountOf(input.purchasePrice) > 0,
    'Enter the purchase price',
  ),
  requiredWhen(
    'presentValue',
    ['purposeOfLoan', 'presentValue'],
    (input) => input.purposeOfLoan !== 'refinance' || amountOf(input.presentValue) > 0,
    'Enter what the home is worth today',
  ),
  requiredWhen(
    'refinancePayoff',
    ['purposeOfLoan', 'refinancePayoff'],
    (input) => input.purposeOfLoan !== 'refinance' || !isBlank(input.refinancePayoff),
    'Enter the amount to pay off, or 0',
  ),
  requiredWhen(
    'purposeOfLoanOther',
    ['purposeOfLoan', 'purposeOfLoanOther'],
    (input) => input.purposeOfLoan !== 'other' || !isBlank(input.purposeOfLoanOther),
    'Tell us what the loan is for',
  ),
  requiredWhen(
    'yearAcquired',
    ['purposeOfLoan', 'yearAcquired'],
    (input) =>
      !(isConstructionPurpose(input.purposeOfLoan) || input.purposeOfLoan === 'refinance') ||
      !isBlank(input.yearAcquired),
    messages.required,
  ),
  requiredWhen(
    'originalCost',
    ['purposeOfLoan', 'originalCost'],
    (input) =>
      !(isConstructionPurpose(input.purposeOfLoan) || input.purposeOfLoan === 'refinance') ||
      !isBlank(input.originalCost),
    messages.required,
  ),
  requiredWhen(
    'existingLiens',
    ['purposeOfLoan', 'existingLiens'],
    (input) =>
      !(isConstructionPurpose(input.purposeOfLoan) || input.purposeOfLoan === 'refinance') ||
      !isBlank(input.existingLiens),
    messages.required,
  ),
  requiredWhen(
    'presentValueOfLot',
    ['purposeOfLoan', 'presentValueOfLot'],
    (input) => !isConstructionPurpose(input.purposeOfLoan) || !isBlank(input.presentValueOfLot),
    messages.required,
  ),
  requiredWhen(
    'costOfImprovements',
    ['purposeOfLoan', 'costOfImprovements'],
    (input) => !isConstructionPurpose(input.purposeOfLoan) || !isBlank(input.costOfImprovements),
    messages.required,
  ),
  requiredWhen(
    'purposeOfRefinance',
    ['purposeOfLoan', 'purposeOfRefinance'],
    (input) => input.purposeOfLoan !== 'refinance' || !isBlank(input.purposeOfRefinance),
    messages.choiceRequired,
  ),
  requiredWhen(
    'improvementsStatus',
    ['purposeOfLoan', 'improvementsStatus'],
    (input) => input.purposeOfLoan !== 'refinance' || !isBlank(input.improvementsStatus),
    messages.choiceRequired,
  ),
  requiredWhen(
    'describeImprovements',
    ['purposeOfLoan', 'improvementsStatus', 'describeImprovements'],
    (input) =>
      input.purposeOfLoan !== 'refinance' ||
      !hasImprovements(input.improvementsStatus) ||
      !isBlank(input.describeImprovements),
    'Describe the improvements',
  ),
  requiredWhen(
    'improvementsCost',
    ['purposeOfLoan', 'improvementsStatus', 'improvementsCost'],
    (input) =>
      input.purposeOfLoan !== 'refinance' ||
      !hasImprovements(input.improvementsStatus) ||
      amountOf(input.improvementsCost) > 0,
    'Enter what the improvements cost',
  ),
  requiredWhen(
    'leaseholdExpirationDate',
    ['estateHeldIn', 'leaseholdExpirationDate'],
    (input) => input.estateHeldIn !== 'leasehold' || !isBlank(input.leaseholdExpirationDate),
    messages.choiceRequired,
  ),
  requiredWhen(
    'downPaymentSources',
    ['purposeOfLoan', 'downPaymentSources'],
    (input) =>
      !needsDownPaymentSource(input.purposeOfLoan) ||
      (Array.isArray(input.downPaymentSources) && input.downPaymentSources.length > 0),
    'Choose at least one source',
  ),
  requiredWhen(
    'downPaymentSourceOther',
    ['purposeOfLoan', 'downPaymentSources', 'downPaymentSourceOther'],
    (input) =>
      !needsDownPaymentSource(input.purposeOfLoan) ||
      !(Array.isArray(input.downPaymentSources) && input.downPaymentSources.includes('other')) ||
      !isBlank(input.downPaymentSourceOther),
    'Tell us where the rest of the money comes from',
  ),
);

export const propertyInformationInitialValues = {
  subjectPropertyAddress: { ...emptyAddress },
  numberOfUnits: '1',
  yearBuilt: '',
  legalDescription: '',
  purposeOfLoan: '',
  purposeOfLoanOther: '',
  propertyWillBe: '',
  yearAcquired: '',
  originalCost: '',
  existingLiens: '',
  presentValueOfLot: '',
  costOfImprovements: '',
  purposeOfRefinance: '',
  improvementsStatus: '',
  describeImprovements: '',
  improvementsCost: '',
  titleHeldInNames: '',
  mannerTitleHeld: '',
  estateHeldIn: '',
  leaseholdExpirationDate: '',
  downPaymentSources: [] as string[],
  downPaymentSourceOther: '',
  purchasePrice: '',
  alterationsImprovements: '',
  presentValue: '',
  refinancePayoff: '',
  estimatedClosingCosts: '',
};
