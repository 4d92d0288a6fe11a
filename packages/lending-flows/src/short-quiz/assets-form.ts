import { dollars, MAX_DOLLARS, messages, optionalDollars } from '@northgate/validators';
import * as v from 'valibot';
import { assetTypes, assetTypeValues, type AssetType } from './assets-select.ts';

/**
 * Short quiz, step assetsForm (design/flow-fields.md, Flow 1; SBA 413 asset lines): one card per
 * asset type chosen on assetsSelect, keyed by type; money is whole dollars stored as digits (the
 * ui money field shows the commas).
 */

export const MAX_ASSET_AMOUNT = MAX_DOLLARS;

const assetCard = v.object({
  estimatedValue: dollars(),
  amountOwed: optionalDollars(),
});

const owedTypes: readonly string[] = assetTypes.filter((type) => type.owed).map((type) => type.value);

export const assetsFormSchema = v.pipe(
  v.object({
    assets: v.record(v.picklist(assetTypeValues), assetCard),
    investmentPropertyCount: v.optional(v.string(), ''),
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
    if ('investmentRealEstate' in input.assets) {
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
