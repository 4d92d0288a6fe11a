import {
  emptySignature,
  messages,
  optionalChoice,
  optionalString,
  requiredWhen,
  signature,
  yesNo,
} from '@northgate/validators';
import type { FieldContext } from '@northgate/form-engine/core';
import * as v from 'valibot';
import { ask, askChoice, askChoices, askYesNo } from '../shared/ask.ts';
import { isBlank } from './rules.ts';

/**
 * Permanent loan application, step declarations (docs/product/flow-fields.md, Flow 3; classic 1003 sections VIII (declarations), IX (acknowledgment and signature) and X (government monitoring)).
 */

/**
 * Section VIII questions a–m, word for word from the classic Fannie Mae 1003 / Freddie Mac 65.
 * `detail` is the form's own follow-on text for questions e, f and l.
 */
export const declarationQuestions = [
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

export type DeclarationKey = (typeof declarationQuestions)[number]['key'];

/** Questions a–i: a Yes to any of them needs an explanation. */
export const explainedDeclarationKeys = declarationQuestions
  .filter((question) => 'abcdefghi'.includes(question.letter))
  .map((question) => question.key);

export const priorPropertyTypeQuestion =
  '(1) What type of property did you own—principal residence (PR), second home (SH), or investment property (IP)?';
export const priorPropertyTypes = [
  { value: 'PR', label: 'Principal residence (PR)' },
  { value: 'SH', label: 'Second home (SH)' },
  { value: 'IP', label: 'Investment property (IP)' },
] as const;

export const priorTitleHeldQuestion =
  '(2) How did you hold title to the home—by yourself (S), jointly with your spouse (SP), or jointly with another person (O)?';
export const priorTitleHeldOptions = [
  { value: 'S', label: 'By yourself (S)' },
  { value: 'SP', label: 'Jointly with your spouse (SP)' },
  { value: 'O', label: 'Jointly with another person (O)' },
] as const;

export const ethnicities = [
  { value: 'hispanicOrLatino', label: 'Hispanic or Latino' },
  { value: 'notHispanicOrLatino', label: 'Not Hispanic or Latino' },
] as const;

export const races = [
  { value: 'americanIndianOrAlaskaNative', label: 'American Indian or Alaska Native' },
  { value: 'asian', label: 'Asian' },
  { value: 'blackOrAfricanAmerican', label: 'Black or African American' },
  { value: 'nativeHawaiianOrOtherPacificIslander', label: 'Native Hawaiian or Other Pacific Islander' },
  { value: 'white', label: 'White' },
] as const;

export const sexes = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

const isYes = (value: unknown) => value === 'yes';

type Context = Pick<FieldContext, 'parent'>;

/** Declaration `key` as the step asks it: its letter, the form's words, and the form's follow-on text as the hint. */
function declarationQuestion(key: DeclarationKey) {
  const found = declarationQuestions.find((entry) => entry.key === key);
  if (!found) throw new Error(`No declaration ${key}`);
  return {
    question: `${found.letter}. ${found.label}`,
    ...('detail' in found && { hint: found.detail }),
  };
}

/** Asked once the borrower said they will live in the home (l = Yes). */
const occupying = ({ parent }: Context) => isYes(parent.intendToOccupyAsPrimaryResidence);
/** Asked once they also owned a home in the last three years (m = Yes). */
const ownedBefore = (context: Context) =>
  occupying(context) && isYes(context.parent.ownershipInterestLast3Years);
/** The monitoring questions, unless the borrower declined to answer them. */
const furnishing = ({ parent }: Context) => parent.declinedToFurnish !== true;

const borrowerDeclarations = v.pipe(
  v.object({
    ...Object.fromEntries(explainedDeclarationKeys.map((key) => [key, askYesNo(declarationQuestion(key))])),
    explanation: ask('longText', optionalString({ max: 2000 }), {
      question: 'Explain each Yes answer to questions a to i',
      hint: "What happened, when, and how it was resolved. For e and f, include the date, the lender's name and address, any FHA or VA case number, and the reason for the action.",
      when: ({ parent }) => explainedDeclarationKeys.some((key) => isYes(parent[key])),
      input: { maxLength: 2000 },
    }),
    usCitizen: askYesNo(declarationQuestion('usCitizen')),
    permanentResidentAlien: askYesNo(
      { ...declarationQuestion('permanentResidentAlien'), when: ({ parent }) => parent.usCitizen === 'no' },
      optionalChoice(yesNo),
    ),
    intendToOccupyAsPrimaryResidence: askYesNo(declarationQuestion('intendToOccupyAsPrimaryResidence')),
    ownershipInterestLast3Years: askYesNo(
      { ...declarationQuestion('ownershipInterestLast3Years'), when: occupying },
      optionalChoice(yesNo),
    ),
    priorPropertyType: askChoice(
      priorPropertyTypes,
      { question: priorPropertyTypeQuestion, when: ownedBefore, input: { control: 'radio' } },
      optionalChoice(priorPropertyTypes),
    ),
    priorTitleHeld: askChoice(
      priorTitleHeldOptions,
      { question: priorTitleHeldQuestion, when: ownedBefore, input: { control: 'radio' } },
      optionalChoice(priorTitleHeldOptions),
    ),
    // X. Information for government monitoring purposes: every answer optional.
    declinedToFurnish: ask('check', v.optional(v.boolean(), false), {
      question: 'I do not wish to furnish this information',
    }),
    ethnicity: askChoice(ethnicities, {
      question: 'Ethnicity',
      optional: true,
      when: furnishing,
      input: { control: 'radio' },
    }),
    race: askChoices(races, {
      question: 'Race',
      hint: 'Choose all that apply.',
      optional: true,
      when: furnishing,
    }),
    sex: askChoice(sexes, {
      question: 'Sex',
      optional: true,
      when: furnishing,
      input: { control: 'radio', inline: true },
    }),
    // IX. Acknowledgment and agreement, then the signature.
    agreeToAcknowledgment: ask(
      'check',
      v.literal(true, 'Read and agree to the acknowledgment and agreement to continue'),
      { question: 'I have read and agree to the acknowledgment and agreement above' },
    ),
    signature: ask('signature', signature(), {
      question: 'Your signature',
      hint: 'Sign inside the box with your mouse, finger or stylus, or sign with your typed full legal name. We record the date and time you sign.',
    }),
  }) as v.GenericSchema<Record<string, unknown>>,
  requiredWhen(
    'explanation',
    [...explainedDeclarationKeys, 'explanation'],
    (input) => !explainedDeclarationKeys.some((key) => isYes(input[key])) || !isBlank(input.explanation),
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

export const declarationsSchema = v.object({ borrower: borrowerDeclarations });

export const declarationsInitialValues = {
  borrower: {
    ...(Object.fromEntries(explainedDeclarationKeys.map((key) => [key, ''])) as Record<string, string>),
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
