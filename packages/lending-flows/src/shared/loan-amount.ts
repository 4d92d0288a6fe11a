import { rangeText, type AmountRange } from '@northgate/lending-policy';
import { dollars } from '@northgate/validators';
import { ask, type Words } from './ask.ts';

/**
 * A loan amount within a program's range (lending-policy's `loanAmounts`): the message for an
 * amount outside it and the hint are written from the range, so the limit is typed once.
 */
export function askLoanAmount(
  range: AmountRange,
  words: Omit<Words, 'hint'> & { readonly hint?: Words['hint']; readonly lendsOn?: string },
) {
  const { lendsOn, ...rest } = words;
  const outside = `We lend from ${rangeText(range)}${lendsOn === undefined ? '' : ` ${lendsOn}`}`;
  return ask('money', dollars({ min: range.min, max: range.max, minMessage: outside, maxMessage: outside }), {
    hint: `From ${rangeText(range)}.`,
    ...rest,
  });
}
