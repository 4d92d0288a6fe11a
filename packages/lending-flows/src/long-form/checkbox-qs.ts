import {
  emptySignature,
  isoToday,
  messages,
  optionalString,
  requiredWhen,
  signature,
} from '@northgate/validators';
import * as v from 'valibot';
import { ask, askChoiceWhen, askYesNo } from '../shared/ask.ts';
import { filled, type Input } from '../shared/rules.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step checkboxQs ('Almost done'; docs/product/flow-fields.md, Flow 2): the classic 1003
 * declarations a–i that bear on a business-purpose loan, with the bankruptcy's chapter and one
 * explanation for every Yes; then SBA Form 413's certification, the authorization to verify the
 * statement and pull credit, and the signature. The statement itself is shown above them, worked
 * out from the other steps (./financial-statement.ts).
 */

/** The declarations, in the order the page asks them (classic 1003 VIII a–f and i). */
export const declarations = [
  { key: 'outstandingJudgments', label: 'Are there any outstanding judgments against you?' },
  { key: 'bankruptcyLast7Years', label: 'Have you declared bankruptcy within the past 7 years?' },
  {
    key: 'foreclosureOrDeedInLieuLast7Years',
    label:
      'Have you had property foreclosed upon or given title or deed in lieu thereof in the last 7 years?',
  },
  { key: 'partyToLawsuit', label: 'Are you a party to a lawsuit?' },
  {
    key: 'obligatedOnForeclosedLoan',
    label:
      'Have you directly or indirectly been obligated on any loan which resulted in foreclosure, transfer of title in lieu of foreclosure, or judgment?',
  },
  {
    key: 'delinquentFederalDebt',
    label:
      'Are you presently delinquent or in default on any federal debt or any other loan, mortgage, financial obligation, bond or loan guarantee?',
  },
  { key: 'coMakerOrEndorser', label: 'Are you a co-maker or endorser on a note?' },
] as const;

export const bankruptcyChapters = [
  { value: '7', label: 'Chapter 7' },
  { value: '11', label: 'Chapter 11' },
  { value: '12', label: 'Chapter 12' },
  { value: '13', label: 'Chapter 13' },
] as const;

export type DeclarationKey = (typeof declarations)[number]['key'];

const declarationKeys = declarations.map((question) => question.key);

/** Whether any declaration is answered Yes, so the explanation is asked. */
export function needsExplanation(values: Input | undefined): boolean {
  const s = values ?? {};
  return declarationKeys.some((key) => s[key] === 'yes');
}

const bankrupt = (input: Input) => input.bankruptcyLast7Years === 'yes';

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Each declaration as a Yes/No question, the bankruptcy's chapter right after the bankruptcy. */
const declarationFields = Object.fromEntries(
  declarations.flatMap(({ key, label }) => [
    [key, askYesNo({ question: label })],
    ...(key === 'bankruptcyLast7Years'
      ? [
          [
            'bankruptcyChapter',
            askChoiceWhen(bankruptcyChapters, {
              question: 'Which chapter of bankruptcy?',
              when: ({ step }) => bankrupt(step),
              input: { control: 'radio', inline: true },
            }),
          ],
        ]
      : []),
  ]),
) as Record<DeclarationKey | 'bankruptcyChapter', v.GenericSchema<unknown, string>>;

export const checkboxQsSchema = v.pipe(
  v.object({
    ...declarationFields,
    explanation: ask('longText', optionalString({ max: 1000 }), {
      question: 'Tell us about each Yes answer',
      hint: 'What happened, when, and how it was resolved. For a bankruptcy, the date it was discharged.',
      when: ({ step }) => needsExplanation(step),
      input: { maxLength: 1000 },
    }),
    certification: ask(
      'check',
      v.literal(true, 'Certify that the statement is true and complete to continue'),
      {
        // The step dates it today; tables of answers read the label, which names no date (a
        // copy's signature record gives the day it was signed).
        question: () =>
          `I certify that the information in this application and the statement above is true and complete as of ${longDate(isoToday())}. I understand that knowingly making a false statement to obtain a loan is a federal crime (18 U.S.C. 1001 and 1014).`,
        label:
          'I certify that the information in this application and the statement above is true and complete',
      },
    ),
    creditAuthorization: ask(
      'check',
      v.literal(true, 'Authorize us to verify your statement and pull your credit to continue'),
      {
        question:
          'I authorize Northgate Private Lending to verify the information in this application and statement, and to obtain my credit report and background checks.',
      },
    ),
    signature: ask('signature', signature(), {
      question: 'Your signature',
      hint: 'Sign inside the box with your mouse, finger or stylus, or sign with your typed full legal name. We record the date and time you submit.',
    }),
  }) as v.GenericSchema<Record<string, unknown>>,
  requiredWhen(
    'bankruptcyChapter',
    ['bankruptcyLast7Years', 'bankruptcyChapter'],
    (input) => !bankrupt(input) || filled(input.bankruptcyChapter),
    messages.choiceRequired,
  ),
  requiredWhen(
    'explanation',
    [...declarationKeys, 'explanation'],
    (input) => !needsExplanation(input) || filled(input.explanation),
    'Explain each Yes answer: what happened, when, and how it was resolved',
  ),
  dropUnasked([
    { fields: ['bankruptcyChapter'], asked: bankrupt },
    { fields: ['explanation'], asked: needsExplanation },
  ]),
);

export const checkboxQsInitialValues = {
  ...(Object.fromEntries(declarationKeys.map((key) => [key, ''])) as Record<DeclarationKey, string>),
  bankruptcyChapter: '',
  explanation: '',
  certification: false,
  creditAuthorization: false,
  signature: { ...emptySignature },
};
