import {
  choice,
  emptySignature,
  messages,
  optionalChoice,
  optionalString,
  requiredWhen,
  signature,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';
import { isBlank } from './rules.ts';

/**
 * Permanent loan application, step declarations (design/flow-fields.md, Flow 3; classic 1003 sections VIII (declarations), IX (acknowledgment and signature) and X (government monitoring)).
 */

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
