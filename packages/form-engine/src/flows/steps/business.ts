import {
  address,
  adult,
  amountOf,
  checkWhen,
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
  optionalEmail,
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
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from './request-loan.ts';

/**
 * Business loan application (design/flow-fields.md, Flow 5: the shape of SBA Form 1919). The
 * applicant is the person filling it in; the business is the borrower; every other owner of 20%
 * or more, and every officer, is listed on ownerInformation. Document uploads come after submit
 * (there is no upload endpoint yet), and the lender's own sections of Form 1919 are not asked.
 */

// ---- Helpers shared by the steps ----

type Input = Record<string, unknown>;

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** An ownership share as stored ('33.333'), as a number (0 when blank or not a share). */
function shareOf(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  return /^\d{1,3}(\.\d{1,3})?$/.test(text) ? Number(text) : 0;
}

/**
 * Whether `key` of every entry passes `schema`. Totals are judged only once the amounts they add
 * up are valid, so a borrower fixing one amount is not also told the total is wrong.
 */
function everyEntryPasses(entries: unknown, key: string, schema: v.GenericSchema): boolean {
  return Array.isArray(entries) && entries.every((entry) => v.is(schema, (entry as Input | null)?.[key]));
}

/** The sum of the `ownershipPct` of each entry, rounded to the three decimals shares have. */
export function listedSharesTotal(entries: unknown): number {
  const list = Array.isArray(entries) ? (entries as unknown[]) : [];
  const total = list.reduce<number>(
    (sum, entry) => sum + shareOf((entry as { ownershipPct?: unknown } | null)?.ownershipPct),
    0,
  );
  return Math.round(total * 1000) / 1000;
}

/** `field` must be answered while `gate` has one of `values` ('Value is required' or `message`). */
function requiredIf(
  field: string,
  gate: string,
  values: readonly string[],
  message: string = messages.required,
) {
  return requiredWhen(
    field,
    [gate, field],
    (input) => !values.includes(input[gate] as string) || filled(input[field]),
    message,
  );
}

/**
 * An answer checked by `checkWhen`: kept as typed, and replaced by the schema's output (trimmed,
 * normalised) whenever it passes, so a submitted application holds clean values.
 */
function cleanedWhenValid(schema: v.GenericSchema, empty: () => unknown) {
  return v.pipe(
    v.optional(v.unknown(), empty),
    v.transform((value: unknown) => {
      const result = v.safeParse(schema, value);
      return result.success ? result.output : value;
    }),
  );
}

/** A list of entries: each entry valid, at least one, at most `max`. */
function entryList(entry: v.GenericSchema, max: number, emptyMessage: string, tooManyMessage: string) {
  return v.pipe(v.array(entry), v.minLength(1, emptyMessage), v.maxLength(max, tooManyMessage));
}

const thisYear = () => new Date().getFullYear();

// ---- personal-data ----

export const personalDataSchema = v.object({
  firstName: personName(),
  lastName: personName(),
  title: requiredString({ max: 60 }),
  email: v.pipe(requiredEmail({ max: 64 }), v.toLowerCase()),
  mobilePhone: usPhone(),
  homeAddress: address(),
  dateOfBirth: date(adult),
  ssnOrItin: ssnOrItin(),
  ownershipPct: percentage({ min: 0, max: 100 }),
  citizenship: choice(citizenships),
  creditScoreRange: choice(creditScoreRanges),
});

export const personalDataInitialValues = {
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  mobilePhone: '',
  homeAddress: { ...emptyAddress },
  dateOfBirth: '',
  ssnOrItin: '',
  ownershipPct: '',
  citizenship: '',
  creditScoreRange: '',
};

// ---- haveBankAccount ----

export const businessBankAccountTypes = [
  { value: 'checking', label: 'Business checking' },
  { value: 'savings', label: 'Business savings' },
] as const;

const hasAccount = ['yes'] as const;

export const haveBankAccountSchema = v.pipe(
  v.object({
    hasBusinessBankAccount: choice(yesNo),
    bankName: optionalString({ max: 100 }),
    accountType: optionalChoice(businessBankAccountTypes),
    monthsWithBank: optionalCount({ min: 0, max: 1200 }),
    averageBalance: optionalDollars(),
    averageMonthlyDeposits: optionalDollars(),
    overdraftsLast3Months: optionalCount({ min: 0, max: 999 }),
  }),
  requiredIf('bankName', 'hasBusinessBankAccount', hasAccount),
  requiredIf('accountType', 'hasBusinessBankAccount', hasAccount, messages.choiceRequired),
  requiredIf('monthsWithBank', 'hasBusinessBankAccount', hasAccount),
  requiredIf('averageBalance', 'hasBusinessBankAccount', hasAccount),
  requiredIf('averageMonthlyDeposits', 'hasBusinessBankAccount', hasAccount),
  requiredIf('overdraftsLast3Months', 'hasBusinessBankAccount', hasAccount),
);

export const haveBankAccountInitialValues = {
  hasBusinessBankAccount: '',
  bankName: '',
  accountType: '',
  monthsWithBank: '',
  averageBalance: '',
  averageMonthlyDeposits: '',
  overdraftsLast3Months: '',
};

// ---- businessInformation ----

/** Form 1919's operating company (OC) and eligible passive company (EPC). */
export const businessRoles = [
  { value: 'operating', label: 'It runs the business (an operating company)' },
  {
    value: 'holding',
    label:
      'It owns the property or equipment and leases it to the company that runs the business (a holding company)',
  },
] as const;

export const businessEntityTypes = [
  { value: 'soleProprietor', label: 'Sole proprietorship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'cCorp', label: 'C corporation' },
  { value: 'sCorp', label: 'S corporation' },
  { value: 'other', label: 'Other' },
] as const;

/** Entity types registered with a state, which must name their state of formation. */
export const REGISTERED_ENTITY_TYPES: readonly string[] = ['llc', 'cCorp', 'sCorp'];

/** Whether the entity type is one that has a state of formation to ask about at all. */
export function hasStateOfFormation(entityType: unknown): boolean {
  return entityType !== '' && entityType !== undefined && entityType !== 'soleProprietor';
}

export const specialOwnershipTypes = [
  { value: 'esop', label: 'An employee stock ownership plan (ESOP)' },
  { value: '401k', label: 'A 401(k) retirement plan' },
  { value: 'cooperative', label: 'A cooperative' },
  { value: 'tribal', label: 'A Native American tribe or tribal enterprise' },
] as const;

/** NAICS sectors, by their two-digit codes. */
export const businessIndustries = [
  { value: '11', label: 'Agriculture, forestry, fishing and hunting' },
  { value: '21', label: 'Mining, quarrying, and oil and gas' },
  { value: '22', label: 'Utilities' },
  { value: '23', label: 'Construction' },
  { value: '31-33', label: 'Manufacturing (including food and drink made on site)' },
  { value: '42', label: 'Wholesale trade' },
  { value: '44-45', label: 'Retail trade' },
  { value: '48-49', label: 'Transportation and warehousing' },
  { value: '51', label: 'Information, media and telecommunications' },
  { value: '52', label: 'Finance and insurance' },
  { value: '53', label: 'Real estate, rental and leasing' },
  { value: '54', label: 'Professional, scientific and technical services' },
  { value: '55', label: 'Management of companies' },
  { value: '56', label: 'Administrative, support, cleaning and waste services' },
  { value: '61', label: 'Educational services' },
  { value: '62', label: 'Health care and social assistance' },
  { value: '71', label: 'Arts, entertainment and recreation' },
  { value: '72', label: 'Hotels, restaurants, cafés and bars' },
  { value: '81', label: 'Other services (repair, personal care, laundry and similar)' },
] as const;

export const profitOrLossOptions = [
  { value: 'profit', label: 'A profit, or it broke even' },
  { value: 'loss', label: 'A loss' },
] as const;

/** Uses of the loan (Form 1919's use-of-proceeds lines). */
export const proceedsUses = [
  { value: 'workingCapital', label: 'Working capital (payroll, rent and other day-to-day costs)' },
  { value: 'equipment', label: 'Equipment, machinery or vehicles' },
  { value: 'inventory', label: 'Inventory' },
  { value: 'realEstatePurchase', label: 'Buying real estate' },
  { value: 'construction', label: 'Building or renovating a property' },
  { value: 'businessAcquisition', label: 'Buying a business' },
  { value: 'debtRefinance', label: 'Paying off existing business debt' },
  { value: 'other', label: 'Something else' },
] as const;

export const MAX_PROCEEDS_USES = 8;

const proceedsAmount = dollars({ min: 1 });

const proceedsUse = v.pipe(
  v.object({
    use: choice(proceedsUses),
    amount: proceedsAmount,
    details: optionalString({ max: 200 }),
  }),
  requiredIf('details', 'use', ['other'], 'Tell us what this money will pay for'),
);

export type ProceedsUse = { use: string; amount: string; details: string };
export const emptyProceedsUse: ProceedsUse = { use: '', amount: '', details: '' };

/** What the uses listed so far add up to, in whole dollars. */
export function proceedsTotal(uses: unknown): number {
  const list = Array.isArray(uses) ? (uses as unknown[]) : [];
  return list.reduce<number>(
    (sum, entry) => sum + amountOf((entry as { amount?: unknown } | null)?.amount),
    0,
  );
}

const businessLoanAmount = dollars({
  min: LOAN_AMOUNT_MIN,
  max: LOAN_AMOUNT_MAX,
  minMessage: 'We lend from $50,000 to $10,000,000',
});

export const businessInformationSchema = v.pipe(
  v.object({
    legalName: requiredString({ max: 120 }),
    dba: optionalString({ max: 120 }),
    businessRole: choice(businessRoles),
    entityType: choice(businessEntityTypes),
    entityTypeOther: optionalString({ max: 100 }),
    stateOfFormation: optionalChoice(US_STATES),
    ein: ein(),
    specialOwnership: v.optional(
      v.array(
        v.picklist(
          specialOwnershipTypes.map((type) => type.value),
          messages.choiceRequired,
        ),
      ),
      [],
    ),
    businessAddress: address(),
    projectAtBusinessAddress: choice(yesNo),
    projectAddress: cleanedWhenValid(address(), () => ({ ...emptyAddress })),
    businessPhone: usPhone(),
    contactName: optionalString({ max: 100 }),
    contactEmail: v.pipe(optionalEmail({ max: 64 }), v.toLowerCase()),
    industry: choice(businessIndustries),
    naicsCode: v.pipe(
      optionalString({ max: 6 }),
      v.check((value) => value === '' || /^\d{2,6}$/.test(value), 'Enter the NAICS code: 2 to 6 digits'),
    ),
    description: requiredString({ max: 500 }),
    yearBegan: v.pipe(
      count({ min: 1800, max: 9999 }),
      v.check((value) => Number(value) <= thisYear() + 1, 'Enter a year no later than next year'),
    ),
    isFranchise: choice(yesNo),
    franchiseName: optionalString({ max: 100 }),
    employees: count({ min: 0, max: 100_000 }),
    jobsCreated: optionalCount({ min: 0, max: 100_000 }),
    annualRevenue: dollars(),
    profitOrLoss: choice(profitOrLossOptions),
    netIncome: dollars(),
    existingDebt: dollars(),
    loanAmount: businessLoanAmount,
    useOfProceeds: v.pipe(
      v.optional(v.array(proceedsUse), []),
      v.minLength(1, 'Add at least one use for the money'),
      v.maxLength(MAX_PROCEEDS_USES, `Add at most ${MAX_PROCEEDS_USES} uses`),
    ),
  }),
  requiredIf('entityTypeOther', 'entityType', ['other'], 'Tell us what kind of business entity it is'),
  requiredIf('stateOfFormation', 'entityType', REGISTERED_ENTITY_TYPES, messages.choiceRequired),
  checkWhen('projectAddress', (input) => input.projectAtBusinessAddress === 'no', address()),
  requiredIf('franchiseName', 'isFranchise', ['yes']),
  requiredWhen(
    'useOfProceeds',
    ['loanAmount'],
    (input) =>
      !v.is(businessLoanAmount, input.loanAmount) ||
      !everyEntryPasses(input.useOfProceeds, 'amount', proceedsAmount) ||
      proceedsTotal(input.useOfProceeds) === amountOf(input.loanAmount),
    'The amounts for each use must add up to the loan amount',
  ),
);

export const businessInformationInitialValues = {
  legalName: '',
  dba: '',
  businessRole: '',
  entityType: '',
  entityTypeOther: '',
  stateOfFormation: '',
  ein: '',
  specialOwnership: [] as string[],
  businessAddress: { ...emptyAddress },
  projectAtBusinessAddress: '',
  projectAddress: { ...emptyAddress },
  businessPhone: '',
  contactName: '',
  contactEmail: '',
  industry: '',
  naicsCode: '',
  description: '',
  yearBegan: '',
  isFranchise: '',
  franchiseName: '',
  employees: '',
  jobsCreated: '',
  annualRevenue: '',
  profitOrLoss: '',
  netIncome: '',
  existingDebt: '',
  loanAmount: '',
  useOfProceeds: [{ ...emptyProceedsUse }] as ProceedsUse[],
};

// ---- ownerInformation ----

/** Form 1919's veteran status, sex, race and ethnicity: voluntary, each with a way to decline. */
export const DECLINED_TO_ANSWER = 'notDisclosed';

export const ownerVeteranStatuses = [
  { value: 'nonVeteran', label: 'Not a veteran' },
  { value: 'veteran', label: 'Veteran' },
  { value: 'serviceDisabledVeteran', label: 'Service-disabled veteran' },
  { value: 'veteranSpouse', label: 'Spouse of a veteran' },
  { value: DECLINED_TO_ANSWER, label: 'Prefer not to say' },
] as const;

export const ownerSexes = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: DECLINED_TO_ANSWER, label: 'Prefer not to say' },
] as const;

export const ownerRaces = [
  { value: 'americanIndian', label: 'American Indian or Alaska Native' },
  { value: 'asian', label: 'Asian' },
  { value: 'black', label: 'Black or African American' },
  { value: 'pacificIslander', label: 'Native Hawaiian or Other Pacific Islander' },
  { value: 'white', label: 'White' },
  { value: DECLINED_TO_ANSWER, label: 'Prefer not to say' },
] as const;

export const ownerEthnicities = [
  { value: 'hispanic', label: 'Hispanic or Latino' },
  { value: 'notHispanic', label: 'Not Hispanic or Latino' },
  { value: DECLINED_TO_ANSWER, label: 'Prefer not to say' },
] as const;

/** The Yes/No questions Form 1919 asks about every owner, in the order the page asks them. */
export const ownerQuestions = [
  {
    key: 'criminalCharges',
    you: 'Are you currently charged with a crime, or on probation or parole?',
    them: 'Is this person currently charged with a crime, or on probation or parole?',
  },
  {
    key: 'federalDebt',
    you: 'Are you behind on, or have you ever defaulted on, a loan from or backed by the federal government (such as a student loan or an SBA loan)?',
    them: 'Is this person behind on, or have they ever defaulted on, a loan from or backed by the federal government (such as a student loan or an SBA loan)?',
  },
] as const;

const ownerQuestionKeys = ownerQuestions.map((question) => question.key);

/** Whether any owner question of one person (the applicant, or an entry of owners) is answered Yes. */
export function needsOwnerExplanation(person: unknown): boolean {
  const answers = (person ?? {}) as Input;
  return ownerQuestionKeys.some((key) => answers[key] === 'yes');
}

const OWNER_EXPLANATION_MESSAGE = 'Explain each Yes answer: what happened, when, and where it stands now';

const raceAnswer = v.pipe(
  v.optional(
    v.array(
      v.picklist(
        ownerRaces.map((race) => race.value),
        messages.choiceRequired,
      ),
    ),
    [],
  ),
  v.check(
    (chosen) => !chosen.includes(DECLINED_TO_ANSWER) || chosen.length === 1,
    'Choose “Prefer not to say” on its own, or choose one or more races',
  ),
);

/** What is asked about every owner, the applicant included: the guarantee, Form 1919's questions and demographics. */
const ownerAnswers = {
  isGuarantor: choice(yesNo),
  criminalCharges: choice(yesNo),
  federalDebt: choice(yesNo),
  explanation: optionalString({ max: 1000 }),
  veteranStatus: optionalChoice(ownerVeteranStatuses),
  sex: optionalChoice(ownerSexes),
  race: raceAnswer,
  ethnicity: optionalChoice(ownerEthnicities),
};

const emptyOwnerAnswers = {
  isGuarantor: '',
  criminalCharges: '',
  federalDebt: '',
  explanation: '',
  veteranStatus: '',
  sex: '',
  race: [] as string[],
  ethnicity: '',
};

const explainOwnerYes = requiredWhen(
  'explanation',
  [...ownerQuestionKeys, 'explanation'],
  (input) => !needsOwnerExplanation(input) || filled(input.explanation),
  OWNER_EXPLANATION_MESSAGE,
);

export const MAX_BUSINESS_OWNERS = 10;

const ownerShare = percentage({ min: 0, max: 100 });

const owner = v.pipe(
  v.object({
    firstName: personName(),
    lastName: personName(),
    title: requiredString({ max: 60 }),
    email: v.pipe(requiredEmail({ max: 64 }), v.toLowerCase()),
    ownershipPct: ownerShare,
    ssnOrItin: ssnOrItin(),
    homeAddress: address(),
    citizenship: choice(citizenships),
    ...ownerAnswers,
  }),
  explainOwnerYes,
);

export type BusinessOwner = {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  ownershipPct: string;
  ssnOrItin: string;
  homeAddress: typeof emptyAddress;
  citizenship: string;
  isGuarantor: string;
  criminalCharges: string;
  federalDebt: string;
  explanation: string;
  veteranStatus: string;
  sex: string;
  race: string[];
  ethnicity: string;
};

export const emptyBusinessOwner: BusinessOwner = {
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  ownershipPct: '',
  ssnOrItin: '',
  homeAddress: { ...emptyAddress },
  citizenship: '',
  ...emptyOwnerAnswers,
};

export const ownerInformationSchema = v.pipe(
  v.object({
    ...ownerAnswers,
    owners: v.pipe(
      v.optional(v.array(owner), []),
      v.maxLength(MAX_BUSINESS_OWNERS, `Add at most ${MAX_BUSINESS_OWNERS} owners and officers`),
    ),
  }),
  explainOwnerYes,
  requiredWhen(
    'owners',
    [],
    (input) =>
      !everyEntryPasses(input.owners, 'ownershipPct', ownerShare) || listedSharesTotal(input.owners) <= 100,
    'The shares of the owners listed here add up to more than 100%',
  ),
);

export const ownerInformationInitialValues = {
  ...emptyOwnerAnswers,
  owners: [] as BusinessOwner[],
};

// ---- partnerInformation ----

export const entityOwnerTypes = [
  { value: 'llc', label: 'Limited liability company (LLC)' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'trust', label: 'Trust' },
  { value: 'esop', label: 'Employee stock ownership plan (ESOP)' },
  { value: '401k', label: '401(k) retirement plan' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_ENTITY_OWNERS = 5;
export const MAX_AFFILIATES = 10;

const entityShare = percentage({ min: 0.001, max: 100 });

const entityOwner = v.object({
  name: requiredString({ max: 120 }),
  entityType: choice(entityOwnerTypes),
  ein: ein(),
  ownershipPct: entityShare,
});

export type EntityOwner = { name: string; entityType: string; ein: string; ownershipPct: string };
export const emptyEntityOwner: EntityOwner = { name: '', entityType: '', ein: '', ownershipPct: '' };

const entityOwnerList = v.pipe(
  entryList(
    entityOwner,
    MAX_ENTITY_OWNERS,
    'Add each company, trust or plan that owns part of the business',
    `Add at most ${MAX_ENTITY_OWNERS} owning companies`,
  ),
  v.check(
    (list) => !everyEntryPasses(list, 'ownershipPct', entityShare) || listedSharesTotal(list) <= 100,
    'The shares of the companies listed here add up to more than 100%',
  ),
);

const affiliate = v.object({
  name: requiredString({ max: 120 }),
  ein: ein(),
  relationship: requiredString({ max: 200 }),
  ownershipPct: percentage({ min: 0, max: 100 }),
});

export type Affiliate = { name: string; ein: string; relationship: string; ownershipPct: string };
export const emptyAffiliate: Affiliate = { name: '', ein: '', relationship: '', ownershipPct: '' };

const affiliateList = entryList(
  affiliate,
  MAX_AFFILIATES,
  'Add each affiliated business',
  `Add at most ${MAX_AFFILIATES} affiliated businesses`,
);

export const partnerInformationSchema = v.pipe(
  v.object({
    hasEntityOwners: choice(yesNo),
    entityOwners: cleanedWhenValid(entityOwnerList, () => []),
    hasAffiliates: choice(yesNo),
    affiliates: cleanedWhenValid(affiliateList, () => []),
    hasCoApplicant: choice(yesNo),
    coApplicantName: optionalString({ max: 120 }),
    coApplicantEin: cleanedWhenValid(ein(), () => ''),
  }),
  checkWhen('entityOwners', (input) => input.hasEntityOwners === 'yes', entityOwnerList),
  checkWhen('affiliates', (input) => input.hasAffiliates === 'yes', affiliateList),
  requiredIf('coApplicantName', 'hasCoApplicant', ['yes']),
  checkWhen('coApplicantEin', (input) => input.hasCoApplicant === 'yes', ein()),
);

export const partnerInformationInitialValues = {
  hasEntityOwners: '',
  entityOwners: [] as EntityOwner[],
  hasAffiliates: '',
  affiliates: [] as Affiliate[],
  hasCoApplicant: '',
  coApplicantName: '',
  coApplicantEin: '',
};

// ---- propertyInfo ----

export const businessPropertyStatuses = [
  { value: 'buying', label: 'We are buying it with this loan' },
  { value: 'owned', label: 'The business or one of its owners already owns it' },
  { value: 'leased', label: 'The business leases it' },
] as const;

/** Property statuses where the borrower owns (or is buying) the property. */
export const OWNED_PROPERTY_STATUSES: readonly string[] = ['buying', 'owned'];

export const commercialPropertyTypes = [
  { value: 'office', label: 'Office' },
  { value: 'retail', label: 'Retail or storefront' },
  { value: 'restaurant', label: 'Restaurant or bar' },
  { value: 'industrial', label: 'Industrial, warehouse or workshop' },
  { value: 'medical', label: 'Medical or dental office' },
  { value: 'hotel', label: 'Hotel or motel' },
  { value: 'autoService', label: 'Auto repair, car wash or gas station' },
  { value: 'mixedUse', label: 'Mixed-use (business space with apartments)' },
  { value: 'multifamily', label: 'Apartment building (5 or more units)' },
  { value: 'land', label: 'Land' },
  { value: 'other', label: 'Other' },
] as const;

export const businessCollateralTypes = [
  { value: 'realEstate', label: 'Real estate' },
  { value: 'equipment', label: 'Equipment or vehicles' },
  { value: 'inventory', label: 'Inventory' },
  { value: 'receivables', label: 'Accounts receivable (money customers owe the business)' },
  { value: 'other', label: 'Other' },
] as const;

export const MAX_COLLATERAL_ITEMS = 10;

const collateralItem = v.object({
  type: choice(businessCollateralTypes),
  description: requiredString({ max: 200 }),
  value: dollars({ min: 1, minMessage: 'Enter what it is worth today' }),
  owed: dollars(),
});

export type CollateralItem = { type: string; description: string; value: string; owed: string };
export const emptyCollateralItem: CollateralItem = { type: '', description: '', value: '', owed: '' };

const collateralList = entryList(
  collateralItem,
  MAX_COLLATERAL_ITEMS,
  'Add each item you will offer as collateral',
  `Add at most ${MAX_COLLATERAL_ITEMS} items`,
);

const occupancyShare = percentage({ min: 1, max: 100 });
const leaseEnd = optionalDate(inTheFuture);

export const propertyInfoSchema = v.pipe(
  v.object({
    realEstateInvolved: choice(yesNo),
    propertyStatus: optionalChoice(businessPropertyStatuses),
    propertyAddress: cleanedWhenValid(address(), () => ({ ...emptyAddress })),
    propertyType: optionalChoice(commercialPropertyTypes),
    purchasePrice: optionalDollars(),
    estimatedValue: optionalDollars(),
    amountOwed: optionalDollars(),
    businessOccupancyPct: cleanedWhenValid(occupancyShare, () => ''),
    landlordName: optionalString({ max: 120 }),
    monthlyRent: optionalDollars({ max: 10_000_000 }),
    leaseEndDate: cleanedWhenValid(leaseEnd, () => ''),
    offeringCollateral: choice(yesNo),
    collateral: cleanedWhenValid(collateralList, () => []),
  }),
  requiredIf('propertyStatus', 'realEstateInvolved', ['yes'], messages.choiceRequired),
  checkWhen('propertyAddress', (input) => input.realEstateInvolved === 'yes', address()),
  requiredIf('propertyType', 'realEstateInvolved', ['yes'], messages.choiceRequired),
  requiredWhen(
    'purchasePrice',
    ['realEstateInvolved', 'propertyStatus', 'purchasePrice'],
    (input) => !businessOwnsProperty(input) || filled(input.purchasePrice),
    messages.required,
  ),
  requiredWhen(
    'estimatedValue',
    ['realEstateInvolved', 'propertyStatus', 'estimatedValue'],
    (input) => !businessOwnsProperty(input) || filled(input.estimatedValue),
    messages.required,
  ),
  requiredWhen(
    'amountOwed',
    ['realEstateInvolved', 'propertyStatus', 'amountOwed'],
    (input) =>
      !(input.realEstateInvolved === 'yes' && input.propertyStatus === 'owned') || filled(input.amountOwed),
    messages.required,
  ),
  checkWhen('businessOccupancyPct', businessOwnsProperty, occupancyShare),
  requiredWhen(
    'landlordName',
    ['realEstateInvolved', 'propertyStatus', 'landlordName'],
    (input) => !businessLeasesProperty(input) || filled(input.landlordName),
    messages.required,
  ),
  requiredWhen(
    'monthlyRent',
    ['realEstateInvolved', 'propertyStatus', 'monthlyRent'],
    (input) => !businessLeasesProperty(input) || filled(input.monthlyRent),
    messages.required,
  ),
  checkWhen('leaseEndDate', businessLeasesProperty, leaseEnd),
  checkWhen('collateral', (input) => input.offeringCollateral === 'yes', collateralList),
);

/** Whether the answers describe a property the borrower owns or is buying. */
export function businessOwnsProperty(input: Input): boolean {
  return (
    input.realEstateInvolved === 'yes' && OWNED_PROPERTY_STATUSES.includes(input.propertyStatus as string)
  );
}

/** Whether the answers describe a property the business leases. */
export function businessLeasesProperty(input: Input): boolean {
  return input.realEstateInvolved === 'yes' && input.propertyStatus === 'leased';
}

export const propertyInfoInitialValues = {
  realEstateInvolved: '',
  propertyStatus: '',
  propertyAddress: { ...emptyAddress },
  propertyType: '',
  purchasePrice: '',
  estimatedValue: '',
  amountOwed: '',
  businessOccupancyPct: '',
  landlordName: '',
  monthlyRent: '',
  leaseEndDate: '',
  offeringCollateral: '',
  collateral: [] as CollateralItem[],
};

// ---- processingInformation ----

export const governmentLoanStatuses = [
  { value: 'current', label: 'Being repaid on time' },
  { value: 'paid', label: 'Paid in full' },
  { value: 'delinquent', label: 'Behind on payments' },
  { value: 'chargedOff', label: 'In default or written off' },
] as const;

export const MAX_GOVERNMENT_LOANS = 10;

const governmentLoan = v.object({
  borrowerName: requiredString({ max: 120 }),
  agency: requiredString({ max: 100 }),
  loanDate: date(inThePast),
  amount: dollars({ min: 1 }),
  status: choice(governmentLoanStatuses),
});

export type GovernmentLoan = {
  borrowerName: string;
  agency: string;
  loanDate: string;
  amount: string;
  status: string;
};
export const emptyGovernmentLoan: GovernmentLoan = {
  borrowerName: '',
  agency: '',
  loanDate: '',
  amount: '',
  status: '',
};

const governmentLoanList = entryList(
  governmentLoan,
  MAX_GOVERNMENT_LOANS,
  'Add each government loan',
  `Add at most ${MAX_GOVERNMENT_LOANS} loans`,
);

/** The declarations about the business and its owners, in the order the page asks them. */
export const businessDeclarations = [
  {
    key: 'bankruptcy',
    label: 'Has the business, or any of its owners, filed for bankruptcy in the last 7 years?',
  },
  {
    key: 'pendingLawsuits',
    label: 'Is the business, or any of its owners, a party to a lawsuit that is still open?',
  },
  {
    key: 'lenderOrOfficialTies',
    label:
      'Is any owner or officer, or anyone in their household, an employee of Northgate Private Lending, an elected official, or a senior government employee?',
  },
] as const;

const declarationKeys = businessDeclarations.map((question) => question.key);

/** Whether any declaration is answered Yes (an explanation is then required). */
export function needsDeclarationExplanation(values: unknown): boolean {
  const answers = (values ?? {}) as Input;
  return declarationKeys.some((key) => answers[key] === 'yes');
}

export const businessReferralSources = [
  { value: 'search', label: 'Search engine' },
  { value: 'referral', label: 'A friend or colleague' },
  { value: 'broker', label: 'A broker or advisor' },
  { value: 'returning', label: 'I have borrowed from Northgate before' },
  { value: 'social', label: 'Social media' },
  { value: 'event', label: 'An event or seminar' },
  { value: 'other', label: 'Somewhere else' },
] as const;

export const processingInformationSchema = v.pipe(
  v.object({
    hasGovernmentFinancing: choice(yesNo),
    governmentFinancing: cleanedWhenValid(governmentLoanList, () => []),
    usingBroker: choice(yesNo),
    brokerName: optionalString({ max: 120 }),
    brokerFee: optionalDollars(),
    bankruptcy: choice(yesNo),
    pendingLawsuits: choice(yesNo),
    lenderOrOfficialTies: choice(yesNo),
    explanation: optionalString({ max: 1000 }),
    exportsProducts: choice(yesNo),
    howDidYouHear: optionalChoice(businessReferralSources),
    certification: v.literal(true, 'Confirm the certification to continue'),
    creditAuthorization: v.literal(true, 'Authorize the credit and background checks to continue'),
    signature: signature(),
  }),
  checkWhen('governmentFinancing', (input) => input.hasGovernmentFinancing === 'yes', governmentLoanList),
  requiredIf('brokerName', 'usingBroker', ['yes']),
  requiredIf('brokerFee', 'usingBroker', ['yes']),
  requiredWhen(
    'explanation',
    [...declarationKeys, 'explanation'],
    (input) => !needsDeclarationExplanation(input) || filled(input.explanation),
    'Explain each Yes answer: what happened, when, and where it stands now',
  ),
);

export const processingInformationInitialValues = {
  hasGovernmentFinancing: '',
  governmentFinancing: [] as GovernmentLoan[],
  usingBroker: '',
  brokerName: '',
  brokerFee: '',
  bankruptcy: '',
  pendingLawsuits: '',
  lenderOrOfficialTies: '',
  explanation: '',
  exportsProducts: '',
  howDidYouHear: '',
  certification: false,
  creditAuthorization: false,
  signature: { ...emptySignature },
};
