import {
  codecs,
  computed,
  el,
  fixed,
  is,
  list,
  monthlyFrom,
  point,
  textAt,
  when,
  type Node,
} from '../../binding.ts';
import { address } from '../../nodes.ts';
import { codes, expenses, mortgage, property } from './answers.ts';

// The loan asked for and the subject property, as the 1003's sections I, II and VII give them.

function housingExpense(timing: 'Present' | 'Proposed', type: string, amount: Node): Node {
  return el('HOUSING_EXPENSE', [
    amount,
    fixed('HousingExpenseTimingType', timing),
    fixed('HousingExpenseType', type),
  ]);
}

const presentExpense = (
  type: string,
  key:
    | 'rent'
    | 'firstMortgage'
    | 'otherFinancing'
    | 'hazardInsurance'
    | 'realEstateTaxes'
    | 'mortgageInsurance'
    | 'hoaDues'
    | 'other',
) =>
  housingExpense(
    'Present',
    type,
    point('HousingExpensePaymentAmount', expenses.at('presentHousingExpense').at(key), codecs.amount),
  );
const proposedExpense = (type: string, key: 'otherFinancing' | 'mortgageInsurance' | 'hoaDues' | 'other') =>
  housingExpense(
    'Proposed',
    type,
    point('HousingExpensePaymentAmount', expenses.at('proposedHousingExpense').at(key), codecs.amount),
  );

export function loan(reference: string): Node {
  return el('LOANS', [
    el(
      'LOAN',
      [
        el('AMORTIZATION', [
          el('AMORTIZATION_RULE', [
            point('AmortizationType', mortgage.at('amortizationType'), codes.amortization),
            point('AmortizationTypeOtherDescription', mortgage.at('amortizationOther')),
            computed('LoanAmortizationPeriodCount', (source) => {
              const months =
                textAt(mortgage.at('numberOfMonths'), source) === 'other'
                  ? textAt(mortgage.at('otherNumberOfMonths'), source)
                  : textAt(mortgage.at('numberOfMonths'), source);
              return /^\d+$/.test(months) ? months : undefined;
            }),
            fixed('LoanAmortizationPeriodType', 'Month'),
          ]),
        ]),
        el('CONSTRUCTION', [
          point('ConstructionImprovementCostsAmount', property.at('costOfImprovements'), codecs.amount),
          computed('ConstructionLoanType', (source) => {
            const purpose = textAt(property.at('purposeOfLoan'), source);
            return purpose === 'construction'
              ? 'ConstructionOnly'
              : purpose === 'constructionPermanent'
                ? 'ConstructionToPermanent'
                : undefined;
          }),
          point('LandEstimatedValueAmount', property.at('presentValueOfLot'), codecs.amount),
        ]),
        el('DOWN_PAYMENTS', [
          list(property.at('downPaymentSources'), 'DOWN_PAYMENT', (source) =>
            el('DOWN_PAYMENT', [
              point('FundsType', source, codes.funds),
              when(
                is(source, 'other'),
                point('FundsTypeOtherDescription', property.at('downPaymentSourceOther')),
              ),
            ]),
          ),
        ]),
        el('HOUSING_EXPENSES', [
          presentExpense('Rent', 'rent'),
          presentExpense('FirstMortgagePrincipalAndInterest', 'firstMortgage'),
          presentExpense('OtherMortgageLoanPrincipalAndInterest', 'otherFinancing'),
          presentExpense('HomeownersInsurance', 'hazardInsurance'),
          presentExpense('RealEstateTax', 'realEstateTaxes'),
          presentExpense('MIPremium', 'mortgageInsurance'),
          presentExpense('HomeownersAssociationDuesAndCondominiumFees', 'hoaDues'),
          presentExpense('Other', 'other'),
          proposedExpense('OtherMortgageLoanPrincipalAndInterest', 'otherFinancing'),
          housingExpense(
            'Proposed',
            'HomeownersInsurance',
            computed(
              'HousingExpensePaymentAmount',
              monthlyFrom(expenses.at('proposedHousingExpense').at('annualHazardInsurance')),
            ),
          ),
          housingExpense(
            'Proposed',
            'RealEstateTax',
            computed(
              'HousingExpensePaymentAmount',
              monthlyFrom(expenses.at('proposedHousingExpense').at('annualRealEstateTaxes')),
            ),
          ),
          proposedExpense('MIPremium', 'mortgageInsurance'),
          proposedExpense('HomeownersAssociationDuesAndCondominiumFees', 'hoaDues'),
          proposedExpense('Other', 'other'),
        ]),
        el('LOAN_IDENTIFIERS', [
          el('LOAN_IDENTIFIER', [
            computed('LoanIdentifier', () => reference),
            fixed('LoanIdentifierType', 'LenderLoan'),
          ]),
        ]),
        when(
          is(property.at('purposeOfLoan'), 'refinance'),
          el('REFINANCE', [
            computed('RefinanceCashOutDeterminationType', (source) => {
              const purpose = textAt(property.at('purposeOfRefinance'), source);
              return purpose === '' ? undefined : purpose === 'rateTerm' ? 'NoCashOut' : 'CashOut';
            }),
            point('RefinanceHomeImprovementAmount', property.at('improvementsCost'), codecs.amount),
            point('RefinancePrimaryPurposeType', property.at('purposeOfRefinance'), codes.refinancePurpose),
            point('TotalPriorLienPayoffAmount', property.at('refinancePayoff'), codecs.amount),
          ]),
        ),
        el('TERMS_OF_LOAN', [
          point('BaseLoanAmount', mortgage.at('loanAmount'), codecs.amount),
          fixed('LienPriorityType', 'FirstLien'),
          point('LoanPurposeType', property.at('purposeOfLoan'), codes.purpose),
          point('LoanPurposeTypeOtherDescription', property.at('purposeOfLoanOther')),
          point('MortgageType', mortgage.at('mortgageAppliedFor'), codes.mortgageType),
          point('MortgageTypeOtherDescription', mortgage.at('mortgageAppliedForOther')),
          point('NoteRatePercent', mortgage.at('interestRate'), codecs.percent),
        ]),
      ],
      { attributes: { LoanRoleType: 'SubjectLoan' } },
    ),
  ]);
}

export function collateral(): Node {
  return el('COLLATERALS', [
    el('COLLATERAL', [
      el('SUBJECT_PROPERTY', [
        address(property.at('subjectPropertyAddress')),
        el('LEGAL_DESCRIPTIONS', [
          el('LEGAL_DESCRIPTION', [
            el('UNPARSED_LEGAL_DESCRIPTIONS', [
              el('UNPARSED_LEGAL_DESCRIPTION', [
                point('UnparsedLegalDescription', property.at('legalDescription')),
              ]),
            ]),
          ]),
        ]),
        el('PROPERTY_DETAIL', [
          point('FinancedUnitCount', property.at('numberOfUnits'), codecs.count),
          point('PropertyAcquiredYear', property.at('yearAcquired'), codecs.count),
          point('PropertyEstateType', property.at('estateHeldIn'), codes.estate),
          point('PropertyEstimatedValueAmount', property.at('presentValue'), codecs.amount),
          point('PropertyExistingLienAmount', property.at('existingLiens'), codecs.amount),
          point('PropertyGroundLeaseExpirationDate', property.at('leaseholdExpirationDate'), codecs.date),
          point('PropertyOriginalCostAmount', property.at('originalCost'), codecs.amount),
          point('PropertyStructureBuiltYear', property.at('yearBuilt'), codecs.count),
          point('PropertyUsageType', property.at('propertyWillBe'), codes.usage),
        ]),
        el('SALES_CONTRACTS', [
          el('SALES_CONTRACT', [
            el('SALES_CONTRACT_DETAIL', [
              point('SalesContractAmount', property.at('purchasePrice'), codecs.amount),
            ]),
          ]),
        ]),
      ]),
    ]),
  ]);
}
