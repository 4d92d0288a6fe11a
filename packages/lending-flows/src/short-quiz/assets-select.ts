import { field } from '@northgate/form-engine/core';
import { messages } from '@northgate/validators';
import * as v from 'valibot';

/**
 * Short quiz, step assetsSelect (docs/product/flow-fields.md, Flow 1; SBA 413 asset lines): which
 * kinds of assets the borrower owns. assetsForm then asks about each kind chosen.
 */
export const assetTypes = [
  { value: 'primaryResidence', label: 'Primary residence', owed: true },
  { value: 'investmentRealEstate', label: 'Investment real estate', owed: true },
  { value: 'cash', label: 'Cash & bank accounts', owed: false },
  { value: 'retirement', label: 'Retirement (IRA, 401k)', owed: false },
  { value: 'stocks', label: 'Stocks & bonds', owed: false },
  { value: 'business', label: 'Business ownership', owed: true },
  { value: 'lifeInsurance', label: 'Life insurance cash value', owed: false },
  { value: 'notesReceivable', label: 'Notes & accounts receivable', owed: false },
  { value: 'vehicles', label: 'Vehicles', owed: true },
  { value: 'other', label: 'Other', owed: false },
] as const;

export type AssetType = (typeof assetTypes)[number]['value'];
export const NO_ASSETS = 'none';
export const assetTypeValues: readonly string[] = assetTypes.map((type) => type.value);

/** What the borrower may tick: every asset type, then "None of these". */
const assetTypeOptions: readonly { value: string; label: string }[] = [
  ...assetTypes.map((type) => ({ value: type.value, label: type.label })),
  { value: NO_ASSETS, label: 'None of these' },
];

export const assetsSelectSchema = v.object({
  assetTypes: field(
    v.pipe(
      v.array(v.picklist([...assetTypeValues, NO_ASSETS], messages.choiceRequired), messages.choiceRequired),
      v.minLength(1, 'Choose at least one, or "None of these"'),
      v.check(
        (chosen) => !chosen.includes(NO_ASSETS) || chosen.length === 1,
        '"None of these" cannot be combined with other assets',
      ),
    ),
    {
      kind: 'choices',
      question: 'Which of these do you own?',
      hint: 'Choose all that apply.',
      options: assetTypeOptions,
    },
  ),
});

export const assetsSelectInitialValues = { assetTypes: [] as string[] };

/** Whether the borrower chose any asset: assetsForm is skipped for "None of these". */
export function hasChosenAssets(chosen: unknown): boolean {
  return Array.isArray(chosen) && chosen.some((type) => assetTypeValues.includes(type as string));
}

/** The chosen asset types, in catalogue order. */
export function chosenAssetTypes(chosen: unknown): (typeof assetTypes)[number][] {
  const list = Array.isArray(chosen) ? chosen : [];
  return assetTypes.filter((type) => list.includes(type.value));
}
