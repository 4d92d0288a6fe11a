import { codecs, el, fixed, is, list, point, when, type Lens, type Node } from '../../binding.ts';
import { address, fullName } from '../../nodes.ts';
import { codes, statement } from './answers.ts';

// The assets statement (the 1003's section VI): assets, real estate owned, debts and expenses.

function asset(detail: readonly Node[], holder?: Lens<string | undefined>): Node[] {
  return [el('ASSET_DETAIL', detail), ...(holder ? [el('ASSET_HOLDER', [fullName(holder)])] : [])];
}

export function assets(): Node {
  return el('ASSETS', [
    el(
      'ASSET',
      asset(
        [
          point('AssetCashOrMarketValueAmount', statement.at('cashDepositAmount'), codecs.amount),
          fixed('AssetType', 'EarnestMoneyCashDepositTowardPurchase'),
        ],
        statement.at('cashDepositHeldBy'),
      ),
      { label: 'ASSET_DEPOSIT' },
    ),
    list(statement.at('accounts'), 'ASSET_ACCOUNT', (account) =>
      el(
        'ASSET',
        asset(
          [
            point('AssetAccountIdentifier', account.at('accountLast4')),
            point('AssetCashOrMarketValueAmount', account.at('balance'), codecs.amount),
            point('AssetType', account.at('accountType'), codes.account),
            when(
              is(account.at('accountType'), 'brokerageCash'),
              fixed('AssetTypeOtherDescription', 'Cash in a brokerage account'),
            ),
          ],
          account.at('institutionName'),
        ),
      ),
    ),
    list(statement.at('stocksAndBonds'), 'ASSET_STOCK', (stock) =>
      el('ASSET', [
        el('ASSET_DETAIL', [
          point('AssetCashOrMarketValueAmount', stock.at('value'), codecs.amount),
          point('AssetDescription', stock.at('description')),
          fixed('AssetType', 'Stock'),
        ]),
      ]),
    ),
    el(
      'ASSET',
      asset([
        point('AssetCashOrMarketValueAmount', statement.at('lifeInsuranceNetCashValue'), codecs.amount),
        fixed('AssetType', 'LifeInsurance'),
        point('LifeInsuranceFaceValueAmount', statement.at('lifeInsuranceFaceAmount'), codecs.amount),
      ]),
      { label: 'ASSET_LIFE_INSURANCE' },
    ),
    el(
      'ASSET',
      asset([
        point('AssetCashOrMarketValueAmount', statement.at('vestedRetirement'), codecs.amount),
        fixed('AssetType', 'RetirementFund'),
      ]),
      {
        label: 'ASSET_RETIREMENT',
      },
    ),
    el(
      'ASSET',
      asset([
        point('AssetCashOrMarketValueAmount', statement.at('netWorthOfBusinesses'), codecs.amount),
        fixed('AssetType', 'NetWorthOfBusinessOwned'),
      ]),
      { label: 'ASSET_BUSINESS' },
    ),
    list(statement.at('automobiles'), 'ASSET_AUTOMOBILE', (car) =>
      el(
        'ASSET',
        asset([
          point('AssetCashOrMarketValueAmount', car.at('value'), codecs.amount),
          fixed('AssetType', 'Automobile'),
          point('AutomobileMakeDescription', car.at('makeAndModel')),
          point('AutomobileModelYear', car.at('year'), codecs.count),
        ]),
      ),
    ),
    list(statement.at('otherAssets'), 'ASSET_OTHER', (other) =>
      el(
        'ASSET',
        asset([
          point('AssetCashOrMarketValueAmount', other.at('value'), codecs.amount),
          fixed('AssetType', 'Other'),
          point('AssetTypeOtherDescription', other.at('description')),
        ]),
      ),
    ),
    list(statement.at('realEstateOwned'), 'ASSET_REAL_ESTATE', (home) =>
      el('ASSET', [
        el('OWNED_PROPERTY', [
          el('OWNED_PROPERTY_DETAIL', [
            point('OwnedPropertyDispositionStatusType', home.at('status'), codes.disposition),
            point('OwnedPropertyLienInstallmentAmount', home.at('mortgagePayments'), codecs.amount),
            point('OwnedPropertyLienUPBAmount', home.at('mortgagesAndLiens'), codecs.amount),
            point(
              'OwnedPropertyMaintenanceExpenseAmount',
              home.at('insuranceMaintenanceTaxes'),
              codecs.amount,
            ),
            point('OwnedPropertyRentalIncomeGrossAmount', home.at('grossRentalIncome'), codecs.amount),
            fixed('OwnedPropertySubjectIndicator', 'false'),
          ]),
          el('PROPERTY', [
            address(home.at('address')),
            el('PROPERTY_DETAIL', [
              point('PropertyEstimatedValueAmount', home.at('presentMarketValue'), codecs.amount),
            ]),
          ]),
        ]),
      ]),
    ),
  ]);
}

export function liabilities(): Node {
  return el('LIABILITIES', [
    list(statement.at('liabilities'), 'LIABILITY', (debt) =>
      el('LIABILITY', [
        el('LIABILITY_DETAIL', [
          point('LiabilityAccountIdentifier', debt.at('accountLast4')),
          point('LiabilityMonthlyPaymentAmount', debt.at('monthlyPayment'), codecs.amount),
          point('LiabilityPayoffStatusIndicator', debt.at('payOffAtClosing'), codecs.yesNo),
          point('LiabilityRemainingTermMonthsCount', debt.at('monthsLeftToPay'), codecs.count),
          point('LiabilityType', debt.at('liabilityType'), codes.liability),
          point('LiabilityUnpaidBalanceAmount', debt.at('unpaidBalance'), codecs.amount),
        ]),
        el('LIABILITY_HOLDER', [fullName(debt.at('creditorName'))]),
      ]),
    ),
  ]);
}

export function expenseItems(): Node {
  return el('EXPENSES', [
    el(
      'EXPENSE',
      [
        point('AlimonyOwedToName', statement.at('alimonyOwedTo')),
        point('ExpenseMonthlyPaymentAmount', statement.at('alimonyMonthlyPayment'), codecs.amount),
        fixed('ExpenseType', 'Alimony'),
      ],
      { label: 'EXPENSE_ALIMONY' },
    ),
    el(
      'EXPENSE',
      [
        point('ExpenseDescription', statement.at('jobRelatedExpenseDescription')),
        point('ExpenseMonthlyPaymentAmount', statement.at('jobRelatedExpenseMonthly'), codecs.amount),
        fixed('ExpenseType', 'JobRelatedExpenses'),
      ],
      { label: 'EXPENSE_JOB' },
    ),
  ]);
}
