import { longForm } from '@northgate/lending-flows';
import { amountOf } from '@northgate/validators';
import {
  codecs,
  computed,
  el,
  enumCodec,
  fixed,
  list,
  point,
  textAt,
  when,
  type Codec,
  type Lens,
  type Node,
} from '../binding.ts';
import { address, fullName, within, type AddressAnswer } from '../nodes.ts';
import { answers, home, homeMortgaged, income, money, subject, tenure } from './long-form-answers.ts';

/*
 * The long form's personal financial statement (SBA Form 413 with the 1003's account and real
 * estate detail): its income as the applicant's CURRENT_INCOME, its assets and debts as the
 * DEAL's ASSETS and LIABILITIES, each labelled ASSET_… or LIABILITY_… so long-form.ts ties it to
 * the applicant's role. What MISMO has no data point for (whose name an account is in, a note's
 * collateral, a policy's beneficiaries, the contingent liabilities) stays in the extension.
 */

/** Form 413 asks income by the year, MISMO by the month; whole dollars a year come back exactly. */
const annualAsMonthly: Codec = {
  out: (value) => {
    const annual = codecs.amount.out(value);
    return annual === undefined ? undefined : (Number(annual) / 12).toFixed(2);
  },
  in: (text) => (Number.isFinite(Number(text)) ? String(Math.round(Number(text) * 12)) : text),
};

/** MISMO counts whole shares; a fraction is written whole and kept as typed in the extension. */
const wholeShares: Codec = {
  out: (value) => {
    const shares =
      typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : Number.NaN;
    return Number.isFinite(shares) ? String(Math.floor(shares)) : undefined;
  },
  in: (text) => text,
};

const codes = {
  account: enumCodec({
    checking: 'CheckingAccount',
    savings: 'SavingsAccount',
    moneyMarket: 'MoneyMarketFund',
    certificateOfDeposit: 'CertificateOfDepositTimeDeposit',
    retirement: 'RetirementFund',
    trust: 'TrustAccount',
  }),
  // "Car or other vehicle" is MISMO's Automobile, the nearest it has; the rest are Other.
  otherAsset: enumCodec({
    vehicle: 'Automobile',
    receivable: 'Other',
    personalProperty: 'Other',
    other: 'Other',
  }),
  disposition: enumCodec({ retained: 'Retain', pendingSale: 'PendingSale' }),
};

const incomeLine = (type: string, lens: Lens<string | undefined>, employed: boolean, more: Node[] = []) =>
  within('CURRENT_INCOME_ITEM/CURRENT_INCOME_ITEM_DETAIL', [
    point('CurrentIncomeMonthlyTotalAmount', lens, annualAsMonthly),
    fixed('EmploymentIncomeIndicator', String(employed)),
    fixed('IncomeType', type),
    ...more,
  ]);

/** Section 1's income lines, for the applicant's BORROWER; its contingent liabilities MISMO cannot say. */
export function currentIncome(): Node {
  return within('CURRENT_INCOME/CURRENT_INCOME_ITEMS', [
    incomeLine('Base', income.at('salary'), true),
    incomeLine('DividendsInterest', income.at('netInvestmentIncome'), false),
    incomeLine('NetRentalIncome', income.at('realEstateIncome'), false),
    incomeLine('Other', income.at('otherIncome'), false, [
      point('IncomeTypeOtherDescription', income.at('otherIncomeDescription')),
    ]),
  ]);
}

/** Whether an address listed is the subject property the borrower already owns (same street, unit and ZIP). */
function isSubject(place: Lens<AddressAnswer | undefined>): Node {
  const key = (lens: Lens<AddressAnswer | undefined>, source: unknown) =>
    (['street', 'unit', 'zip'] as const).map((part) => textAt(lens.at(part), source).toLowerCase()).join('|');
  return computed('OwnedPropertySubjectIndicator', (source) => {
    if (textAt(place.at('street'), source) === '') return undefined;
    const owned = textAt(subject.at('acquisition'), source) === 'owned';
    return String(owned && key(place, source) === key(subject.at('address'), source));
  });
}

function ownedProperty(
  place: Lens<AddressAnswer | undefined>,
  detail: readonly Node[],
  property: readonly Node[],
): Node {
  return el('OWNED_PROPERTY', [
    el('OWNED_PROPERTY_DETAIL', [...detail, isSubject(place)]),
    el('PROPERTY', [address(place), el('PROPERTY_DETAIL', property)]),
  ]);
}

function assetDetail(detail: readonly Node[], holder?: Lens<string | undefined>): Node[] {
  return [el('ASSET_DETAIL', detail), ...(holder ? [el('ASSET_HOLDER', [fullName(holder)])] : [])];
}

/** A security's MISMO type: one held in an IRA or 401(k) is a retirement fund, a fund a mutual fund. */
const securityType = (security: Lens<longForm.Security>) =>
  computed('AssetType', (source) => {
    const entry = security.read(source) as Partial<longForm.Security> | undefined;
    if (entry === undefined || textAt(security.at('marketValue'), source) === '') return undefined;
    if (longForm.isRetirementSecurity(entry)) return 'RetirementFund';
    // The form does not tell a stock from a bond; Stock is the nearest for a holding outside a fund.
    return entry.exchange === 'mutualFund' ? 'MutualFund' : 'Stock';
  });

export function statementAssets(): Node {
  const properties = answers.at('investmentProperty').at('properties');
  return el('ASSETS', [
    when(
      tenure('own'),
      el(
        'ASSET',
        [
          ownedProperty(
            home.at('residenceAddress'),
            [
              point('OwnedPropertyLienInstallmentAmount', home.at('monthlyMortgagePayment'), codecs.amount),
              point('OwnedPropertyLienUPBAmount', home.at('mortgageBalance'), codecs.amount),
              // The form asks the home's whole monthly cost; MISMO wants it less the mortgage payment.
              computed('OwnedPropertyMaintenanceExpenseAmount', (source) => {
                if (textAt(home.at('monthlyHousingPayment'), source) === '') return undefined;
                const payment = homeMortgaged(source)
                  ? amountOf(home.at('monthlyMortgagePayment').read(source))
                  : 0;
                return money(Math.max(0, amountOf(home.at('monthlyHousingPayment').read(source)) - payment));
              }),
            ],
            [
              fixed('PropertyCurrentUsageType', 'PrimaryResidence'),
              point('PropertyEstimatedValueAmount', home.at('presentMarketValue'), codecs.amount),
            ],
          ),
        ],
        { label: 'ASSET_HOME' },
      ),
    ),
    list(properties, 'ASSET_PROPERTY', (property) =>
      el('ASSET', [
        ownedProperty(
          property.at('address'),
          [
            point('OwnedPropertyDispositionStatusType', property.at('status'), codes.disposition),
            point('OwnedPropertyLienInstallmentAmount', property.at('monthlyPayment'), codecs.amount),
            point('OwnedPropertyLienUPBAmount', property.at('mortgageBalance'), codecs.amount),
            point('OwnedPropertyMaintenanceExpenseAmount', property.at('monthlyExpenses'), codecs.amount),
            point('OwnedPropertyRentalIncomeGrossAmount', property.at('grossMonthlyRent'), codecs.amount),
          ],
          [
            point('PropertyAcquiredDate', property.at('dateAcquired'), codecs.date),
            fixed('PropertyCurrentUsageType', 'Investment'),
            point('PropertyEstimatedValueAmount', property.at('presentMarketValue'), codecs.amount),
            point('PropertyOriginalCostAmount', property.at('originalCost'), codecs.amount),
          ],
        ),
      ]),
    ),
    list(answers.at('bankAccount').at('accounts'), 'ASSET_ACCOUNT', (account) =>
      el(
        'ASSET',
        assetDetail(
          [
            point('AssetAccountIdentifier', account.at('accountLast4')),
            point('AssetCashOrMarketValueAmount', account.at('balance'), codecs.amount),
            point('AssetType', account.at('accountType'), codes.account),
          ],
          account.at('institutionName'),
        ),
      ),
    ),
    list(answers.at('securities').at('securities'), 'ASSET_SECURITY', (security) =>
      el(
        'ASSET',
        assetDetail([
          point('AssetCashOrMarketValueAmount', security.at('marketValue'), codecs.amount),
          point('AssetDescription', security.at('securityName')),
          securityType(security),
          point('StockBondMutualFundShareCount', security.at('numberOfShares'), wholeShares),
        ]),
      ),
    ),
    list(answers.at('lifeInsurance').at('policies'), 'ASSET_LIFE_INSURANCE', (policy) =>
      el(
        'ASSET',
        assetDetail(
          [
            point('AssetCashOrMarketValueAmount', policy.at('cashSurrenderValue'), codecs.amount),
            fixed('AssetType', 'LifeInsurance'),
            point('LifeInsuranceFaceValueAmount', policy.at('faceAmount'), codecs.amount),
          ],
          policy.at('insuranceCompany'),
        ),
      ),
    ),
    list(answers.at('business').at('businesses'), 'ASSET_BUSINESS', (business) =>
      el(
        'ASSET',
        assetDetail([
          // The statement counts the borrower's share of the business's net worth, as MISMO's asset does.
          computed('AssetCashOrMarketValueAmount', (source) =>
            textAt(business.at('netWorth'), source) === ''
              ? undefined
              : money(longForm.businessShare(business.read(source) as Partial<longForm.Business>)),
          ),
          point('AssetDescription', business.at('businessName')),
          fixed('AssetType', 'NetWorthOfBusinessOwned'),
        ]),
      ),
    ),
    list(answers.at('bankAccount').at('otherAssets'), 'ASSET_OTHER', (other) =>
      el(
        'ASSET',
        assetDetail([
          point('AssetCashOrMarketValueAmount', other.at('value'), codecs.amount),
          point('AssetDescription', other.at('description')),
          point('AssetType', other.at('kind'), codes.otherAsset),
        ]),
      ),
    ),
  ]);
}
