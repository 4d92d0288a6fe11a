import { validPermanentAnswers } from '@northgate/lending-flows/fixtures';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { exportOf as exportWith } from '../../../../../test/helpers/mismo.ts';
import { MISMO_NAMESPACE, MISMO_REFERENCE_MODEL } from '../../message.ts';
import { permanentMapping } from './index.ts';

type Node = Record<string, unknown>;

// Containers that repeat are always arrays, so a test reads one shape whatever the count.
const REPEATED = new Set([
  'ASSET',
  'LIABILITY',
  'PARTY',
  'EXPENSE',
  'HOUSING_EXPENSE',
  'DOWN_PAYMENT',
  'CURRENT_INCOME_ITEM',
  'EMPLOYER',
  'RESIDENCE',
  'CONTACT_POINT',
  'DEPENDENT',
  'RELATIONSHIP',
]);
// Labels are checked by the relationship test (mismo-export.test.ts); here they would only be noise.
const parser = new XMLParser({
  ignoreAttributes: ['xlink:label'],
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

const exportOf = (answers: Record<string, unknown>) => exportWith(permanentMapping, answers);

function dealOf(xml: string): Node {
  const message = (parser.parse(xml) as Node).MESSAGE as Node;
  expect(message['@xmlns']).toBe(MISMO_NAMESPACE);
  expect(message['@MISMOReferenceModelIdentifier']).toBe(MISMO_REFERENCE_MODEL);
  const dealSets = message.DEAL_SETS as Node;
  const dealSet = dealSets.DEAL_SET as Node;
  return (dealSet.DEALS as Node).DEAL as Node;
}

const path = (node: unknown, ...names: string[]): Node =>
  names.reduce<Node>((at, name) => {
    const next = at[name];
    expect(next, `missing ${name}`).toBeDefined();
    return next as Node;
  }, node as Node);

describe('the MISMO 3.4 export of a permanent application', () => {
  it('nests a complete application as MESSAGE > DEAL_SETS > DEAL_SET > DEALS > DEAL with its containers in order', () => {
    const xml = exportOf(validPermanentAnswers);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<MESSAGE ')).toBe(true);
    const deal = dealOf(xml);
    // MISMO's schema orders a DEAL's containers alphabetically.
    expect(Object.keys(deal)).toEqual([
      'ASSETS',
      'COLLATERALS',
      'EXPENSES',
      'LIABILITIES',
      'LOANS',
      'PARTIES',
      'RELATIONSHIPS',
      'EXTENSION',
    ]);
    expect(path(parser.parse(xml), 'MESSAGE', 'ABOUT_VERSIONS', 'ABOUT_VERSION').CreatedDatetime).toBe(
      '2026-11-25T21:00:00Z',
    );
  });

  it('writes the loan: amount, rate, term, amortization, purpose, mortgage type, reference and housing expenses', () => {
    const loan = path(dealOf(exportOf(validPermanentAnswers)), 'LOANS', 'LOAN');
    expect(loan['@LoanRoleType']).toBe('SubjectLoan');
    expect(path(loan, 'TERMS_OF_LOAN')).toEqual({
      BaseLoanAmount: '300000.00',
      LienPriorityType: 'FirstLien',
      LoanPurposeType: 'Purchase',
      MortgageType: 'Conventional',
      NoteRatePercent: '6.5',
    });
    expect(path(loan, 'AMORTIZATION', 'AMORTIZATION_RULE')).toEqual({
      AmortizationType: 'Fixed',
      LoanAmortizationPeriodCount: '360',
      LoanAmortizationPeriodType: 'Month',
    });
    expect(path(loan, 'LOAN_IDENTIFIERS', 'LOAN_IDENTIFIER')).toEqual({
      LoanIdentifier: 'NG-7K3M9Q',
      LoanIdentifierType: 'LenderLoan',
    });
    expect(path(loan, 'DOWN_PAYMENTS').DOWN_PAYMENT).toEqual([
      { FundsType: 'CheckingSavings' },
      { FundsType: 'GiftFunds' },
    ]);
    const expenses = path(loan, 'HOUSING_EXPENSES').HOUSING_EXPENSE as Node[];
    expect(expenses).toContainEqual({
      HousingExpensePaymentAmount: '1850.00',
      HousingExpenseTimingType: 'Present',
      HousingExpenseType: 'Rent',
    });
    // $3,600 a year of taxes is $300 a month.
    expect(expenses).toContainEqual({
      HousingExpensePaymentAmount: '300.00',
      HousingExpenseTimingType: 'Proposed',
      HousingExpenseType: 'RealEstateTax',
    });
  });

  it('writes the subject property: address, legal description, units, estate, year built and occupancy', () => {
    const subject = path(
      dealOf(exportOf(validPermanentAnswers)),
      'COLLATERALS',
      'COLLATERAL',
      'SUBJECT_PROPERTY',
    );
    expect(subject.ADDRESS).toEqual({
      AddressLineText: '1842 Larkspur Lane',
      CityName: 'Boise',
      CountryCode: 'US',
      PostalCode: '83702',
      StateCode: 'ID',
    });
    expect(
      path(
        subject,
        'LEGAL_DESCRIPTIONS',
        'LEGAL_DESCRIPTION',
        'UNPARSED_LEGAL_DESCRIPTIONS',
        'UNPARSED_LEGAL_DESCRIPTION',
      ),
    ).toEqual({
      UnparsedLegalDescription: 'Lot 12, Block 3, Larkspur Meadows Subdivision, Ada County, Idaho',
    });
    expect(subject.PROPERTY_DETAIL).toEqual({
      FinancedUnitCount: '1',
      PropertyEstateType: 'FeeSimple',
      PropertyStructureBuiltYear: '2004',
      PropertyUsageType: 'PrimaryResidence',
    });
  });

  it('writes the borrower: name, contact, tax id, details, income, employer, residence and declarations', () => {
    const parties = path(dealOf(exportOf(validPermanentAnswers)), 'PARTIES').PARTY as Node[];
    expect(parties).toHaveLength(1);
    const party = parties[0];
    expect(path(party, 'INDIVIDUAL', 'NAME')).toEqual({
      FirstName: 'Jordan',
      LastName: 'Ellis',
      MiddleName: 'Avery',
    });
    expect(path(party, 'INDIVIDUAL', 'CONTACT_POINTS').CONTACT_POINT).toEqual([
      { CONTACT_POINT_EMAIL: { ContactPointEmailValue: 'jordan.ellis@example.test' } },
      {
        CONTACT_POINT_TELEPHONE: { ContactPointTelephoneValue: '2085550147' },
        CONTACT_POINT_DETAIL: { ContactPointRoleType: 'Home' },
      },
    ]);
    // The fixture's number starts with 9: an ITIN (the question takes either), never an SSN.
    expect(path(party, 'TAXPAYER_IDENTIFIERS', 'TAXPAYER_IDENTIFIER')).toEqual({
      TaxpayerIdentifierType: 'IndividualTaxpayerIdentificationNumber',
      TaxpayerIdentifierValue: '987654325',
    });
    const role = path(party, 'ROLES', 'ROLE');
    expect(path(role, 'ROLE_DETAIL').PartyRoleType).toBe('Borrower');
    const borrower = path(role, 'BORROWER');
    expect(borrower.BORROWER_DETAIL).toEqual({
      BorrowerBirthDate: '1988-04-12',
      BorrowerClassificationType: 'Primary',
      DependentCount: '1',
      MaritalStatusType: 'Unmarried',
      SchoolingYearsCount: '16',
    });
    expect(path(borrower, 'DEPENDENTS').DEPENDENT).toEqual([{ DependentAgeYearsCount: '7' }]);
    const income = path(borrower, 'CURRENT_INCOME', 'CURRENT_INCOME_ITEMS').CURRENT_INCOME_ITEM as Node[];
    expect(income.map((item) => path(item, 'CURRENT_INCOME_ITEM_DETAIL'))).toEqual([
      { CurrentIncomeMonthlyTotalAmount: '7450.00', EmploymentIncomeIndicator: 'true', IncomeType: 'Base' },
      {
        CurrentIncomeMonthlyTotalAmount: '600.00',
        EmploymentIncomeIndicator: 'true',
        IncomeType: 'Overtime',
      },
      {
        CurrentIncomeMonthlyTotalAmount: '35.00',
        EmploymentIncomeIndicator: 'false',
        IncomeType: 'DividendsInterest',
      },
      {
        CurrentIncomeMonthlyTotalAmount: '450.00',
        EmploymentIncomeIndicator: 'false',
        IncomeType: 'ChildSupport',
      },
    ]);
    const [employer] = path(borrower, 'EMPLOYERS').EMPLOYER as Node[];
    expect(path(employer, 'LEGAL_ENTITY', 'LEGAL_ENTITY_DETAIL').FullName).toBe(
      'Treasure Valley Regional Hospital',
    );
    expect(path(employer, 'EMPLOYMENT')).toEqual({
      EmploymentBorrowerSelfEmployedIndicator: 'false',
      EmploymentClassificationType: 'Primary',
      EmploymentPositionDescription: 'Registered nurse',
      EmploymentStartDate: '2018-06-04',
      EmploymentStatusType: 'Current',
      EmploymentTimeInLineOfWorkYearsCount: '11',
    });
    const [home] = path(borrower, 'RESIDENCES').RESIDENCE as Node[];
    expect(path(home, 'ADDRESS').AddressUnitIdentifier).toBe('Apt 3B');
    expect(path(home, 'RESIDENCE_DETAIL')).toEqual({
      BorrowerResidencyBasisType: 'Rent',
      BorrowerResidencyDurationMonthsCount: '2',
      BorrowerResidencyDurationYearsCount: '6',
      BorrowerResidencyType: 'Current',
    });
    expect(path(borrower, 'DECLARATION', 'DECLARATION_DETAIL')).toMatchObject({
      BankruptcyIndicator: 'false',
      CitizenshipResidencyType: 'USCitizen',
      IntentToOccupyType: 'Yes',
      HomeownerPastThreeYearsType: 'No',
      CoMakerEndorserOfNoteIndicator: 'false',
      OutstandingJudgmentsIndicator: 'false',
      UndisclosedBorrowedFundsIndicator: 'false',
    });
  });

  it('writes assets, real estate owned, liabilities and expenses with their amounts', () => {
    const answers = structuredClone(validPermanentAnswers);
    (answers.assetsAndLiabilities as { realEstateOwned: unknown[] }).realEstateOwned = [
      {
        address: { street: '77 Cedar Court', unit: '', city: 'Nampa', state: 'ID', zip: '83651' },
        status: 'rental',
        propertyType: 'singleFamily',
        presentMarketValue: '310000',
        mortgagesAndLiens: '180000',
        grossRentalIncome: '1900',
        mortgagePayments: '1250',
        insuranceMaintenanceTaxes: '260',
      },
    ];
    const deal = dealOf(exportOf(answers));
    const assets = path(deal, 'ASSETS').ASSET as Node[];
    const details = assets
      .filter((item) => item.ASSET_DETAIL !== undefined)
      .map((item) => item.ASSET_DETAIL as Node);
    expect(details.map((detail) => [detail.AssetType, detail.AssetCashOrMarketValueAmount])).toEqual([
      ['EarnestMoneyCashDepositTowardPurchase', '5000.00'],
      ['CheckingAccount', '18500.00'],
      ['SavingsAccount', '62000.00'],
      ['Stock', '14200.00'],
      ['LifeInsurance', undefined],
      ['RetirementFund', '85000.00'],
      ['Automobile', '17000.00'],
    ]);
    expect(details[1]?.AssetAccountIdentifier).toBe('4417');
    expect(path(assets[1], 'ASSET_HOLDER', 'NAME').FullName).toBe('Idaho Central Credit Union');
    const owned = assets.find((item) => item.OWNED_PROPERTY !== undefined);
    expect(path(owned, 'OWNED_PROPERTY', 'OWNED_PROPERTY_DETAIL')).toEqual({
      OwnedPropertyDispositionStatusType: 'Retain',
      OwnedPropertyLienInstallmentAmount: '1250.00',
      OwnedPropertyLienUPBAmount: '180000.00',
      OwnedPropertyMaintenanceExpenseAmount: '260.00',
      OwnedPropertyRentalIncomeGrossAmount: '1900.00',
      OwnedPropertySubjectIndicator: 'false',
    });
    expect(path(owned, 'OWNED_PROPERTY', 'PROPERTY', 'PROPERTY_DETAIL').PropertyEstimatedValueAmount).toBe(
      '310000.00',
    );

    const liabilities = path(deal, 'LIABILITIES').LIABILITY as Node[];
    expect(liabilities.map((debt) => path(debt, 'LIABILITY_DETAIL'))).toEqual([
      {
        LiabilityAccountIdentifier: '7781',
        LiabilityMonthlyPaymentAmount: '385.00',
        LiabilityPayoffStatusIndicator: 'false',
        LiabilityRemainingTermMonthsCount: '22',
        LiabilityType: 'Installment',
        LiabilityUnpaidBalanceAmount: '8200.00',
      },
      {
        LiabilityMonthlyPaymentAmount: '45.00',
        LiabilityPayoffStatusIndicator: 'false',
        LiabilityType: 'Revolving',
        LiabilityUnpaidBalanceAmount: '1300.00',
      },
    ]);
    expect(path(deal, 'EXPENSES').EXPENSE).toEqual([
      {
        ExpenseDescription: 'After-school child care',
        ExpenseMonthlyPaymentAmount: '320.00',
        ExpenseType: 'JobRelatedExpenses',
      },
    ]);
  });

  it('escapes hostile text so it stays text, and drops control characters XML cannot carry', () => {
    const hostile = `</FirstName><INJECTED attr="x">&amp; 'quoted' "double"`;
    const answers = structuredClone(validPermanentAnswers);
    answers.borrowerInformation.borrower.firstName = hostile;
    answers.assetsAndLiabilities.accounts[0]!.institutionName = 'Smith & Sons <Bank>\u0007';
    const xml = exportOf(answers);
    expect(xml).not.toContain('<INJECTED');
    expect(xml).toContain(
      '&lt;/FirstName&gt;&lt;INJECTED attr=&quot;x&quot;&gt;&amp;amp; &apos;quoted&apos;',
    );
    const deal = dealOf(xml);
    // A parser decodes the entities back to exactly what the borrower typed, less the bell character.
    const [party] = path(deal, 'PARTIES').PARTY as Node[];
    expect(path(party, 'INDIVIDUAL', 'NAME').FirstName).toBe(hostile);
    const [, checking] = path(deal, 'ASSETS').ASSET as Node[];
    expect(path(checking, 'ASSET_HOLDER', 'NAME').FullName).toBe('Smith & Sons <Bank>');
  });

  it('writes no element for a blank answer and no empty container', () => {
    const answers = structuredClone(validPermanentAnswers);
    answers.borrowerInformation.borrower.middleName = '';
    answers.assetsAndLiabilities.liabilities = [];
    answers.assetsAndLiabilities.jobRelatedExpenseMonthly = '';
    answers.assetsAndLiabilities.jobRelatedExpenseDescription = '';
    const xml = exportOf(answers);
    expect(xml).not.toContain('<MiddleName');
    expect(xml).not.toContain('<LIABILITIES');
    expect(xml).not.toContain('<EXPENSES');
    expect(xml).not.toMatch(/<[A-Za-z_]+><\/[A-Za-z_]+>/);
  });
});
