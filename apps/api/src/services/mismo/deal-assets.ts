import { amount, group, items, text, type Answers } from './answers.ts';
import { ACCOUNT_ASSET_TYPE, LIABILITY_TYPE, REO_DISPOSITION, code } from './codes.ts';
import { address } from './party.ts';
import { element, value, type MaybeElement } from './xml.ts';

interface AssetLine {
  type: string;
  value: string;
  holder?: string;
  account?: string;
  otherDescription?: string;
  extra?: MaybeElement[];
}

function asset(line: AssetLine): MaybeElement {
  const worth = amount(line.value);
  if (worth === undefined) return undefined;
  return element('ASSET', [
    element('ASSET_DETAIL', [
      value('AssetAccountIdentifier', line.account),
      value('AssetCashOrMarketValueAmount', worth),
      value('AssetType', line.type),
      value('AssetTypeOtherDescription', line.otherDescription),
      ...(line.extra ?? []),
    ]),
    line.holder === undefined || line.holder === ''
      ? undefined
      : element('ASSET_HOLDER', [element('NAME', [value('FullName', line.holder)])]),
  ]);
}

/** A property the borrower owns: an ASSET holding OWNED_PROPERTY, as MISMO 3.4 models real estate owned. */
function ownedProperty(reo: Answers): MaybeElement {
  return element('ASSET', [
    element('OWNED_PROPERTY', [
      element('OWNED_PROPERTY_DETAIL', [
        value('OwnedPropertyDispositionStatusType', code(REO_DISPOSITION, text(reo, 'status'))),
        value('OwnedPropertyLienInstallmentAmount', amount(text(reo, 'mortgagePayments'))),
        value('OwnedPropertyLienUPBAmount', amount(text(reo, 'mortgagesAndLiens'))),
        value('OwnedPropertyMaintenanceExpenseAmount', amount(text(reo, 'insuranceMaintenanceTaxes'))),
        value('OwnedPropertyRentalIncomeGrossAmount', amount(text(reo, 'grossRentalIncome'))),
        value('OwnedPropertySubjectIndicator', 'false'),
      ]),
      element('PROPERTY', [
        address(group(reo, 'address')),
        element('PROPERTY_DETAIL', [
          value('PropertyEstimatedValueAmount', amount(text(reo, 'presentMarketValue'))),
        ]),
      ]),
    ]),
  ]);
}

export function assets(answers: Answers): MaybeElement {
  const s = group(answers, 'assetsAndLiabilities');
  return element('ASSETS', [
    asset({
      type: 'EarnestMoneyCashDepositTowardPurchase',
      value: text(s, 'cashDepositAmount'),
      holder: text(s, 'cashDepositHeldBy'),
    }),
    ...items(s, 'accounts').map((account) => {
      const type = code(ACCOUNT_ASSET_TYPE, text(account, 'accountType')) ?? 'Other';
      return asset({
        type,
        value: text(account, 'balance'),
        holder: text(account, 'institutionName'),
        account: text(account, 'accountLast4'),
        otherDescription: type === 'Other' ? 'Cash in a brokerage account' : undefined,
      });
    }),
    ...items(s, 'stocksAndBonds').map((stock) =>
      asset({ type: 'Stock', value: text(stock, 'value'), holder: text(stock, 'description') }),
    ),
    asset({
      type: 'LifeInsurance',
      value: text(s, 'lifeInsuranceNetCashValue') || (text(s, 'lifeInsuranceFaceAmount') === '' ? '' : '0'),
      extra: [value('LifeInsuranceFaceValueAmount', amount(text(s, 'lifeInsuranceFaceAmount')))],
    }),
    asset({ type: 'RetirementFund', value: text(s, 'vestedRetirement') }),
    asset({ type: 'NetWorthOfBusinessOwned', value: text(s, 'netWorthOfBusinesses') }),
    ...items(s, 'automobiles').map((car) =>
      asset({
        type: 'Automobile',
        value: text(car, 'value'),
        extra: [
          value('AutomobileMakeDescription', text(car, 'makeAndModel')),
          value('AutomobileModelYear', text(car, 'year')),
        ],
      }),
    ),
    ...items(s, 'otherAssets').map((other) =>
      asset({ type: 'Other', value: text(other, 'value'), otherDescription: text(other, 'description') }),
    ),
    ...items(s, 'realEstateOwned').map(ownedProperty),
  ]);
}

export function liabilities(answers: Answers): MaybeElement {
  const s = group(answers, 'assetsAndLiabilities');
  return element(
    'LIABILITIES',
    items(s, 'liabilities').map((debt) => {
      const type = code(LIABILITY_TYPE, text(debt, 'liabilityType'));
      const payoff = text(debt, 'payOffAtClosing');
      return element('LIABILITY', [
        element('LIABILITY_DETAIL', [
          value('LiabilityAccountIdentifier', text(debt, 'accountLast4')),
          value('LiabilityMonthlyPaymentAmount', amount(text(debt, 'monthlyPayment'))),
          value(
            'LiabilityPayoffStatusIndicator',
            payoff === 'yes' ? 'true' : payoff === 'no' ? 'false' : undefined,
          ),
          value('LiabilityRemainingTermMonthsCount', text(debt, 'monthsLeftToPay')),
          value('LiabilityType', type),
          value('LiabilityTypeOtherDescription', type === 'Other' ? 'Other debt' : undefined),
          value('LiabilityUnpaidBalanceAmount', amount(text(debt, 'unpaidBalance'))),
        ]),
        element('LIABILITY_HOLDER', [element('NAME', [value('FullName', text(debt, 'creditorName'))])]),
      ]);
    }),
  );
}

/** Alimony and job-related costs: MISMO 3.4 writes them as EXPENSES, not liabilities. */
export function expenses(answers: Answers): MaybeElement {
  const s = group(answers, 'assetsAndLiabilities');
  const line = (type: string, monthly: string, description: string) => {
    const payment = amount(monthly);
    return payment === undefined
      ? undefined
      : element('EXPENSE', [
          value('ExpenseDescription', description),
          value('ExpenseMonthlyPaymentAmount', payment),
          value('ExpenseType', type),
        ]);
  };
  return element('EXPENSES', [
    line('Alimony', text(s, 'alimonyMonthlyPayment'), text(s, 'alimonyOwedTo')),
    line('JobRelatedExpenses', text(s, 'jobRelatedExpenseMonthly'), text(s, 'jobRelatedExpenseDescription')),
  ]);
}
