import { messages } from '@northgate/validators';
import * as v from 'valibot';

/**
 * Short quiz, step creditScore (design/flow-fields.md, Flow 1). 20-point bands whose cut-offs
 * match the lenders' minimums (600, 620, 660, 680); "Don't know" is a fine answer.
 */
export const creditScoreRanges = [
  { value: '760+', label: '760 or higher' },
  { value: '740-759', label: '740–759' },
  { value: '720-739', label: '720–739' },
  { value: '700-719', label: '700–719' },
  { value: '680-699', label: '680–699' },
  { value: '660-679', label: '660–679' },
  { value: '640-659', label: '640–659' },
  { value: '620-639', label: '620–639' },
  { value: '600-619', label: '600–619' },
  { value: '<600', label: 'Below 600' },
  { value: 'unknown', label: "I don't know" },
] as const;

export const creditScoreSchema = v.object({
  creditScoreRange: v.picklist(
    creditScoreRanges.map((range) => range.value),
    messages.choiceRequired,
  ),
});

export const creditScoreInitialValues = { creditScoreRange: '' };
