import { amount, group, monthlyOf, text, type Answers } from './answers.ts';
import {
  AMORTIZATION_TYPE,
  DOWN_PAYMENT_FUNDS,
  ESTATE_TYPE,
  LOAN_PURPOSE,
  MORTGAGE_TYPE,
  PROPERTY_USAGE,
  code,
} from './codes.ts';
import { address } from './party.ts';
import { element, value, type MaybeElement } from './xml.ts';

export function collaterals(answers: Answers): MaybeElement {
  const p = group(answers, 'propertyInformation');
  const legal = text(p, 'legalDescription');
  return element('COLLATERALS', [
    element('COLLATERAL', [
      element('SUBJECT_PROPERTY', [
        address(group(p, 'subjectPropertyAddress')),
        legal === ''
          ? undefined
          : element('LEGAL_DESCRIPTIONS', [
              element('LEGAL_DESCRIPTION', [
                element('UNPARSED_LEGAL_DESCRIPTIONS', [
                  element('UNPARSED_LEGAL_DESCRIPTION', [value('UnparsedLegalDescription', legal)]),
                ]),
              ]),
            ]),
        element('PROPERTY_DETAIL', [
          value('FinancedUnitCount', text(p, 'numberOfUnits')),
          value('PropertyEstateType', code(ESTATE_TYPE, text(p, 'estateHeldIn'))),
          value('PropertyGroundLeaseExpirationDate', text(p, 'leaseholdExpirationDate')),
          value('PropertyStructureBuiltYear', text(p, 'yearBuilt')),
          value('PropertyUsageType', code(PROPERTY_USAGE, text(p, 'propertyWillBe'))),
        ]),
      ]),
    ]),
  ]);
}

function downPayments(p: Answers): MaybeElement {
  const sources = Array.isArray(p.downPaymentSources)
    ? p.downPaymentSources.filter((source): source is string => typeof source === 'string')
    : [];
  return element(
    'DOWN_PAYMENTS',
    sources.map((source) => {
      const type = DOWN_PAYMENT_FUNDS[source] ?? 'Other';
      const described =
        type !== 'Other' ? undefined : source === 'other' ? text(p, 'downPaymentSourceOther') : source;
      return element('DOWN_PAYMENT', [
        value('FundsType', type),
        value('FundsTypeOtherDescription', described),
      ]);
    }),
  );
}

function housingExpenses(answers: Answers): MaybeElement {
  const e = group(answers, 'monthlyIncomeAndCombinedExpenseInfo');
  const present = group(e, 'presentHousingExpense');
  const proposed = group(e, 'proposedHousingExpense');
  const line = (timing: 'Present' | 'Proposed', type: string, monthly: string | undefined) =>
    monthly === undefined
      ? undefined
      : element('HOUSING_EXPENSE', [
          value('HousingExpensePaymentAmount', monthly),
          value('HousingExpenseTimingType', timing),
          value('HousingExpenseType', type),
        ]);
  const presentLines: [string, string][] = [
    ['Rent', 'rent'],
    ['FirstMortgagePrincipalAndInterest', 'firstMortgage'],
    ['OtherMortgageLoanPrincipalAndInterest', 'otherFinancing'],
    ['HomeownersInsurance', 'hazardInsurance'],
    ['RealEstateTax', 'realEstateTaxes'],
    ['MIPremium', 'mortgageInsurance'],
    ['HomeownersAssociationDuesAndCondominiumFees', 'hoaDues'],
    ['Other', 'other'],
  ];
  return element('HOUSING_EXPENSES', [
    ...presentLines.map(([type, key]) => line('Present', type, amount(text(present, key)))),
    line('Proposed', 'OtherMortgageLoanPrincipalAndInterest', amount(text(proposed, 'otherFinancing'))),
    // The form asks for the proposed insurance and taxes by the year; MISMO wants a monthly payment.
    line('Proposed', 'HomeownersInsurance', monthlyOf(text(proposed, 'annualHazardInsurance'))),
    line('Proposed', 'RealEstateTax', monthlyOf(text(proposed, 'annualRealEstateTaxes'))),
    line('Proposed', 'MIPremium', amount(text(proposed, 'mortgageInsurance'))),
    line('Proposed', 'HomeownersAssociationDuesAndCondominiumFees', amount(text(proposed, 'hoaDues'))),
    line('Proposed', 'Other', amount(text(proposed, 'other'))),
  ]);
}

function refinance(p: Answers): MaybeElement {
  const purpose = text(p, 'purposeOfRefinance');
  if (text(p, 'purposeOfLoan') !== 'refinance' || purpose === '') return undefined;
  return element('REFINANCE', [
    value('RefinanceCashOutDeterminationType', purpose === 'rateTerm' ? 'NoCashOut' : 'CashOut'),
  ]);
}

/** The loan asked for, with its amortization, purpose, terms and the housing expenses. */
export function loans(answers: Answers, reference: string): MaybeElement {
  const m = group(answers, 'typeOfMortgage');
  const p = group(answers, 'propertyInformation');
  const term =
    text(m, 'numberOfMonths') === 'other' ? text(m, 'otherNumberOfMonths') : text(m, 'numberOfMonths');
  const mortgageType = code(MORTGAGE_TYPE, text(m, 'mortgageAppliedFor'));
  const amortization = code(AMORTIZATION_TYPE, text(m, 'amortizationType'));
  const purpose = code(LOAN_PURPOSE, text(p, 'purposeOfLoan'));
  const purposeOther =
    purpose !== 'Other'
      ? undefined
      : text(p, 'purposeOfLoan') === 'other'
        ? text(p, 'purposeOfLoanOther')
        : text(p, 'purposeOfLoan') === 'construction'
          ? 'Construction'
          : 'Construction-permanent';
  return element('LOANS', [
    element(
      'LOAN',
      [
        element('AMORTIZATION', [
          element('AMORTIZATION_RULE', [
            value('AmortizationType', amortization),
            value(
              'AmortizationTypeOtherDescription',
              amortization === 'Other' ? text(m, 'amortizationOther') : undefined,
            ),
            value('LoanAmortizationPeriodCount', term),
            value('LoanAmortizationPeriodType', term === '' ? undefined : 'Month'),
          ]),
        ]),
        downPayments(p),
        housingExpenses(answers),
        element('LOAN_IDENTIFIERS', [
          element('LOAN_IDENTIFIER', [
            value('LoanIdentifier', reference),
            value('LoanIdentifierType', 'LenderLoan'),
          ]),
        ]),
        refinance(p),
        element('TERMS_OF_LOAN', [
          value('BaseLoanAmount', amount(text(m, 'loanAmount'))),
          value('LoanPurposeType', purpose),
          value('LoanPurposeTypeOtherDescription', purposeOther),
          value('MortgageType', mortgageType),
          value(
            'MortgageTypeOtherDescription',
            mortgageType === 'Other' ? text(m, 'mortgageAppliedForOther') : undefined,
          ),
          value('NoteRatePercent', text(m, 'interestRate')),
        ]),
      ],
      { LoanRoleType: 'SubjectLoan' },
    ),
  ]);
}
