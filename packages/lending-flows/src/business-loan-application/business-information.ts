import {
  address,
  amountOf,
  checkWhen,
  choice,
  count,
  dollars,
  emptyAddress,
  messages,
  optionalChoice,
  optionalCount,
  optionalEmail,
  optionalString,
  requiredString,
  requiredWhen,
  US_STATES,
  usPhone,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';
import { thisYear } from '../shared/calendar.ts';
import { entityFields, entityName, entityType } from '../shared/entity.ts';
import { everyEntryPasses } from '../shared/owners.ts';
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from '../short-quiz/request-loan.ts';
import { BUSINESS_NAME_MAX, cleanedWhenValid, requiredIf } from './rules.ts';

/**
 * Business loan application, step businessInformation (design/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

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
    legalName: entityName(BUSINESS_NAME_MAX),
    dba: optionalString({ max: 120 }),
    businessRole: choice(businessRoles),
    entityType: entityType(businessEntityTypes),
    entityTypeOther: optionalString({ max: 100 }),
    stateOfFormation: optionalChoice(US_STATES),
    ein: entityFields.ein,
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
