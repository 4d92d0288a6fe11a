import { monthlyPayment, roundHalfUp, roundMoney } from '@northgate/loan-math';
import {
  address,
  adult,
  amountOf,
  choice,
  count,
  date,
  dollars,
  emptyAddress,
  emptySignature,
  inTheFuture,
  inThePast,
  isoToday,
  messages,
  optionalChoice,
  optionalCount,
  optionalDate,
  optionalDollars,
  optionalUsPhone,
  personName,
  requiredEmail,
  requiredString,
  requiredWhen,
  signature,
  ssnOrItin,
  usPhone,
  yearsBefore,
  yesNo,
  optionalString,
} from '@northgate/validators';
import * as v from 'valibot';

/**
 * Permanent loan application: an owner-occupied home mortgage application shaped like the classic
 * Fannie Mae 1003 / Freddie Mac 65 (design/flow-fields.md, Flow 3). Sections I–VI, VIII and IX,
 * plus the optional government monitoring questions of section X.
 *
 * One borrower in this version. Everything that belongs to a person (who they are, their jobs,
 * their income, their declarations and signature) sits in a `borrower` group on its step, so a
 * co-borrower can later be added as a sibling `coBorrower` group validated by the same schema.
 * Loan-level answers (mortgage terms, the property, housing expense, the assets statement) sit at
 * the step's top level.
 *
 * Left out on purpose: the lender-only agency and lender case numbers, file uploads (drafts are
 * JSON and there is no upload endpoint) and section VII, details of transaction, which the loan
 * officer prepares.
 */

// ---- shared helpers ----

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function sumOf<T>(items: unknown, pick: (item: T) => unknown): number {
  return Array.isArray(items)
    ? items.reduce<number>((total, item) => total + amountOf(pick(item as T)), 0)
    : 0;
}

const thisYear = () => new Date().getFullYear();

/** A required four-digit year from `min` to `latest()` (checked when validating, so it never goes stale). */
function year(min: number, latest: () => number, lateMessage: string) {
  return v.pipe(
    count({ min, max: 9999 }),
    v.check((value) => Number(value) <= latest(), lateMessage),
  );
}

/** The same year rule for a year that is asked only after another answer (requiredWhen makes it required). */
function optionalYear(min: number, latest: () => number, lateMessage: string) {
  return v.pipe(
    optionalCount({ min, max: 9999 }),
    v.check((value) => value === '' || Number(value) <= latest(), lateMessage),
  );
}

/** The last four digits of an account number, or blank: enough to tell accounts apart. */
const accountLast4 = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || /^\d{4}$/.test(value), 'Enter the last 4 digits only'),
  );

/** A list of repeated entries, at most `max` of them. */
function list<TItem extends v.GenericSchema>(item: TItem, max: number, noun: string) {
  return v.pipe(v.optional(v.array(item), []), v.maxLength(max, `Add at most ${max} ${noun}`));
}

// =====================================================================================
// I. typeOfMortgage
// =====================================================================================

export const permanentMortgageTypes = [
  { value: 'conventional', label: 'Conventional' },
  { value: 'fha', label: 'FHA' },
  { value: 'va', label: 'VA' },
  { value: 'usda', label: 'USDA / Rural Housing Service' },
  { value: 'other', label: 'Other' },
] as const;

export const permanentLoanTerms = [
  { value: '360', label: '360 months (30 years)' },
  { value: '300', label: '300 months (25 years)' },
  { value: '240', label: '240 months (20 years)' },
  { value: '180', label: '180 months (15 years)' },
  { value: '120', label: '120 months (10 years)' },
  { value: 'other', label: 'Another term' },
] as const;

/** Loan amounts of the permanent program, as the primary-residence landing page publishes them. */
export const PERMANENT_LOAN_AMOUNT_MIN = 150_000;
export const PERMANENT_LOAN_AMOUNT_MAX = 3_000_000;

export const PERMANENT_TERM_MIN_MONTHS = 12;
export const PERMANENT_TERM_MAX_MONTHS = 480;
/** The highest rate the application takes; a higher quote is almost certainly a typo. */
export const PERMANENT_RATE_MAX = 20;

export const permanentAmortizationTypes = [
  { value: 'fixed', label: 'Fixed rate' },
  { value: 'gpm', label: 'Graduated payment (GPM)' },
  { value: 'arm', label: 'Adjustable rate (ARM)' },
  { value: 'other', label: 'Other' },
] as const;

export const permanentArmTypes = [
  { value: '5/6', label: '5/6 ARM: fixed for 5 years, then adjusts every 6 months' },
  { value: '7/6', label: '7/6 ARM: fixed for 7 years, then adjusts every 6 months' },
  { value: 'notSure', label: 'Not sure yet: my loan officer will help me choose' },
] as const;

const RATE = /^(\d{1,2}(\.\d{0,3})?|\.\d{1,3})$/;

/** The loan term in months from the term answers, or null while it is unanswered or invalid. */
export function permanentTermMonths(values: {
  numberOfMonths?: unknown;
  otherNumberOfMonths?: unknown;
}): number | null {
  const chosen = values.numberOfMonths;
  const months =
    chosen === 'other'
      ? amountOf(values.otherNumberOfMonths)
      : typeof chosen === 'string'
        ? amountOf(chosen)
        : 0;
  return months >= PERMANENT_TERM_MIN_MONTHS && months <= PERMANENT_TERM_MAX_MONTHS ? months : null;
}

/**
 * The proposed monthly principal and interest from the typeOfMortgage answers (the calculator's
 * level payment, rounded half-up to the cent), or null until loan amount, rate and term are all given.
 */
export function proposedPrincipalAndInterestFor(
  values:
    | {
        loanAmount?: unknown;
        interestRate?: unknown;
        numberOfMonths?: unknown;
        otherNumberOfMonths?: unknown;
      }
    | undefined,
): number | null {
  if (!values) return null;
  const loan = amountOf(values.loanAmount);
  const rate = typeof values.interestRate === 'string' ? values.interestRate.trim() : '';
  const months = permanentTermMonths(values);
  if (loan <= 0 || months === null || !RATE.test(rate) || Number(rate) > PERMANENT_RATE_MAX) return null;
  return monthlyPayment(loan, Number(rate), months);
}

export const permanentTypeOfMortgageSchema = v.pipe(
  v.object({
    mortgageAppliedFor: choice(permanentMortgageTypes),
    mortgageAppliedForOther: optionalString({ max: 100 }),
    loanAmount: dollars({
      min: PERMANENT_LOAN_AMOUNT_MIN,
      max: PERMANENT_LOAN_AMOUNT_MAX,
      minMessage: 'We lend from $150,000 to $3,000,000 on a home you live in',
    }),
    interestRate: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.check((value) => value === '' || RATE.test(value), 'Enter a rate such as 6.5'),
      v.check(
        (value) => value === '' || !RATE.test(value) || Number(value) <= PERMANENT_RATE_MAX,
        `Enter a rate of ${PERMANENT_RATE_MAX}% or less`,
      ),
    ),
    numberOfMonths: choice(permanentLoanTerms),
    otherNumberOfMonths: optionalCount({ min: PERMANENT_TERM_MIN_MONTHS, max: PERMANENT_TERM_MAX_MONTHS }),
    amortizationType: choice(permanentAmortizationTypes),
    armType: optionalChoice(permanentArmTypes),
    amortizationOther: optionalString({ max: 100 }),
  }),
  requiredWhen(
    'mortgageAppliedForOther',
    ['mortgageAppliedFor', 'mortgageAppliedForOther'],
    (input) => input.mortgageAppliedFor !== 'other' || !isBlank(input.mortgageAppliedForOther),
    'Tell us which type of mortgage you want',
  ),
  requiredWhen(
    'otherNumberOfMonths',
    ['numberOfMonths', 'otherNumberOfMonths'],
    (input) => input.numberOfMonths !== 'other' || !isBlank(input.otherNumberOfMonths),
    'Enter the term in months, from 12 to 480',
  ),
  requiredWhen(
    'armType',
    ['amortizationType', 'armType'],
    (input) => input.amortizationType !== 'arm' || !isBlank(input.armType),
    messages.choiceRequired,
  ),
  requiredWhen(
    'amortizationOther',
    ['amortizationType', 'amortizationOther'],
    (input) => input.amortizationType !== 'other' || !isBlank(input.amortizationOther),
    'Describe how the loan would be paid off',
  ),
);

export const permanentTypeOfMortgageInitialValues = {
  mortgageAppliedFor: '',
  mortgageAppliedForOther: '',
  loanAmount: '',
  interestRate: '',
  numberOfMonths: '',
  otherNumberOfMonths: '',
  amortizationType: '',
  armType: '',
  amortizationOther: '',
};

// =====================================================================================
// II. propertyInformation
// =====================================================================================

export const permanentLoanPurposes = [
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
export const permanentOccupancyTypes = [
  { value: 'primary', label: 'Primary residence' },
  { value: 'secondary', label: 'Second home' },
] as const;

export const permanentRefinancePurposes = [
  { value: 'rateTerm', label: 'Lower my rate or payment, or change the term' },
  { value: 'cashOut', label: 'Take cash out' },
  { value: 'homeImprovement', label: 'Pay for home improvements' },
  { value: 'debtConsolidation', label: 'Pay off other debts' },
] as const;

export const permanentImprovementStatuses = [
  { value: 'none', label: 'No improvements' },
  { value: 'made', label: 'Improvements already made' },
  { value: 'toBeMade', label: 'Improvements to be made' },
] as const;

export const permanentTitleManners = [
  { value: 'sole', label: 'Sole ownership' },
  { value: 'jointTenancy', label: 'Joint tenancy with right of survivorship' },
  { value: 'tenancyInCommon', label: 'Tenancy in common' },
  { value: 'communityProperty', label: 'Community property' },
  { value: 'livingTrust', label: 'In a living trust' },
  { value: 'notSure', label: 'Not sure yet: we will go over it before closing' },
] as const;

export const permanentEstateTypes = [
  { value: 'feeSimple', label: 'Fee simple (you own the land and the home)' },
  { value: 'leasehold', label: 'Leasehold (the land is leased)' },
] as const;

export const permanentDownPaymentSources = [
  { value: 'savings', label: 'Checking or savings' },
  { value: 'gift', label: 'Gift from a relative' },
  { value: 'saleOfHome', label: 'Sale of my current home' },
  { value: 'retirement', label: 'Retirement account (401(k), IRA)' },
  { value: 'investments', label: 'Stocks, bonds or mutual funds' },
  { value: 'other', label: 'Other' },
] as const;

/** Purposes that finance land or a build: they ask about the lot and the construction cost. */
export function isConstructionPurpose(purpose: unknown): boolean {
  return purpose === 'construction' || purpose === 'constructionPermanent';
}

/** Purposes where the borrower brings a down payment (and so is asked where it comes from). */
export function needsDownPaymentSource(purpose: unknown): boolean {
  return purpose === 'purchase' || isConstructionPurpose(purpose);
}

/** Improvements a refinance describes: already made or still to be made. */
export function hasImprovements(status: unknown): boolean {
  return status === 'made' || status === 'toBeMade';
}

/** Present value of the lot plus the cost of improvements (construction line "a + b"). */
export function constructionTotal(values: {
  presentValueOfLot?: unknown;
  costOfImprovements?: unknown;
}): number {
  return amountOf(values.presentValueOfLot) + amountOf(values.costOfImprovements);
}

const downPaymentSourceValues = permanentDownPaymentSources.map((source) => source.value);

export const permanentPropertyInformationSchema = v.pipe(
  v.object({
    subjectPropertyAddress: address(),
    numberOfUnits: count({ min: 1, max: 4 }),
    yearBuilt: year(1700, () => thisYear() + 2, 'Enter a year no later than two years from now'),
    legalDescription: optionalString({ max: 1000 }),
    purposeOfLoan: choice(permanentLoanPurposes),
    purposeOfLoanOther: optionalString({ max: 200 }),
    propertyWillBe: choice(permanentOccupancyTypes),
    // Construction, construction-permanent and refinance: when the land or home was bought.
    yearAcquired: optionalYear(1900, thisYear, 'Enter a year no later than this year'),
    originalCost: optionalDollars(),
    existingLiens: optionalDollars(),
    // Construction and construction-permanent only.
    presentValueOfLot: optionalDollars(),
    costOfImprovements: optionalDollars(),
    // Refinance only.
    purposeOfRefinance: optionalChoice(permanentRefinancePurposes),
    improvementsStatus: optionalChoice(permanentImprovementStatuses),
    describeImprovements: optionalString({ max: 500 }),
    improvementsCost: optionalDollars(),
    titleHeldInNames: requiredString({ max: 200 }),
    mannerTitleHeld: choice(permanentTitleManners),
    estateHeldIn: choice(permanentEstateTypes),
    leaseholdExpirationDate: optionalDate(inTheFuture),
    downPaymentSources: v.pipe(
      v.optional(v.array(v.picklist(downPaymentSourceValues, messages.choiceRequired)), []),
      v.maxLength(downPaymentSourceValues.length, messages.choiceRequired),
    ),
    downPaymentSourceOther: optionalString({ max: 200 }),
  }),
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

export const permanentPropertyInformationInitialValues = {
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
};

// =====================================================================================
// III. borrowerInformation
// =====================================================================================

export const permanentNameSuffixes = [
  { value: 'Jr.', label: 'Jr.' },
  { value: 'Sr.', label: 'Sr.' },
  { value: 'II', label: 'II' },
  { value: 'III', label: 'III' },
  { value: 'IV', label: 'IV' },
] as const;

export const permanentMaritalStatuses = [
  { value: 'married', label: 'Married' },
  { value: 'unmarried', label: 'Unmarried (single, divorced or widowed)' },
  { value: 'separated', label: 'Separated' },
] as const;

export const permanentHousingTenures = [
  { value: 'own', label: 'Own' },
  { value: 'rent', label: 'Rent' },
  { value: 'rentFree', label: 'Live rent-free' },
] as const;

/** Months of address history the classic 1003 asks for: two years. */
export const PERMANENT_ADDRESS_HISTORY_MONTHS = 24;
export const MAX_PERMANENT_FORMER_ADDRESSES = 5;

const DEPENDENT_AGES = /^\d{1,2}(\s*,\s*\d{1,2})*$/;

const formerAddress = v.object({
  address: address(),
  housing: choice(permanentHousingTenures),
  years: count({ min: 0, max: 99 }),
  months: count({ min: 0, max: 11 }),
});

export type PermanentFormerAddress = {
  address: typeof emptyAddress;
  housing: string;
  years: string;
  months: string;
};

export const emptyPermanentFormerAddress: PermanentFormerAddress = {
  address: { ...emptyAddress },
  housing: '',
  years: '',
  months: '',
};

/** Months lived at the present address and the former ones listed. */
export function permanentAddressHistoryMonths(values: {
  presentAddressYears?: unknown;
  presentAddressMonths?: unknown;
  formerAddresses?: unknown;
}): number {
  const months = (years: unknown, extra: unknown) => amountOf(years) * 12 + amountOf(extra);
  const former = Array.isArray(values.formerAddresses)
    ? (values.formerAddresses as PermanentFormerAddress[])
    : [];
  return former.reduce(
    (total, entry) => total + months(entry.years, entry.months),
    months(values.presentAddressYears, values.presentAddressMonths),
  );
}

/** Whether the present address alone covers less than two years, so former addresses are asked. */
export function needsFormerAddresses(values: {
  presentAddressYears?: unknown;
  presentAddressMonths?: unknown;
}): boolean {
  return permanentAddressHistoryMonths(values) < PERMANENT_ADDRESS_HISTORY_MONTHS;
}

/** A mailing address only when it differs from the present address. */
const mailing = v.variant(
  'different',
  [
    v.object({ different: v.literal(false), address: v.optional(v.unknown()) }),
    v.object({ different: v.literal(true), address: address() }),
  ],
  messages.choiceRequired,
);

const borrowerIdentity = v.pipe(
  v.object({
    firstName: personName(),
    middleName: optionalString({ max: 50 }),
    lastName: personName(),
    suffix: optionalChoice(permanentNameSuffixes),
    email: v.pipe(requiredEmail({ max: 64 }), v.toLowerCase()),
    homePhone: usPhone(),
    ssn: ssnOrItin(),
    dateOfBirth: date(adult),
    yearsSchool: optionalCount({ min: 0, max: 30 }),
    maritalStatus: choice(permanentMaritalStatuses),
    dependentsCount: count({ min: 0, max: 20 }),
    dependentsAges: v.pipe(
      optionalString({ max: 100 }),
      v.check(
        (value) => value === '' || DEPENDENT_AGES.test(value),
        'Enter ages as numbers separated by commas, such as 4, 9',
      ),
    ),
    presentAddress: address(),
    presentHousing: choice(permanentHousingTenures),
    presentAddressYears: count({ min: 0, max: 99 }),
    presentAddressMonths: count({ min: 0, max: 11 }),
    mailing,
    formerAddresses: list(formerAddress, MAX_PERMANENT_FORMER_ADDRESSES, 'former addresses'),
  }),
  requiredWhen(
    'dependentsAges',
    ['dependentsCount', 'dependentsAges'],
    (input) => amountOf(input.dependentsCount) === 0 || !isBlank(input.dependentsAges),
    'Enter the age of each dependent',
  ),
  requiredWhen(
    'dependentsAges',
    ['dependentsCount', 'dependentsAges'],
    (input) =>
      amountOf(input.dependentsCount) === 0 ||
      isBlank(input.dependentsAges) ||
      String(input.dependentsAges).split(',').length === amountOf(input.dependentsCount),
    'Enter one age for each dependent',
  ),
  requiredWhen(
    'formerAddresses',
    ['presentAddressYears', 'presentAddressMonths', 'formerAddresses'],
    (input) => permanentAddressHistoryMonths(input) >= PERMANENT_ADDRESS_HISTORY_MONTHS,
    'Add your previous addresses until they cover the last two years',
  ),
);

export const permanentBorrowerInformationSchema = v.object({ borrower: borrowerIdentity });

const emptyBorrowerIdentity = {
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  email: '',
  homePhone: '',
  ssn: '',
  dateOfBirth: '',
  yearsSchool: '',
  maritalStatus: '',
  dependentsCount: '',
  dependentsAges: '',
  presentAddress: { ...emptyAddress },
  presentHousing: '',
  presentAddressYears: '',
  presentAddressMonths: '',
  mailing: { different: false, address: { ...emptyAddress } },
  formerAddresses: [] as PermanentFormerAddress[],
};

export const permanentBorrowerInformationInitialValues = { borrower: emptyBorrowerIdentity };

// =====================================================================================
// IV. employmentInformation
// =====================================================================================

export const MAX_PERMANENT_PREVIOUS_JOBS = 5;

const currentEmployment = v.variant(
  'employed',
  [
    v.object({ employed: v.literal('no') }),
    v.object({
      employed: v.literal('yes'),
      employerName: requiredString({ max: 100 }),
      employerAddress: address(),
      selfEmployed: choice(yesNo),
      startDate: date(inThePast),
      yearsInLineOfWork: count({ min: 0, max: 60 }),
      positionTitle: requiredString({ max: 100 }),
      typeOfBusiness: optionalString({ max: 100 }),
      businessPhone: usPhone(),
    }),
  ],
  messages.choiceRequired,
);

const previousJob = v.pipe(
  v.object({
    employerName: requiredString({ max: 100 }),
    employerAddress: address(),
    selfEmployed: choice(yesNo),
    dateFrom: date(inThePast),
    dateTo: date(inThePast),
    monthlyIncome: dollars(),
    positionTitle: requiredString({ max: 100 }),
    businessPhone: optionalUsPhone(),
  }),
  requiredWhen(
    'dateTo',
    ['dateFrom', 'dateTo'],
    (input) => String(input.dateFrom) < String(input.dateTo),
    'The end date must be after the start date',
  ),
);

export type PermanentPreviousJob = {
  employerName: string;
  employerAddress: typeof emptyAddress;
  selfEmployed: string;
  dateFrom: string;
  dateTo: string;
  monthlyIncome: string;
  positionTitle: string;
  businessPhone: string;
};

export const emptyPermanentPreviousJob: PermanentPreviousJob = {
  employerName: '',
  employerAddress: { ...emptyAddress },
  selfEmployed: '',
  dateFrom: '',
  dateTo: '',
  monthlyIncome: '',
  positionTitle: '',
  businessPhone: '',
};

/**
 * Whether the borrower has held the current job for less than two years, so the jobs before it
 * are asked (classic 1003 section IV). `today` is injectable for tests.
 */
export function needsPreviousEmployment(current: unknown, today: string = isoToday()): boolean {
  if (!current || typeof current !== 'object') return false;
  const { employed, startDate } = current as { employed?: unknown; startDate?: unknown };
  return employed === 'yes' && typeof startDate === 'string' && startDate > yearsBefore(today, 2);
}

const borrowerEmployment = v.pipe(
  v.object({
    currentEmployment,
    previousEmployment: list(previousJob, MAX_PERMANENT_PREVIOUS_JOBS, 'jobs'),
  }),
  requiredWhen(
    'previousEmployment',
    ['currentEmployment', 'previousEmployment'],
    (input) =>
      !needsPreviousEmployment(input.currentEmployment) ||
      (Array.isArray(input.previousEmployment) && input.previousEmployment.length > 0),
    'You started your current job less than two years ago: add the job you had before it',
  ),
);

export const permanentEmploymentInformationSchema = v.object({ borrower: borrowerEmployment });

export const permanentEmploymentInformationInitialValues = {
  borrower: {
    currentEmployment: {
      employed: '',
      employerName: '',
      employerAddress: { ...emptyAddress },
      selfEmployed: '',
      startDate: '',
      yearsInLineOfWork: '',
      positionTitle: '',
      typeOfBusiness: '',
      businessPhone: '',
    },
    previousEmployment: [] as PermanentPreviousJob[],
  },
};

// =====================================================================================
// V. monthlyIncomeAndCombinedExpenseInfo
// =====================================================================================

export const permanentOtherIncomeSources = [
  { value: 'socialSecurity', label: 'Social Security' },
  { value: 'pension', label: 'Pension or retirement income' },
  { value: 'disability', label: 'Disability' },
  { value: 'alimony', label: 'Alimony' },
  { value: 'childSupport', label: 'Child support' },
  { value: 'separateMaintenance', label: 'Separate maintenance' },
  { value: 'vaBenefits', label: 'VA benefits' },
  { value: 'trust', label: 'Trust income' },
  { value: 'other', label: 'Other' },
] as const;

/** How often the borrower is paid, for the pay-to-monthly helper (design/flow-fields.md, Flow 3 V). */
export const permanentPayFrequencies = [
  { value: 'hourly', label: 'By the hour' },
  { value: 'weekly', label: 'Every week' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'semimonthly', label: 'Twice a month' },
  { value: 'monthly', label: 'Every month' },
  { value: 'annually', label: 'Every year (salary)' },
] as const;

export type PermanentPayFrequency = (typeof permanentPayFrequencies)[number]['value'];

/**
 * Gross pay converted to a monthly amount, rounded to whole dollars: hourly × hours × 52 / 12,
 * weekly × 52 / 12, bi-weekly × 26 / 12, semi-monthly × 2, yearly / 12 (half-up, like all money).
 */
export function monthlyFromPay(pay: number, frequency: PermanentPayFrequency, hoursPerWeek = 40): number {
  const perMonth: Record<PermanentPayFrequency, number> = {
    hourly: (pay * hoursPerWeek * 52) / 12,
    weekly: (pay * 52) / 12,
    biweekly: (pay * 26) / 12,
    semimonthly: pay * 2,
    monthly: pay,
    annually: pay / 12,
  };
  return roundHalfUp(perMonth[frequency]);
}

export const MAX_PERMANENT_OTHER_INCOME = 8;

const otherIncome = v.pipe(
  v.object({
    source: choice(permanentOtherIncomeSources),
    description: optionalString({ max: 100 }),
    monthlyAmount: dollars({ min: 1 }),
  }),
  requiredWhen(
    'description',
    ['source', 'description'],
    (input) => input.source !== 'other' || !isBlank(input.description),
    'Describe this income',
  ),
);

export type PermanentOtherIncome = { source: string; description: string; monthlyAmount: string };
export const emptyPermanentOtherIncome: PermanentOtherIncome = {
  source: '',
  description: '',
  monthlyAmount: '',
};

/** The gross monthly income lines of one borrower, in the order of the classic form. */
export const permanentIncomeLines = [
  { key: 'baseEmploymentIncome', label: 'Base employment income' },
  { key: 'overtime', label: 'Overtime' },
  { key: 'bonuses', label: 'Bonuses' },
  { key: 'commissions', label: 'Commissions' },
  { key: 'dividendsInterest', label: 'Dividends and interest' },
  { key: 'netRentalIncome', label: 'Net rental income' },
] as const;

/** One borrower's total gross monthly income: every income line plus the other income listed. */
export function permanentTotalMonthlyIncome(borrower: Record<string, unknown> | undefined): number {
  if (!borrower) return 0;
  const lines = permanentIncomeLines.reduce((total, line) => total + amountOf(borrower[line.key]), 0);
  return lines + sumOf<PermanentOtherIncome>(borrower.otherIncome, (entry) => entry.monthlyAmount);
}

const borrowerIncome = v.object({
  baseEmploymentIncome: dollars(),
  overtime: optionalDollars(),
  bonuses: optionalDollars(),
  commissions: optionalDollars(),
  dividendsInterest: optionalDollars(),
  netRentalIncome: optionalDollars(),
  otherIncome: list(otherIncome, MAX_PERMANENT_OTHER_INCOME, 'other incomes'),
});

/** Present monthly housing expense (what the household pays now), line by line. */
export const permanentPresentHousingLines = [
  { key: 'rent', label: 'Rent' },
  { key: 'firstMortgage', label: 'First mortgage (principal and interest)' },
  { key: 'otherFinancing', label: 'Other financing (principal and interest)' },
  { key: 'hazardInsurance', label: 'Homeowners insurance' },
  { key: 'realEstateTaxes', label: 'Property taxes' },
  { key: 'mortgageInsurance', label: 'Mortgage insurance' },
  { key: 'hoaDues', label: 'Homeowners association dues' },
  { key: 'other', label: 'Other housing costs' },
] as const;

const presentHousingExpense = v.object(
  Object.fromEntries(permanentPresentHousingLines.map((line) => [line.key, optionalDollars()])) as Record<
    (typeof permanentPresentHousingLines)[number]['key'],
    ReturnType<typeof optionalDollars>
  >,
);

const proposedHousingExpense = v.object({
  otherFinancing: optionalDollars(),
  annualHazardInsurance: dollars({
    min: 1,
    minMessage: 'Enter the yearly premium; every mortgage needs homeowners insurance',
  }),
  annualRealEstateTaxes: dollars(),
  mortgageInsurance: optionalDollars(),
  hoaDues: optionalDollars(),
  other: optionalDollars(),
});

/** Total present monthly housing expense. */
export function permanentPresentHousingTotal(present: Record<string, unknown> | undefined): number {
  if (!present) return 0;
  return permanentPresentHousingLines.reduce((total, line) => total + amountOf(present[line.key]), 0);
}

/**
 * Total proposed monthly housing expense (PITIA): the proposed first-mortgage P&I from the
 * typeOfMortgage step, plus other financing, a twelfth of the yearly insurance and taxes,
 * mortgage insurance, HOA dues and other costs. Rounded half-up to the cent, like the P&I.
 */
export function permanentProposedHousingTotal(
  proposed: Record<string, unknown> | undefined,
  principalAndInterest: number | null,
): number {
  const p = proposed ?? {};
  const total =
    (principalAndInterest ?? 0) +
    amountOf(p.otherFinancing) +
    amountOf(p.annualHazardInsurance) / 12 +
    amountOf(p.annualRealEstateTaxes) / 12 +
    amountOf(p.mortgageInsurance) +
    amountOf(p.hoaDues) +
    amountOf(p.other);
  return roundMoney(total);
}

export const permanentMonthlyIncomeAndCombinedExpenseInfoSchema = v.object({
  borrower: borrowerIncome,
  presentHousingExpense,
  proposedHousingExpense,
});

export const permanentMonthlyIncomeAndCombinedExpenseInfoInitialValues = {
  borrower: {
    baseEmploymentIncome: '',
    overtime: '',
    bonuses: '',
    commissions: '',
    dividendsInterest: '',
    netRentalIncome: '',
    otherIncome: [] as PermanentOtherIncome[],
  },
  presentHousingExpense: Object.fromEntries(
    permanentPresentHousingLines.map((line) => [line.key, '']),
  ) as Record<(typeof permanentPresentHousingLines)[number]['key'], string>,
  proposedHousingExpense: {
    otherFinancing: '',
    annualHazardInsurance: '',
    annualRealEstateTaxes: '',
    mortgageInsurance: '',
    hoaDues: '',
    other: '',
  },
};

// =====================================================================================
// VI. assetsAndLiabilities
// =====================================================================================

export const permanentAccountTypes = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
  { value: 'moneyMarket', label: 'Money market' },
  { value: 'certificateOfDeposit', label: 'Certificate of deposit (CD)' },
  { value: 'brokerageCash', label: 'Cash in a brokerage account' },
] as const;

export const permanentReoStatuses = [
  { value: 'retained', label: 'Keeping it (not rented out)' },
  { value: 'rental', label: 'Rental held for income' },
  { value: 'pendingSale', label: 'Sale pending' },
  { value: 'sold', label: 'Sold' },
] as const;

export const permanentReoPropertyTypes = [
  { value: 'singleFamily', label: 'Single-family home' },
  { value: 'condo', label: 'Condo or townhouse' },
  { value: 'twoToFour', label: '2–4 unit' },
  { value: 'multifamily', label: 'Apartment building (5+ units)' },
  { value: 'land', label: 'Land' },
  { value: 'commercial', label: 'Commercial or mixed-use' },
] as const;

export const permanentLiabilityTypes = [
  { value: 'revolving', label: 'Credit card or store card' },
  { value: 'auto', label: 'Car loan or lease' },
  { value: 'student', label: 'Student loan' },
  { value: 'installment', label: 'Other installment loan' },
  { value: 'other', label: 'Other debt' },
] as const;

export const MAX_PERMANENT_ACCOUNTS = 8;
export const MAX_PERMANENT_STOCKS = 8;
export const MAX_PERMANENT_AUTOMOBILES = 5;
export const MAX_PERMANENT_OTHER_ASSETS = 5;
export const MAX_PERMANENT_REAL_ESTATE = 10;
export const MAX_PERMANENT_LIABILITIES = 15;
export const MAX_PERMANENT_ALTERNATE_NAMES = 5;

const account = v.object({
  accountType: choice(permanentAccountTypes),
  institutionName: requiredString({ max: 100 }),
  accountLast4: accountLast4(),
  balance: dollars(),
});
export type PermanentAccount = {
  accountType: string;
  institutionName: string;
  accountLast4: string;
  balance: string;
};
export const emptyPermanentAccount: PermanentAccount = {
  accountType: '',
  institutionName: '',
  accountLast4: '',
  balance: '',
};

const stockOrBond = v.object({ description: requiredString({ max: 100 }), value: dollars() });
export type PermanentStockOrBond = { description: string; value: string };
export const emptyPermanentStockOrBond: PermanentStockOrBond = { description: '', value: '' };

const automobile = v.object({
  makeAndModel: requiredString({ max: 60 }),
  year: year(1900, () => thisYear() + 1, 'Enter a model year no later than next year'),
  value: dollars(),
});
export type PermanentAutomobile = { makeAndModel: string; year: string; value: string };
export const emptyPermanentAutomobile: PermanentAutomobile = { makeAndModel: '', year: '', value: '' };

const otherAsset = v.object({ description: requiredString({ max: 100 }), value: dollars() });
export type PermanentOtherAsset = { description: string; value: string };
export const emptyPermanentOtherAsset: PermanentOtherAsset = { description: '', value: '' };

const realEstate = v.pipe(
  v.object({
    address: address(),
    status: choice(permanentReoStatuses),
    propertyType: choice(permanentReoPropertyTypes),
    presentMarketValue: dollars({ min: 1 }),
    mortgagesAndLiens: dollars(),
    grossRentalIncome: optionalDollars(),
    mortgagePayments: optionalDollars(),
    insuranceMaintenanceTaxes: optionalDollars(),
  }),
  requiredWhen(
    'grossRentalIncome',
    ['status', 'grossRentalIncome'],
    (input) => input.status !== 'rental' || amountOf(input.grossRentalIncome) > 0,
    'Enter the monthly rent this property brings in',
  ),
  requiredWhen(
    'mortgagePayments',
    ['mortgagesAndLiens', 'mortgagePayments'],
    (input) => amountOf(input.mortgagesAndLiens) === 0 || amountOf(input.mortgagePayments) > 0,
    'Enter the monthly mortgage payment',
  ),
);
export type PermanentRealEstate = {
  address: typeof emptyAddress;
  status: string;
  propertyType: string;
  presentMarketValue: string;
  mortgagesAndLiens: string;
  grossRentalIncome: string;
  mortgagePayments: string;
  insuranceMaintenanceTaxes: string;
};
export const emptyPermanentRealEstate: PermanentRealEstate = {
  address: { ...emptyAddress },
  status: '',
  propertyType: '',
  presentMarketValue: '',
  mortgagesAndLiens: '',
  grossRentalIncome: '',
  mortgagePayments: '',
  insuranceMaintenanceTaxes: '',
};

/** Net monthly rental income of one property: gross rent less mortgage payments and upkeep. */
export function permanentNetRentalIncome(property: Partial<PermanentRealEstate>): number {
  return (
    amountOf(property.grossRentalIncome) -
    amountOf(property.mortgagePayments) -
    amountOf(property.insuranceMaintenanceTaxes)
  );
}

const liability = v.object({
  liabilityType: choice(permanentLiabilityTypes),
  creditorName: requiredString({ max: 100 }),
  accountLast4: accountLast4(),
  monthlyPayment: dollars(),
  monthsLeftToPay: optionalCount({ min: 0, max: 480 }),
  unpaidBalance: dollars(),
  payOffAtClosing: choice(yesNo),
});
export type PermanentLiability = {
  liabilityType: string;
  creditorName: string;
  accountLast4: string;
  monthlyPayment: string;
  monthsLeftToPay: string;
  unpaidBalance: string;
  payOffAtClosing: string;
};
export const emptyPermanentLiability: PermanentLiability = {
  liabilityType: '',
  creditorName: '',
  accountLast4: '',
  monthlyPayment: '',
  monthsLeftToPay: '',
  unpaidBalance: '',
  payOffAtClosing: '',
};

const alternateName = v.object({
  alternateName: requiredString({ max: 100 }),
  creditorName: requiredString({ max: 100 }),
  accountLast4: accountLast4(),
});
export type PermanentAlternateName = { alternateName: string; creditorName: string; accountLast4: string };
export const emptyPermanentAlternateName: PermanentAlternateName = {
  alternateName: '',
  creditorName: '',
  accountLast4: '',
};

export interface PermanentBalanceSheet {
  /** Cash deposit, accounts, stocks and bonds, and life insurance cash value. */
  readonly liquidAssets: number;
  /** Market value of the real estate owned. */
  readonly realEstateValue: number;
  /** Total assets (a). */
  readonly totalAssets: number;
  /** Monthly payments of the debts, real estate mortgages, alimony and job-related expenses. */
  readonly totalMonthlyPayments: number;
  /** Total liabilities (b): unpaid balances of the debts plus the real estate mortgages and liens. */
  readonly totalLiabilities: number;
  /** Net worth (a − b). */
  readonly netWorth: number;
}

/** The computed lines of section VI from the assetsAndLiabilities answers, in whole dollars. */
export function permanentBalanceSheet(values: Record<string, unknown> | undefined): PermanentBalanceSheet {
  const s = values ?? {};
  const liquidAssets =
    amountOf(s.cashDepositAmount) +
    sumOf<PermanentAccount>(s.accounts, (entry) => entry.balance) +
    sumOf<PermanentStockOrBond>(s.stocksAndBonds, (entry) => entry.value) +
    amountOf(s.lifeInsuranceNetCashValue);
  const realEstateValue = sumOf<PermanentRealEstate>(s.realEstateOwned, (entry) => entry.presentMarketValue);
  const totalAssets =
    liquidAssets +
    realEstateValue +
    amountOf(s.vestedRetirement) +
    amountOf(s.netWorthOfBusinesses) +
    sumOf<PermanentAutomobile>(s.automobiles, (entry) => entry.value) +
    sumOf<PermanentOtherAsset>(s.otherAssets, (entry) => entry.value);
  const totalMonthlyPayments =
    sumOf<PermanentLiability>(s.liabilities, (entry) => entry.monthlyPayment) +
    sumOf<PermanentRealEstate>(s.realEstateOwned, (entry) => entry.mortgagePayments) +
    amountOf(s.alimonyMonthlyPayment) +
    amountOf(s.jobRelatedExpenseMonthly);
  const totalLiabilities =
    sumOf<PermanentLiability>(s.liabilities, (entry) => entry.unpaidBalance) +
    sumOf<PermanentRealEstate>(s.realEstateOwned, (entry) => entry.mortgagesAndLiens);
  return {
    liquidAssets,
    realEstateValue,
    totalAssets,
    totalMonthlyPayments,
    totalLiabilities,
    netWorth: totalAssets - totalLiabilities,
  };
}

/**
 * One statement of assets and liabilities. With a co-borrower this would gain the classic
 * form's "completed jointly / not jointly" answer; with one borrower it does not apply.
 */
export const permanentAssetsAndLiabilitiesSchema = v.pipe(
  v.object({
    cashDepositHeldBy: optionalString({ max: 100 }),
    cashDepositAmount: optionalDollars(),
    accounts: list(account, MAX_PERMANENT_ACCOUNTS, 'accounts'),
    stocksAndBonds: list(stockOrBond, MAX_PERMANENT_STOCKS, 'stocks or bonds'),
    lifeInsuranceNetCashValue: optionalDollars(),
    lifeInsuranceFaceAmount: optionalDollars(),
    vestedRetirement: optionalDollars(),
    netWorthOfBusinesses: optionalDollars(),
    automobiles: list(automobile, MAX_PERMANENT_AUTOMOBILES, 'vehicles'),
    otherAssets: list(otherAsset, MAX_PERMANENT_OTHER_ASSETS, 'other assets'),
    realEstateOwned: list(realEstate, MAX_PERMANENT_REAL_ESTATE, 'properties'),
    liabilities: list(liability, MAX_PERMANENT_LIABILITIES, 'debts'),
    alimonyOwedTo: optionalString({ max: 100 }),
    alimonyMonthlyPayment: optionalDollars(),
    jobRelatedExpenseDescription: optionalString({ max: 100 }),
    jobRelatedExpenseMonthly: optionalDollars(),
    alternateNames: list(alternateName, MAX_PERMANENT_ALTERNATE_NAMES, 'names'),
  }),
  requiredWhen(
    'cashDepositHeldBy',
    ['cashDepositAmount', 'cashDepositHeldBy'],
    (input) => amountOf(input.cashDepositAmount) === 0 || !isBlank(input.cashDepositHeldBy),
    'Tell us who holds your deposit, such as the title or escrow company',
  ),
  requiredWhen(
    'alimonyOwedTo',
    ['alimonyMonthlyPayment', 'alimonyOwedTo'],
    (input) => amountOf(input.alimonyMonthlyPayment) === 0 || !isBlank(input.alimonyOwedTo),
    'Tell us who you make these payments to',
  ),
  requiredWhen(
    'jobRelatedExpenseDescription',
    ['jobRelatedExpenseMonthly', 'jobRelatedExpenseDescription'],
    (input) => amountOf(input.jobRelatedExpenseMonthly) === 0 || !isBlank(input.jobRelatedExpenseDescription),
    'Describe the expense, such as child care or union dues',
  ),
);

export const permanentAssetsAndLiabilitiesInitialValues = {
  cashDepositHeldBy: '',
  cashDepositAmount: '',
  accounts: [] as PermanentAccount[],
  stocksAndBonds: [] as PermanentStockOrBond[],
  lifeInsuranceNetCashValue: '',
  lifeInsuranceFaceAmount: '',
  vestedRetirement: '',
  netWorthOfBusinesses: '',
  automobiles: [] as PermanentAutomobile[],
  otherAssets: [] as PermanentOtherAsset[],
  realEstateOwned: [] as PermanentRealEstate[],
  liabilities: [] as PermanentLiability[],
  alimonyOwedTo: '',
  alimonyMonthlyPayment: '',
  jobRelatedExpenseDescription: '',
  jobRelatedExpenseMonthly: '',
  alternateNames: [] as PermanentAlternateName[],
};

// =====================================================================================
// VIII. declarations, IX. acknowledgment and signature, X. government monitoring
// =====================================================================================

/**
 * Section VIII questions a–m, word for word from the classic Fannie Mae 1003 / Freddie Mac 65.
 * `detail` is the form's own follow-on text for questions e, f and l.
 */
export const permanentDeclarationQuestions = [
  { key: 'outstandingJudgments', letter: 'a', label: 'Are there any outstanding judgments against you?' },
  {
    key: 'bankruptLast7Years',
    letter: 'b',
    label: 'Have you been declared bankrupt within the past 7 years?',
  },
  {
    key: 'foreclosedOrDeedInLieuLast7Years',
    letter: 'c',
    label:
      'Have you had property foreclosed upon or given title or deed in lieu thereof in the last 7 years?',
  },
  { key: 'partyToLawsuit', letter: 'd', label: 'Are you a party to a lawsuit?' },
  {
    key: 'obligatedOnLoanWithForeclosureOrJudgment',
    letter: 'e',
    label:
      'Have you directly or indirectly been obligated on any loan which resulted in foreclosure, transfer of title in lieu of foreclosure, or judgment?',
    detail:
      '(This would include such loans as home mortgage loans, SBA loans, home improvement loans, educational loans, manufactured (mobile) home loans, any mortgage, financial obligation, bond, or loan guarantee. If "Yes," provide details, including date, name, and address of Lender, FHA or VA case number, if any, and reasons for the action.)',
  },
  {
    key: 'delinquentOnFederalDebtOrLoan',
    letter: 'f',
    label:
      'Are you presently delinquent or in default on any Federal debt or any other loan, mortgage, financial obligation, bond, or loan guarantee?',
    detail: 'If "Yes," give details as described in the preceding question.',
  },
  {
    key: 'obligatedToPayAlimonyChildSupportSeparateMaintenance',
    letter: 'g',
    label: 'Are you obligated to pay alimony, child support, or separate maintenance?',
  },
  { key: 'downPaymentBorrowed', letter: 'h', label: 'Is any part of the down payment borrowed?' },
  { key: 'coMakerOrEndorserOnNote', letter: 'i', label: 'Are you a co-maker or endorser on a note?' },
  { key: 'usCitizen', letter: 'j', label: 'Are you a U.S. citizen?' },
  { key: 'permanentResidentAlien', letter: 'k', label: 'Are you a permanent resident alien?' },
  {
    key: 'intendToOccupyAsPrimaryResidence',
    letter: 'l',
    label: 'Do you intend to occupy the property as your primary residence?',
    detail: 'If "Yes," complete question m below.',
  },
  {
    key: 'ownershipInterestLast3Years',
    letter: 'm',
    label: 'Have you had an ownership interest in a property in the last three years?',
  },
] as const;

export type PermanentDeclarationKey = (typeof permanentDeclarationQuestions)[number]['key'];

/** Questions a–i: a Yes to any of them needs an explanation. */
export const permanentExplainedDeclarationKeys = permanentDeclarationQuestions
  .filter((question) => 'abcdefghi'.includes(question.letter))
  .map((question) => question.key);

export const permanentPriorPropertyTypeQuestion =
  '(1) What type of property did you own—principal residence (PR), second home (SH), or investment property (IP)?';
export const permanentPriorPropertyTypes = [
  { value: 'PR', label: 'Principal residence (PR)' },
  { value: 'SH', label: 'Second home (SH)' },
  { value: 'IP', label: 'Investment property (IP)' },
] as const;

export const permanentPriorTitleHeldQuestion =
  '(2) How did you hold title to the home—by yourself (S), jointly with your spouse (SP), or jointly with another person (O)?';
export const permanentPriorTitleHeldOptions = [
  { value: 'S', label: 'By yourself (S)' },
  { value: 'SP', label: 'Jointly with your spouse (SP)' },
  { value: 'O', label: 'Jointly with another person (O)' },
] as const;

export const permanentEthnicities = [
  { value: 'hispanicOrLatino', label: 'Hispanic or Latino' },
  { value: 'notHispanicOrLatino', label: 'Not Hispanic or Latino' },
] as const;

export const permanentRaces = [
  { value: 'americanIndianOrAlaskaNative', label: 'American Indian or Alaska Native' },
  { value: 'asian', label: 'Asian' },
  { value: 'blackOrAfricanAmerican', label: 'Black or African American' },
  { value: 'nativeHawaiianOrOtherPacificIslander', label: 'Native Hawaiian or Other Pacific Islander' },
  { value: 'white', label: 'White' },
] as const;

export const permanentSexes = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

const raceValues = permanentRaces.map((race) => race.value);

const isYes = (value: unknown) => value === 'yes';

const borrowerDeclarations = v.pipe(
  v.object({
    ...Object.fromEntries(permanentExplainedDeclarationKeys.map((key) => [key, choice(yesNo)])),
    explanation: optionalString({ max: 2000 }),
    usCitizen: choice(yesNo),
    permanentResidentAlien: optionalChoice(yesNo),
    intendToOccupyAsPrimaryResidence: choice(yesNo),
    ownershipInterestLast3Years: optionalChoice(yesNo),
    priorPropertyType: optionalChoice(permanentPriorPropertyTypes),
    priorTitleHeld: optionalChoice(permanentPriorTitleHeldOptions),
    // X. Information for government monitoring purposes: every answer optional.
    declinedToFurnish: v.optional(v.boolean(), false),
    ethnicity: optionalChoice(permanentEthnicities),
    race: v.pipe(
      v.optional(v.array(v.picklist(raceValues, messages.choiceRequired)), []),
      v.maxLength(raceValues.length, messages.choiceRequired),
    ),
    sex: optionalChoice(permanentSexes),
    // IX. Acknowledgment and agreement, then the signature.
    agreeToAcknowledgment: v.literal(true, 'Read and agree to the acknowledgment and agreement to continue'),
    signature: signature(),
  }) as v.GenericSchema<Record<string, unknown>>,
  requiredWhen(
    'explanation',
    [...permanentExplainedDeclarationKeys, 'explanation'],
    (input) =>
      !permanentExplainedDeclarationKeys.some((key) => isYes(input[key])) || !isBlank(input.explanation),
    'Explain each Yes answer to questions a to i: what happened, when, and how it was resolved',
  ),
  requiredWhen(
    'permanentResidentAlien',
    ['usCitizen', 'permanentResidentAlien'],
    (input) => input.usCitizen !== 'no' || !isBlank(input.permanentResidentAlien),
    messages.choiceRequired,
  ),
  requiredWhen(
    'ownershipInterestLast3Years',
    ['intendToOccupyAsPrimaryResidence', 'ownershipInterestLast3Years'],
    (input) => !isYes(input.intendToOccupyAsPrimaryResidence) || !isBlank(input.ownershipInterestLast3Years),
    messages.choiceRequired,
  ),
  requiredWhen(
    'priorPropertyType',
    ['intendToOccupyAsPrimaryResidence', 'ownershipInterestLast3Years', 'priorPropertyType'],
    (input) =>
      !isYes(input.intendToOccupyAsPrimaryResidence) ||
      !isYes(input.ownershipInterestLast3Years) ||
      !isBlank(input.priorPropertyType),
    messages.choiceRequired,
  ),
  requiredWhen(
    'priorTitleHeld',
    ['intendToOccupyAsPrimaryResidence', 'ownershipInterestLast3Years', 'priorTitleHeld'],
    (input) =>
      !isYes(input.intendToOccupyAsPrimaryResidence) ||
      !isYes(input.ownershipInterestLast3Years) ||
      !isBlank(input.priorTitleHeld),
    messages.choiceRequired,
  ),
);

export const permanentDeclarationsSchema = v.object({ borrower: borrowerDeclarations });

export const permanentDeclarationsInitialValues = {
  borrower: {
    ...(Object.fromEntries(permanentExplainedDeclarationKeys.map((key) => [key, ''])) as Record<
      string,
      string
    >),
    explanation: '',
    usCitizen: '',
    permanentResidentAlien: '',
    intendToOccupyAsPrimaryResidence: '',
    ownershipInterestLast3Years: '',
    priorPropertyType: '',
    priorTitleHeld: '',
    declinedToFurnish: false,
    ethnicity: '',
    race: [] as string[],
    sex: '',
    agreeToAcknowledgment: false,
    signature: { ...emptySignature },
  },
};
