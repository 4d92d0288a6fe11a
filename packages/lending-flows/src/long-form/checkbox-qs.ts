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
import { filled, type Input } from '../shared/rules.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step checkboxQs ('Almost done'; design/flow-fields.md, Flow 2): the classic 1003
 * declarations a–i that bear on a business-purpose loan, with the bankruptcy's chapter and one
 * explanation for every Yes; then SBA Form 413's certification, the authorization to verify the
 * statement and pull credit, and the signature. The statement itself is shown above them, worked
 * out from the other steps (./financial-statement.ts).
 */

/** The declarations, in the order the page asks them (classic 1003 VIII a–f and i). */
export const longFormDeclarations = [
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

export const longFormBankruptcyChapters = [
  { value: '7', label: 'Chapter 7' },
  { value: '11', label: 'Chapter 11' },
  { value: '12', label: 'Chapter 12' },
  { value: '13', label: 'Chapter 13' },
] as const;

export type LongFormDeclarationKey = (typeof longFormDeclarations)[number]['key'];

const declarationKeys = longFormDeclarations.map((question) => question.key);

/** Whether any declaration is answered Yes, so the explanation is asked. */
export function longFormNeedsExplanation(values: Input | undefined): boolean {
  const s = values ?? {};
  return declarationKeys.some((key) => s[key] === 'yes');
}

const bankrupt = (input: Input) => input.bankruptcyLast7Years === 'yes';

export const longFormCheckboxQsSchema = v.pipe(
  v.object({
    ...(Object.fromEntries(declarationKeys.map((key) => [key, choice(yesNo)])) as Record<
      LongFormDeclarationKey,
      ReturnType<typeof choice>
    >),
    bankruptcyChapter: optionalChoice(longFormBankruptcyChapters),
    explanation: optionalString({ max: 1000 }),
    certification: v.literal(true, 'Certify that the statement is true and complete to continue'),
    creditAuthorization: v.literal(
      true,
      'Authorize us to verify your statement and pull your credit to continue',
    ),
    signature: signature(),
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
    (input) => !longFormNeedsExplanation(input) || filled(input.explanation),
    'Explain each Yes answer: what happened, when, and how it was resolved',
  ),
  dropUnasked([
    { fields: ['bankruptcyChapter'], asked: bankrupt },
    { fields: ['explanation'], asked: longFormNeedsExplanation },
  ]),
);

export const longFormCheckboxQsInitialValues = {
  ...(Object.fromEntries(declarationKeys.map((key) => [key, ''])) as Record<LongFormDeclarationKey, string>),
  bankruptcyChapter: '',
  explanation: '',
  certification: false,
  creditAuthorization: false,
  signature: { ...emptySignature },
};
