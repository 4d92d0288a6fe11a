import { dollars, MAX_DOLLARS, messages, optionalDollars } from '@northgate/validators';
import * as v from 'valibot';
import { ask, askGroup } from '../shared/ask.ts';
import { assetTypes, type AssetType } from './assets-select.ts';

/**
 * Short quiz, step assetsForm (docs/product/flow-fields.md, Flow 1; SBA 413 asset lines): one card per
 * asset type chosen on assetsSelect, keyed by type and titled with the type's name; money is
 * whole dollars stored as digits (the ui money field shows the commas).
 */

export const MAX_ASSET_AMOUNT = MAX_DOLLARS;

/** The card of one asset type: what it is worth and, for what can be borrowed against, what is owed. */
const assetCard = (type: (typeof assetTypes)[number]) =>
  askGroup(
    v.optional(
      v.object({
        estimatedValue: ask('money', dollars(), { question: 'Estimated value' }),
        amountOwed: ask('money', optionalDollars(), {
          question: 'Amount owed',
          hint: 'Enter 0 if nothing is owed.',
          when: () => type.owed,
        }),
      }),
    ),
    { title: type.label },
  );

/** A card per asset type, each optional; no other key is taken. */
const assetCards = Object.fromEntries(assetTypes.map((type) => [type.value, assetCard(type)])) as Record<
  AssetType,
  ReturnType<typeof assetCard>
>;

const owedTypes: readonly string[] = assetTypes.filter((type) => type.owed).map((type) => type.value);

const ownsInvestmentRealEstate = (assets: unknown) =>
  typeof assets === 'object' && assets !== null && 'investmentRealEstate' in assets;

export const assetsFormSchema = v.pipe(
  v.object({
    assets: v.strictObject(assetCards),
    investmentPropertyCount: ask('number', v.optional(v.string(), ''), {
      question: 'How many investment properties do you own?',
      when: ({ step }) => ownsInvestmentRealEstate(step.assets),
      input: { width: 'short' },
    }),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    for (const [type, card] of Object.entries(input.assets)) {
      if (owedTypes.includes(type) && card.amountOwed === '') {
        addIssue({
          message: messages.required,
          path: [
            { type: 'object', origin: 'value', input, key: 'assets', value: input.assets },
            { type: 'object', origin: 'value', input: input.assets, key: type, value: card },
            { type: 'object', origin: 'value', input: card, key: 'amountOwed', value: card.amountOwed },
          ],
        });
      }
    }
    if (ownsInvestmentRealEstate(input.assets)) {
      const count = input.investmentPropertyCount.trim();
      const message =
        count === ''
          ? messages.required
          : !/^\d+$/.test(count) || Number(count) > 500
            ? 'Enter a whole number from 0 to 500'
            : undefined;
      if (message) {
        addIssue({
          message,
          path: [
            {
              type: 'object',
              origin: 'value',
              input,
              key: 'investmentPropertyCount',
              value: input.investmentPropertyCount,
            },
          ],
        });
      }
    }
  }),
);

export const assetsFormInitialValues = { assets: {}, investmentPropertyCount: '' };

/** Cash + stocks + half of retirement savings (the lenders' liquidity convention), in dollars. */
export function liquidAssetsTotal(assets: Record<string, { estimatedValue?: string } | undefined>): number {
  const value = (type: AssetType) => {
    const amount = Number((assets[type]?.estimatedValue ?? '').replace(/,/g, ''));
    return Number.isFinite(amount) ? amount : 0;
  };
  return value('cash') + value('stocks') + Math.floor(value('retirement') / 2);
}

/** A soft warning (never blocking): more owed than one and a half times the value. */
export function owesMoreThanUsual(card: { estimatedValue?: string; amountOwed?: string }): boolean {
  const value = Number(card.estimatedValue ?? '');
  const owed = Number(card.amountOwed ?? '');
  return card.amountOwed !== '' && Number.isFinite(value) && Number.isFinite(owed) && owed > value * 1.5;
}
