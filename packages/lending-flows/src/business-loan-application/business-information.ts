import {
  address,
  amountOf,
  checkWhen,
  count,
  dollars,
  emptyAddress,
  messages,
  optionalCount,
  optionalEmail,
  optionalString,
  requiredString,
  requiredWhen,
  US_STATES,
  usPhone,
} from '@northgate/validators';
import { loanAmounts } from '@northgate/lending-policy';
import * as v from 'valibot';
import { askLoanAmount } from '../shared/loan-amount.ts';
import type { FieldContext } from '@northgate/form-engine/core';
import { ask, askChoice, askChoices, askList, askYesNo, reword } from '../shared/ask.ts';
import { thisYear } from '../shared/calendar.ts';
import { entityFields, entityName, entityType } from '../shared/entity.ts';
import { everyEntryPasses } from '../shared/owners.ts';
import { BUSINESS_NAME_MAX, cleanedWhenValid, requiredIf } from './rules.ts';

/**
 * Business loan application, step businessInformation (docs/product/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

/** Form 1919's operating company (OC) and eligible passive company (EPC). */
export const roles = [
  { value: 'operating', label: 'It runs the business (an operating company)' },
  {
    value: 'holding',
    label:
      'It owns the property or equipment and leases it to the company that runs the business (a holding company)',
  },
] as const;

export const entityTypes = [
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
export const industries = [
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
    use: askChoice(proceedsUses, { question: 'Use', input: { width: 'full' } }),
    amount: ask('money', proceedsAmount, { question: 'Amount' }),
    details: ask('text', optionalString({ max: 200 }), {
      question: 'Details',
      hint: 'For example: which equipment, or which debt it pays off.',
      optional: ({ parent }) => parent.use !== 'other',
    }),
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

const businessLoanAmount = askLoanAmount(loanAmounts.anyProgram, {
  question: 'How much do you want to borrow?',
});

const stepIs =
  (key: string, value: string) =>
  ({ step }: FieldContext) =>
    step[key] === value;

export const businessInformationSchema = v.pipe(
  v.object({
    legalName: reword(entityName(BUSINESS_NAME_MAX), {
      question: 'Legal name of the business',
      hint: 'As it appears on your tax returns and formation documents.',
    }),
    dba: ask('text', optionalString({ max: 120 }), {
      question: 'Trade name (DBA)',
      hint: 'Only if the business trades under a different name.',
      optional: true,
    }),
    businessRole: askChoice(roles, {
      question: 'Which describes the company applying?',
      input: { control: 'radio' },
    }),
    entityType: reword(entityType(entityTypes), { question: 'Type of business entity' }),
    entityTypeOther: ask('text', optionalString({ max: 100 }), {
      question: 'What kind of entity is it?',
      hint: 'For example: professional corporation, nonprofit or limited partnership.',
      when: stepIs('entityType', 'other'),
    }),
    stateOfFormation: askChoice(US_STATES, {
      question: 'State where the business was formed or registered',
      optional: ({ step }) => !REGISTERED_ENTITY_TYPES.includes(step.entityType as string),
      when: ({ step }) => hasStateOfFormation(step.entityType),
    }),
    ein: reword(entityFields.ein, {
      hint: 'On the IRS letter that assigned it (CP 575 or 147C) and on the business’s tax returns. A sole proprietor without one can get one free at IRS.gov in a few minutes.',
    }),
    specialOwnership: askChoices(
      specialOwnershipTypes,
      {
        question: 'Is part of the business owned through any of these?',
        hint: 'Tick any that apply, or leave them all blank.',
        optional: true,
      },
      v.optional(
        v.array(
          v.picklist(
            specialOwnershipTypes.map((type) => type.value),
            messages.choiceRequired,
          ),
        ),
        [],
      ),
    ),
    businessAddress: ask('address', address(), { question: 'Business address' }),
    projectAtBusinessAddress: askYesNo({
      question: 'Will the money be spent at the business address above?',
      hint: 'Answer No if it is for another location, such as a new site or a building you are buying elsewhere.',
    }),
    projectAddress: cleanedWhenValid(
      ask('address', address(), {
        question: 'Where will the money be spent?',
        when: stepIs('projectAtBusinessAddress', 'no'),
      }),
      () => ({ ...emptyAddress }),
    ),
    businessPhone: ask('phone', usPhone(), { question: 'Business phone' }),
    contactName: ask('text', optionalString({ max: 100 }), {
      question: 'Contact’s full name',
      optional: true,
      input: { autoComplete: 'off' },
    }),
    contactEmail: ask('email', v.pipe(optionalEmail({ max: 64 }), v.toLowerCase()), {
      question: 'Contact’s email',
      optional: true,
      input: { autoComplete: 'off' },
    }),
    industry: askChoice(industries, { question: 'Industry', input: { width: 'full' } }),
    naicsCode: ask(
      'text',
      v.pipe(
        optionalString({ max: 6 }),
        v.check((value) => value === '' || /^\d{2,6}$/.test(value), 'Enter the NAICS code: 2 to 6 digits'),
      ),
      {
        question: 'NAICS code',
        hint: 'The 6-digit industry code on the business’s tax return, if you know it.',
        optional: true,
        input: { numberOnly: true, width: 'short' },
      },
    ),
    description: ask('longText', requiredString({ max: 500 }), {
      question: 'What does the business do?',
      hint: 'A sentence or two: what it sells, and to whom.',
      input: { maxLength: 500 },
    }),
    yearBegan: ask(
      'year',
      v.pipe(
        count({ min: 1800, max: 9999 }),
        v.check((value) => Number(value) <= thisYear() + 1, 'Enter a year no later than next year'),
      ),
      {
        question: 'Year the business began operating',
        hint: 'If it has not opened yet, the year you expect to open.',
        input: { width: 'short' },
      },
    ),
    isFranchise: askYesNo({ question: 'Is the business a franchise?' }),
    franchiseName: ask('text', optionalString({ max: 100 }), {
      question: 'Name of the franchise brand',
      when: stepIs('isFranchise', 'yes'),
    }),
    employees: ask('number', count({ min: 0, max: 100_000 }), {
      question: 'People it employs today',
      hint: 'Full- and part-time, including owners who work in it.',
      input: { width: 'short' },
    }),
    jobsCreated: ask('number', optionalCount({ min: 0, max: 100_000 }), {
      question: 'New jobs this loan will create',
      hint: 'Your best estimate.',
      optional: true,
      input: { width: 'short' },
    }),
    annualRevenue: ask('money', dollars(), {
      question: 'Revenue',
      hint: 'Total sales before any expenses. Enter 0 if the business has not started trading.',
    }),
    profitOrLoss: askChoice(profitOrLossOptions, {
      question: 'Did the business make a profit or a loss?',
      input: { control: 'radio' },
    }),
    netIncome: ask('money', dollars(), {
      question: ({ step }) => (step.profitOrLoss === 'loss' ? 'Net loss' : 'Net profit'),
      hint: 'After all expenses, before income taxes.',
    }),
    existingDebt: ask('money', dollars(), {
      question: 'Business debt owed today',
      hint: 'Loans, lines of credit, equipment finance and credit cards in the business’s name. Enter 0 if none.',
    }),
    loanAmount: businessLoanAmount,
    useOfProceeds: askList(
      v.pipe(
        v.optional(v.array(proceedsUse), []),
        v.minLength(1, 'Add at least one use for the money'),
        v.maxLength(MAX_PROCEEDS_USES, `Add at most ${MAX_PROCEEDS_USES} uses`),
      ),
      {
        question: 'What will the money pay for?',
        hint: 'Split the loan amount across each use. The amounts must add up to the loan amount.',
        itemNoun: 'Use',
      },
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
