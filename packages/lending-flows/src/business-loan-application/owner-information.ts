import { emptyAddress, messages, optionalString, percentage, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoice, askChoices, askList, askYesNo, reword } from '../shared/ask.ts';
import { everyEntryPasses, listedSharesTotal, ownerList } from '../shared/owners.ts';
import { emptyPersonName, personFields } from '../shared/person.ts';
import { filled, type Input } from './rules.ts';

/**
 * Business loan application, step ownerInformation (docs/product/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

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

/** Whom the owner questions are about: the applicant ('you') or another owner ('this person'). */
type Who = 'you' | 'them';

const questionAbout = (key: (typeof ownerQuestions)[number]['key'], who: Who) =>
  ownerQuestions.find((question) => question.key === key)![who];

/**
 * What is asked about every owner, the applicant included: the guarantee, Form 1919's questions
 * and demographics, asked about `who`.
 */
const ownerAnswers = (who: Who) => ({
  isGuarantor: askYesNo({
    question:
      who === 'you'
        ? 'Will you personally guarantee the loan?'
        : 'Will this person personally guarantee the loan?',
    hint: 'We normally ask every owner of 20% or more to guarantee the loan. A guarantor promises to repay it if the business cannot.',
  }),
  criminalCharges: askYesNo({ question: questionAbout('criminalCharges', who) }),
  federalDebt: askYesNo({ question: questionAbout('federalDebt', who) }),
  explanation: ask('longText', optionalString({ max: 1000 }), {
    question: 'Tell us about each Yes answer',
    hint: 'What happened, when, and where it stands now. A Yes does not end the application; we only need the facts.',
    when: ({ parent }) => needsOwnerExplanation(parent),
    input: { maxLength: 1000 },
  }),
  veteranStatus: askChoice(ownerVeteranStatuses, {
    question: 'Veteran status',
    optional: true,
    input: { control: 'radio' },
  }),
  sex: askChoice(ownerSexes, { question: 'Sex', optional: true, input: { control: 'radio' } }),
  race: askChoices(
    ownerRaces,
    { question: 'Race', hint: 'Choose all that apply, or Prefer not to say on its own.', optional: true },
    raceAnswer,
  ),
  ethnicity: askChoice(ownerEthnicities, {
    question: 'Ethnicity',
    optional: true,
    input: { control: 'radio' },
  }),
});

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

export const MAX_OWNERS = 10;

const ownerShare = percentage({ min: 0, max: 100 });

const notTheirs = { input: { autoComplete: 'off' } };

const owner = v.pipe(
  v.object({
    firstName: reword(personFields.firstName, notTheirs),
    lastName: reword(personFields.lastName, notTheirs),
    title: reword(personFields.title, {
      hint: 'For example: member, president, director or partner.',
      ...notTheirs,
    }),
    email: reword(personFields.email, notTheirs),
    ownershipPct: ask('percent', ownerShare, {
      question: 'Their share of the business, in percent',
      hint: 'Enter 0 for an officer who owns no part of it.',
    }),
    ssnOrItin: reword(personFields.ssnOrItin, {
      hint: 'We need it to confirm this person’s identity and, once they authorize it, to check their credit. It is stored encrypted.',
    }),
    homeAddress: personFields.homeAddress,
    citizenship: personFields.citizenship,
    ...ownerAnswers('them'),
  }),
  explainOwnerYes,
);

export type Owner = {
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

export const emptyOwner: Owner = {
  ...emptyPersonName,
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
    ...ownerAnswers('you'),
    owners: askList(ownerList(owner, MAX_OWNERS, `Add at most ${MAX_OWNERS} owners and officers`), {
      question: 'Who else owns or runs the business?',
      hint: 'Add everyone else who owns 20% or more of the business, and every officer, director, managing member or general partner, even if they own less. Leave this empty if that is only you. We will contact each person to confirm their details and authorize a credit check.',
      itemNoun: 'Owner',
    }),
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
  owners: [] as Owner[],
};
