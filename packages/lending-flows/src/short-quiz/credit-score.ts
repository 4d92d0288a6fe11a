import * as v from 'valibot';
import { reword } from '../shared/ask.ts';
import { personFields } from '../shared/person.ts';

/**
 * Short quiz, step creditScore (docs/product/flow-fields.md, Flow 1): the credit score band
 * (`creditScoreRanges` in ../shared/person.ts), asked as an estimate: no credit pull.
 */
export const creditScoreSchema = v.object({
  creditScoreRange: reword(personFields.creditScoreRange, {
    question: 'What is your credit score, roughly?',
    hint: 'An estimate is fine. Answering does not affect your credit score.',
    input: { control: 'radio' },
  }),
});

export const creditScoreInitialValues = { creditScoreRange: '' };
