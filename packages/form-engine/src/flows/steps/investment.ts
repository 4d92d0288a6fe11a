import {
  address,
  adult,
  amountOf,
  choice,
  count,
  date,
  dollars,
  ein,
  emptyAddress,
  emptySignature,
  inTheFuture,
  inThePast,
  messages,
  optionalChoice,
  optionalCount,
  optionalDate,
  optionalDollars,
  percentage,
  personName,
  requiredEmail,
  requiredString,
  requiredWhen,
  signature,
  ssnOrItin,
  US_STATES,
  usPhone,
  yesNo,
  optionalString,
} from '@northgate/validators';
import * as v from 'valibot';
import { citizenships } from './checkbox-qs.ts';
import { creditScoreRanges } from './credit-score.ts';
import { dealCounts, LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from './request-loan.ts';

/**
 * Investment (DSCR) loan application (design/flow-fields.md, Flow 4). A rental loan is made to a
 * company and guaranteed by its owners, qualified on the property's rent rather than the
 * borrower's income.
 */

// ---- personalAndBorrowingEntity ----

export const housingStatuses = [
  { value: 'owns', label: 'I own my home' },
  { value: 'rents', label: 'I rent my home' },
  { value: 'investmentOnly', label: 'I own only investment property' },
] as const;

// Non-profits and trusts cannot borrow on this program (design/flow-fields.md, Flow 4).
export const investmentEntityTypes = [
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'lp', label: 'Limited partnership' },
  { value: 'gp', label: 'General partnership' },
] as const;

export const MAX_CO_OWNERS = 4;

const coOwner = v.object({
  name: requiredString({ max: 100 }),
  email: v.pipe(requiredEmail({ max: 64 }), v.toLowerCase()),
  ownershipPct: percentage({ min: 0.001, max: 99.999 }),
});

export type CoOwner = { name: string; email: string; ownershipPct: string };
export const emptyCoOwner: CoOwner = { name: '', email: '', ownershipPct: '' };

/** The entity's ownership as entered: the applicant's share plus every co-owner's. */
export function totalOwnership(values: { ownershipPct?: unknown; coOwners?: unknown }): number {
  const share = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : 0);
  const others = Array.isArray(values.coOwners) ? values.coOwners : [];
  const total = others.reduce<number>(
    (sum, owner) => sum + share((owner as CoOwner).ownershipPct),
    share(values.ownershipPct),
  );
  // Shares have up to three decimals; round away float noise (33.333 + 33.333 + 33.334).
  return Math.round(total * 1000) / 1000;
}

export const personalAndBorrowingEntitySchema = v.pipe(
  v.object({
    firstName: personName(),
    lastName: personName(),
    email: v.pipe(requiredEmail({ max: 64 }), v.toLowerCase()),
    mobilePhone: usPhone(),
    dateOfBirth: date(adult),
    ssnOrItin: ssnOrItin(),
    citizenship: choice(citizenships),
    creditScoreRange: choice(creditScoreRanges),
    housing: choice(housingStatuses),
    rentalsOwned: count({ min: 0, max: 500 }),
    rehabsLast36Months: choice(dealCounts),
    entityName: requiredString({ max: 100 }),
    entityType: choice(investmentEntityTypes),
    stateOfFormation: choice(US_STATES),
    ein: ein(),
    formationDate: optionalDate(inThePast),
    ownershipPct: percentage({ min: 0.001, max: 100 }),
    coOwners: v.pipe(
      v.optional(v.array(coOwner), []),
      v.maxLength(MAX_CO_OWNERS, `Add at most ${MAX_CO_OWNERS} other owners`),
    ),
  }),
  requiredWhen(
    'ownershipPct',
    ['coOwners'],
    (input) => totalOwnership(input) === 100,
    'The ownership shares must add up to 100%',
  ),
);

export const personalAndBorrowingEntityInitialValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobilePhone: '',
  dateOfBirth: '',
  ssnOrItin: '',
  citizenship: '',
  creditScoreRange: '',
  housing: '',
  rentalsOwned: '',
  rehabsLast36Months: '',
  entityName: '',
  entityType: '',
  stateOfFormation: '',
  ein: '',
  formationDate: '',
  ownershipPct: '100',
  coOwners: [] as CoOwner[],
};

// ---- loanRequestInformation ----

export const investmentLoanPurposes = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'rateTerm', label: 'Rate/term refinance' },
  { value: 'cashOut', label: 'Cash-out refinance' },
  { value: 'delayedFinancing', label: 'Delayed financing (bought with cash in the last 6 months)' },
] as const;

export const dscrProducts = [
  { value: '30yrFixed', label: '30-year fixed' },
  { value: '40yrFixed', label: '40-year fixed' },
  { value: '5/6arm', label: '5/6 ARM' },
  { value: '7/6arm', label: '7/6 ARM' },
  { value: '10/6arm', label: '10/6 ARM' },
] as const;

export const prepaymentOptions = [
  { value: 'none', label: 'No prepayment penalty' },
  { value: '1yr', label: '1 year' },
  { value: '2yr', label: '2 years' },
  { value: '3yr', label: '3 years' },
  { value: '5-4-3-2-1', label: '5 years, stepping down (5-4-3-2-1)' },
] as const;

/** Highest loan-to-value by purpose: 80% for a purchase or rate/term refinance, 75% when cash comes out. */
export const MAX_LTV_BY_PURPOSE: Readonly<Record<string, number>> = {
  purchase: 0.8,
  rateTerm: 0.8,
  cashOut: 0.75,
  delayedFinancing: 0.75,
};

/** Whether the purpose refinances a property the borrower already owns. */
export function isRefinance(purpose: unknown): boolean {
  return purpose === 'rateTerm' || purpose === 'cashOut' || purpose === 'delayedFinancing';
}

/** Loan-to-value as a fraction (0.75), or null until both amounts are entered. */
export function loanToValue(values: { loanAmount?: unknown; propertyValue?: unknown }): number | null {
  const loan = amountOf(values.loanAmount);
  const value = amountOf(values.propertyValue);
  return loan > 0 && value > 0 ? loan / value : null;
}

export const loanRequestInformationSchema = v.pipe(
  v.object({
    loanPurpose: choice(investmentLoanPurposes),
    propertyValue: dollars({ min: 1 }),
    loanAmount: dollars({
      min: LOAN_AMOUNT_MIN,
      max: LOAN_AMOUNT_MAX,
      minMessage: 'We lend from $50,000 to $10,000,000',
    }),
    cashOutAmount: optionalDollars(),
    acquisitionDate: optionalDate(inThePast),
    originalPurchasePrice: optionalDollars(),
    capitalImprovements: optionalDollars(),
    existingLienBalance: optionalDollars(),
    currentLender: optionalString({ max: 100 }),
    productType: choice(dscrProducts),
    interestOnly: choice(yesNo),
    prepaymentPenalty: choice(prepaymentOptions),
    liquidReserves: dollars(),
    targetCloseDate: optionalDate(inTheFuture),
    rateLock: optionalChoice(yesNo),
  }),
  requiredWhen(
    'loanAmount',
    ['loanPurpose', 'propertyValue'],
    (input) => {
      const ltv = loanToValue(input);
      const cap = MAX_LTV_BY_PURPOSE[input.loanPurpose as string];
      return ltv === null || cap === undefined || ltv <= cap + 1e-9;
    },
    'The loan is above our limit for this purpose: 80% of the value for a purchase or rate/term refinance, 75% for cash-out or delayed financing',
  ),
  requiredWhen(
    'cashOutAmount',
    ['loanPurpose', 'cashOutAmount'],
    (input) => input.loanPurpose !== 'cashOut' || amountOf(input.cashOutAmount) > 0,
    'Enter how much cash you want to take out',
  ),
  requiredWhen(
    'acquisitionDate',
    ['loanPurpose', 'acquisitionDate'],
    (input) => !isRefinance(input.loanPurpose) || input.acquisitionDate !== '',
    messages.choiceRequired,
  ),
  requiredWhen(
    'originalPurchasePrice',
    ['loanPurpose', 'originalPurchasePrice'],
    (input) => !isRefinance(input.loanPurpose) || input.originalPurchasePrice !== '',
    messages.required,
  ),
  requiredWhen(
    'existingLienBalance',
    ['loanPurpose', 'existingLienBalance'],
    (input) => !isRefinance(input.loanPurpose) || input.existingLienBalance !== '',
    messages.required,
  ),
);

export const loanRequestInformationInitialValues = {
  loanPurpose: '',
  propertyValue: '',
  loanAmount: '',
  cashOutAmount: '',
  acquisitionDate: '',
  originalPurchasePrice: '',
  capitalImprovements: '',
  existingLienBalance: '',
  currentLender: '',
  productType: '',
  interestOnly: '',
  prepaymentPenalty: '',
  liquidReserves: '',
  targetCloseDate: '',
  rateLock: '',
};

// ---- subjectPropertyInformation ----

export const rentalPropertyTypes = [
  { value: 'sfr', label: 'Single-family home' },
  { value: '2-4', label: '2–4 unit' },
  { value: 'warrantableCondo', label: 'Condo (warrantable)' },
  { value: 'nonWarrantableCondo', label: 'Condo (non-warrantable)' },
  { value: 'townhome', label: 'Townhome / PUD' },
  { value: '5-10', label: '5–10 unit' },
  { value: 'mixedUse', label: 'Mixed-use' },
] as const;

/** Units each property type may have. */
export const UNIT_RANGE: Readonly<Record<string, readonly [number, number]>> = {
  sfr: [1, 1],
  '2-4': [2, 4],
  warrantableCondo: [1, 1],
  nonWarrantableCondo: [1, 1],
  townhome: [1, 1],
  '5-10': [5, 10],
  mixedUse: [2, 10],
};

/** How many units the property has, as the rental-income step lists them (1 until known). */
export function unitCount(property: { propertyType?: unknown; units?: unknown } | undefined): number {
  const range = UNIT_RANGE[property?.propertyType as string];
  if (range === undefined || range[1] === 1) return 1;
  const units = Number(property?.units);
  return Number.isInteger(units) && units >= range[0] && units <= range[1] ? units : range[0];
}

const thisYear = () => new Date().getFullYear();

export const subjectPropertyInformationSchema = v.pipe(
  v.object({
    address: address(),
    propertyType: choice(rentalPropertyTypes),
    // Asked only for multi-unit types; a single-unit type counts as one unit whatever is stored.
    units: optionalCount({ min: 1, max: 10 }),
    yearBuilt: v.pipe(
      count({ min: 1700, max: 9999 }),
      v.check((value) => Number(value) <= thisYear() + 2, 'Enter a year no later than two years from now'),
    ),
    squareFeet: count({ min: 200, max: 100_000 }),
    bedrooms: count({ min: 0, max: 50 }),
    bathrooms: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(messages.required),
      v.regex(/^\d{1,2}(\.5)?$/, 'Enter whole or half baths, such as 2 or 2.5'),
    ),
    rural: choice(yesNo),
    annualTaxes: dollars(),
    annualInsurance: dollars({
      min: 1,
      minMessage: 'Enter the yearly premium; every loan needs hazard insurance',
    }),
    annualFloodInsurance: optionalDollars(),
    monthlyHoa: optionalDollars(),
  }),
  requiredWhen(
    'units',
    ['propertyType', 'units'],
    (input) => {
      const range = UNIT_RANGE[input.propertyType as string];
      if (range === undefined || range[1] === 1) return true;
      const units = Number(input.units);
      return input.units !== '' && units >= range[0] && units <= range[1];
    },
    'Enter the number of units; it must fit the property type',
  ),
);

export const subjectPropertyInformationInitialValues = {
  address: { ...emptyAddress },
  propertyType: '',
  units: '',
  yearBuilt: '',
  squareFeet: '',
  bedrooms: '',
  bathrooms: '',
  rural: '',
  annualTaxes: '',
  annualInsurance: '',
  annualFloodInsurance: '',
  monthlyHoa: '',
};

// ---- incomeInformation ----

export const rentalTypes = [
  { value: 'longTerm', label: 'Long-term (leases of 12 months or more)' },
  { value: 'midTerm', label: 'Mid-term (furnished, 1–11 months)' },
  { value: 'shortTerm', label: 'Short-term or vacation rental' },
] as const;

export const MAX_UNITS = 10;

/**
 * The rate the rental-income step estimates the DSCR with until the borrower changes it: a
 * typical 30-year DSCR rate, shown as an editable assumption, never as a quote.
 */
export const DSCR_ESTIMATE_RATE = '7.5';
/** Our program minimum; a lower DSCR can still qualify with a smaller loan. */
export const DSCR_MINIMUM = 1;

const unitRent = v.pipe(
  v.object({
    leased: choice(yesNo),
    monthlyRent: optionalDollars({ max: 1_000_000 }),
    marketRent: dollars({ min: 1, max: 1_000_000, minMessage: 'Enter the rent the unit would get today' }),
  }),
  requiredWhen(
    'monthlyRent',
    ['leased', 'monthlyRent'],
    (input) => input.leased !== 'yes' || amountOf(input.monthlyRent) > 0,
    'Enter the rent in the current lease',
  ),
);

export type UnitRent = { leased: string; monthlyRent: string; marketRent: string };
export const emptyUnitRent: UnitRent = { leased: '', monthlyRent: '', marketRent: '' };

export const incomeInformationSchema = v.pipe(
  v.object({
    rentalType: choice(rentalTypes),
    unitRents: v.pipe(
      v.array(unitRent),
      v.minLength(1, 'Add the rent for at least one unit'),
      v.maxLength(MAX_UNITS, `Add at most ${MAX_UNITS} units`),
    ),
    trailing12MonthRevenue: optionalDollars(),
    listingUrl: v.pipe(
      optionalString({ max: 300 }),
      v.check(
        (value) => value === '' || /^https?:\/\/\S+\.\S+$/.test(value),
        'Enter the full web address, starting with https://',
      ),
    ),
    otherMonthlyIncome: optionalDollars({ max: 1_000_000 }),
    estimateRate: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.check((value) => value === '' || /^\d{1,2}(\.\d{1,3})?$/.test(value), 'Enter a rate such as 7.5'),
    ),
  }),
  requiredWhen(
    'trailing12MonthRevenue',
    ['rentalType', 'trailing12MonthRevenue'],
    (input) => input.rentalType !== 'shortTerm' || amountOf(input.trailing12MonthRevenue) > 0,
    'Short-term rentals qualify on 12 months of booking history: enter the gross revenue',
  ),
);

export const incomeInformationInitialValues = {
  rentalType: '',
  unitRents: [{ ...emptyUnitRent }] as UnitRent[],
  trailing12MonthRevenue: '',
  listingUrl: '',
  otherMonthlyIncome: '',
  estimateRate: DSCR_ESTIMATE_RATE,
};

// ---- declarations ----

/** The credit and legal questions, in the order the page asks them (URLA 5a–5b; Visio credit events). */
export const investmentDeclarations = [
  { key: 'bankruptcyLast4Years', label: 'Have you declared bankruptcy in the last 4 years?' },
  {
    key: 'foreclosureLast3Years',
    label: 'Have you had a foreclosure, short sale or deed-in-lieu in the last 3 years?',
  },
  {
    key: 'mortgageLateLast12Months',
    label: 'Have you been 30 or more days late on a mortgage in the last 12 months?',
  },
  { key: 'judgmentsOrLiens', label: 'Are there any outstanding judgments or tax liens against you?' },
  { key: 'lawsuit', label: 'Are you a party to a lawsuit?' },
  { key: 'federalDebt', label: 'Are you delinquent or in default on any federal debt?' },
  { key: 'downPaymentBorrowed', label: 'Is any part of the down payment or closing costs borrowed?' },
  { key: 'relatedToSeller', label: 'Are you related to the seller, or is this sale not at arm’s length?' },
] as const;

export type InvestmentDeclarationKey = (typeof investmentDeclarations)[number]['key'];

const declarationKeys = investmentDeclarations.map((question) => question.key);

export const investmentDeclarationsSchema = v.pipe(
  v.object({
    ...Object.fromEntries(declarationKeys.map((key) => [key, choice(yesNo)])),
    explanation: optionalString({ max: 1000 }),
    businessPurpose: v.literal(true, 'Confirm the loan is for business purposes to continue'),
    nonOwnerOccupancy: v.literal(true, 'Confirm that no owner will live in the property to continue'),
    creditAuthorization: v.literal(true, 'Authorize the credit and background check to continue'),
    signature: signature(),
  }) as v.GenericSchema<Record<string, unknown>>,
  requiredWhen(
    'explanation',
    [...declarationKeys, 'explanation'],
    (input) =>
      !declarationKeys.some((key) => input[key] === 'yes') || String(input.explanation ?? '').trim() !== '',
    'Explain each Yes answer: what happened, when, and how it was resolved',
  ),
);

export const investmentDeclarationsInitialValues = {
  ...Object.fromEntries(declarationKeys.map((key) => [key, ''])),
  explanation: '',
  businessPurpose: false,
  nonOwnerOccupancy: false,
  creditAuthorization: false,
  signature: { ...emptySignature },
};
