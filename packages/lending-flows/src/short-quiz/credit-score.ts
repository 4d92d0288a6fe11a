import * as v from 'valibot';
import { personFields } from '../shared/person.ts';

/**
 * Short quiz, step creditScore (design/flow-fields.md, Flow 1): the credit score band, asked the
 * way every application asks it (`creditScoreRanges` in ../shared/person.ts).
 */
export const creditScoreSchema = v.object({
  creditScoreRange: personFields.creditScoreRange,
});

export const creditScoreInitialValues = { creditScoreRange: '' };
