import { isoToday } from '@northgate/validators';

/**
 * A complete, valid long form for a fictional investor buying a house to renovate and sell: tests
 * (unit, stories, end-to-end) start from it and change one answer at a time. Every person,
 * company, number and address is made up. The phone steps have no fields yet (phone
 * verification builds them), so their answers are empty; the ID step holds the ids of two
 * uploaded documents (tests that need the files upload their own).
 *
 * Its statement, worked out by hand: assets $2,367,000 (cash $129,200, retirement $122,300,
 * life insurance $64,000, stocks $148,500, real estate $1,505,000, business $360,000, other
 * $38,000), liabilities $823,500 (notes $120,000, installment $21,500, policy loans $10,000,
 * mortgages $672,000), net worth $1,543,500.
 */

const DAY = 24 * 60 * 60 * 1000;
// Dates relative to today, so the fixture never goes stale: a balance must be recent, a closing ahead.
const daysFromToday = (days: number) => isoToday(new Date(Date.now() + days * DAY));

// A 1×1 transparent PNG: what the signature pad stores, in miniature.
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const validLongFormAnswers = {
  phone: {},
  verifyPhone: {},
  primaryResidence: {
    residenceAddress: { street: '18 Alder Lane', unit: '', city: 'Portland', state: 'OR', zip: '97205' },
    ownOrRent: 'own',
    yearsAtAddress: '6',
    monthsAtAddress: '4',
    monthlyHousingPayment: '3100',
    presentMarketValue: '650000',
    mortgageBalance: '310000',
    mortgageHolderName: 'Riverbend Home Loans',
    monthlyMortgagePayment: '2450',
    mortgageStatus: 'current',
    formerAddresses: [],
  },
  documentsIDs: {
    idType: 'driversLicense',
    idFront: '3f6c2d1e-8a4b-4c7d-9e0f-1a2b3c4d5e6f',
    idBack: '7b8a9c0d-1e2f-4a3b-8c5d-6e7f8091a2b3',
  },
  contactInfo: {
    alternatePhone: '',
    mailing: { different: false, address: { street: '', unit: '', city: '', state: '', zip: '' } },
    maritalStatus: 'married',
    dependentsCount: '2',
    dependentsAges: '8, 12',
    preferredContact: 'email',
    bestTimeToCall: 'morning',
  },
  entityInfo: {
    hasEntity: 'yes',
    entity: {
      entityName: 'Reyes Property Group LLC',
      entityType: 'llc',
      stateOfFormation: 'OR',
      ein: '931234567',
      formationDate: '2019-04-02',
      dba: '',
      yourOwnershipPct: '75',
      yourTitle: 'managingMember',
      otherOwners: [
        { name: 'Luis Reyes', email: 'luis.reyes@example.test', ownershipPct: '25', isGuarantor: 'yes' },
      ],
    },
  },
  incomeInfo: {
    salary: '145000',
    netInvestmentIncome: '6200',
    realEstateIncome: '38400',
    otherIncome: '0',
    otherIncomeDescription: '',
    asEndorserOrCoMaker: '0',
    legalClaimsAndJudgments: '0',
    provisionForFederalIncomeTax: '18000',
    otherSpecialDebt: '0',
    employmentStatus: 'selfEmployed',
    employerName: 'Reyes Property Group LLC',
    position: 'Managing member',
    yearsOnJob: '6',
    yearsInLineOfWork: '11',
  },
  investmentProperty: {
    properties: [
      {
        address: { street: '412 NE Going Street', unit: '', city: 'Portland', state: 'OR', zip: '97211' },
        propertyType: '2-4',
        vesting: 'entity',
        status: 'retained',
        dateAcquired: '2019-08-15',
        originalCost: '410000',
        presentMarketValue: '540000',
        mortgageBalance: '362000',
        mortgageHolderName: 'Cascade Community Bank',
        mortgageAccountLast4: '4417',
        monthlyPayment: '2610',
        mortgageStatus: 'current',
        grossMonthlyRent: '4200',
        monthlyExpenses: '650',
      },
      {
        address: { street: '77 Maple Court', unit: '', city: 'Salem', state: 'OR', zip: '97301' },
        propertyType: 'sfr',
        vesting: 'individual',
        status: 'retained',
        dateAcquired: '2016-03-01',
        originalCost: '180000',
        presentMarketValue: '315000',
        mortgageBalance: '0',
        mortgageHolderName: '',
        mortgageAccountLast4: '',
        monthlyPayment: '',
        mortgageStatus: '',
        grossMonthlyRent: '2150',
        monthlyExpenses: '420',
      },
    ],
    noProperties: false,
  },
  business: {
    businesses: [
      {
        businessName: 'Reyes Property Group LLC',
        entityType: 'llc',
        ownershipPct: '75',
        industry: 'Residential real estate investment',
        yearsInBusiness: '6',
        annualRevenue: '212000',
        netWorth: '480000',
      },
    ],
    noBusinesses: false,
  },
  securities: {
    securities: [
      {
        securityName: 'Vanguard Total Stock Market Index Fund',
        accountType: 'brokerage',
        numberOfShares: '1200',
        costBasis: '96000',
        marketValue: '148500',
        quotationDate: daysFromToday(-3),
        exchange: 'mutualFund',
        pledgedAsCollateral: 'no',
      },
      {
        securityName: 'Fidelity 500 Index Fund',
        accountType: 'ira',
        numberOfShares: '',
        costBasis: '',
        marketValue: '92300',
        quotationDate: '',
        exchange: 'mutualFund',
        pledgedAsCollateral: 'no',
      },
    ],
    noSecurities: false,
  },
  lifeInsurance: {
    policies: [
      {
        insuranceCompany: 'Northwestern Mutual',
        policyType: 'whole',
        faceAmount: '1000000',
        cashSurrenderValue: '64000',
        loansAgainstPolicy: '10000',
        beneficiaries: 'Luis Reyes (spouse)',
      },
    ],
    noPolicies: false,
  },
  notesPayable: {
    notes: [
      {
        kind: 'note',
        noteholderName: 'Cascade Private Capital',
        noteholderAddress: '1200 SW Main Street, Portland, OR 97205',
        originalBalance: '150000',
        currentBalance: '120000',
        revolving: false,
        paymentAmount: '1250',
        paymentFrequency: 'monthly',
        collateral: 'Unsecured',
        maturityDate: '2029-06-30',
      },
      {
        kind: 'autoInstallment',
        noteholderName: 'Ally Financial',
        noteholderAddress: '',
        originalBalance: '48000',
        currentBalance: '21500',
        revolving: false,
        paymentAmount: '690',
        paymentFrequency: 'monthly',
        collateral: '2022 Toyota Highlander',
        maturityDate: '',
      },
    ],
    noNotes: false,
    unpaidTaxes: [],
    noUnpaidTaxes: true,
    otherLiabilities: [],
    noOtherLiabilities: true,
  },
  bankAccount: {
    accounts: [
      {
        institutionName: 'Umpqua Bank',
        accountType: 'checking',
        accountLast4: '2231',
        heldBy: 'joint',
        balance: '84200',
        asOfDate: daysFromToday(-10),
      },
      {
        institutionName: 'Umpqua Bank',
        accountType: 'savings',
        accountLast4: '2249',
        heldBy: 'joint',
        balance: '45000',
        asOfDate: daysFromToday(-10),
      },
      {
        institutionName: 'Charles Schwab',
        accountType: 'retirement',
        accountLast4: '',
        heldBy: 'individual',
        balance: '30000',
        asOfDate: daysFromToday(-20),
      },
    ],
    noAccounts: false,
    otherAssets: [{ kind: 'vehicle', description: '2022 Toyota Highlander', value: '38000' }],
    noOtherAssets: false,
  },
  subjectProperty: {
    acquisition: 'underContract',
    address: { street: '2210 SE Clinton Street', unit: '', city: 'Portland', state: 'OR', zip: '97202' },
    searchArea: '',
    propertyType: 'sfr',
    units: '1',
    yearBuilt: '1926',
    squareFeet: '1850',
    lotSize: '5,000 sq ft',
    bedrooms: '3',
    bathrooms: '2',
    condition: 'moderate',
    currentOccupancy: 'vacant',
    purchasePriceOrValue: '425000',
    existingLiens: '',
  },
  typeOfLoan: {
    loanProgram: 'fixFlip',
    loanPurpose: 'purchase',
    loanAmount: '450000',
    termMonths: '12',
    targetCloseDate: daysFromToday(30),
    rehabBudget: '95000',
    afterRepairValue: '690000',
    exitStrategy: 'sell',
  },
  checkboxQs: {
    outstandingJudgments: 'no',
    bankruptcyLast7Years: 'no',
    foreclosureOrDeedInLieuLast7Years: 'no',
    partyToLawsuit: 'no',
    obligatedOnForeclosedLoan: 'no',
    delinquentFederalDebt: 'no',
    coMakerOrEndorser: 'no',
    bankruptcyChapter: '',
    explanation: '',
    certification: true,
    creditAuthorization: true,
    signature: { image: SIGNATURE_PNG, legalName: 'Gabriela Reyes' },
  },
};
