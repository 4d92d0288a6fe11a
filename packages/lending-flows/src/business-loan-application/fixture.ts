/**
 * A complete, valid business loan application (every step of flows.businessLoanApplication), for
 * tests: a fictional bakery and café buying the building it leases today. Every person, company,
 * number and address is made up; the Social Security numbers are ones the SSA voided long ago
 * (078-05-1120, 219-09-9999), so they belong to no one.
 */

import type { StepValues } from '@northgate/form-engine/core';
import type { SiteStepId } from '../site-flow.ts';

// A 1×1 transparent PNG: what the signature pad stores, in miniature.
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const bakeryAddress = {
  street: '212 Commercial Street',
  unit: '',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
};

export const validBusinessAnswers = {
  'personal-data': {
    firstName: 'Maria',
    lastName: 'Delgado',
    title: 'Managing member',
    email: 'maria@harborlightbakery.com',
    mobilePhone: '2075550143',
    homeAddress: { street: '48 Brackett Street', unit: 'Apt 2', city: 'Portland', state: 'ME', zip: '04102' },
    dateOfBirth: '1984-06-12',
    ssnOrItin: '078051120',
    ownershipPct: '60',
    citizenship: 'usCitizen',
    creditScoreRange: '720-739',
  },
  haveBankAccount: {
    hasBusinessBankAccount: 'yes',
    bankName: 'Casco Bay Community Bank',
    accountType: 'checking',
    monthsWithBank: '52',
    averageBalance: '38500',
    averageMonthlyDeposits: '101200',
    overdraftsLast3Months: '0',
  },
  businessInformation: {
    legalName: 'Harbor Light Bakery LLC',
    dba: 'Harbor Light Bakery & Café',
    businessRole: 'operating',
    entityType: 'llc',
    entityTypeOther: '',
    stateOfFormation: 'ME',
    ein: '471234567',
    specialOwnership: [] as string[],
    businessAddress: { ...bakeryAddress },
    projectAtBusinessAddress: 'yes',
    projectAddress: { street: '', unit: '', city: '', state: '', zip: '' },
    businessPhone: '2075550198',
    contactName: '',
    contactEmail: '',
    industry: '31-33',
    naicsCode: '311811',
    description:
      'A retail bakery and café selling bread, pastries and coffee, and supplying bread wholesale to twelve local restaurants.',
    yearBegan: '2016',
    isFranchise: 'no',
    franchiseName: '',
    employees: '14',
    jobsCreated: '4',
    annualRevenue: '1240000',
    profitOrLoss: 'profit',
    netIncome: '138000',
    existingDebt: '62000',
    loanAmount: '450000',
    useOfProceeds: [
      {
        use: 'realEstatePurchase',
        amount: '380000',
        details: 'Buy the building we lease at 212 Commercial Street',
      },
      { use: 'equipment', amount: '45000', details: 'A second deck oven' },
      { use: 'workingCapital', amount: '25000', details: '' },
    ],
  },
  ownerInformation: {
    isGuarantor: 'yes',
    criminalCharges: 'no',
    federalDebt: 'no',
    explanation: '',
    veteranStatus: 'nonVeteran',
    sex: 'female',
    race: ['white'],
    ethnicity: 'hispanic',
    owners: [
      {
        firstName: 'Thomas',
        lastName: 'Okafor',
        title: 'Member and head baker',
        email: 'tom@harborlightbakery.com',
        ownershipPct: '40',
        ssnOrItin: '219099999',
        homeAddress: {
          street: '31 Cottage Road',
          unit: '',
          city: 'South Portland',
          state: 'ME',
          zip: '04106',
        },
        citizenship: 'permanentResident',
        isGuarantor: 'yes',
        criminalCharges: 'no',
        federalDebt: 'no',
        explanation: '',
        veteranStatus: 'notDisclosed',
        sex: 'notDisclosed',
        race: ['notDisclosed'],
        ethnicity: 'notDisclosed',
      },
    ],
  },
  partnerInformation: {
    hasEntityOwners: 'no',
    entityOwners: [],
    hasAffiliates: 'yes',
    affiliates: [
      {
        name: 'Fore Street Coffee Roasters LLC',
        ein: '472345678',
        relationship: 'Maria Delgado owns half of it and manages it',
        ownershipPct: '50',
      },
    ],
    hasCoApplicant: 'no',
    coApplicantName: '',
    coApplicantEin: '',
  },
  propertyInfo: {
    realEstateInvolved: 'yes',
    propertyStatus: 'buying',
    propertyAddress: { ...bakeryAddress },
    propertyType: 'mixedUse',
    purchasePrice: '475000',
    estimatedValue: '490000',
    amountOwed: '',
    businessOccupancyPct: '65',
    landlordName: '',
    monthlyRent: '',
    leaseEndDate: '',
    offeringCollateral: 'yes',
    collateral: [
      {
        type: 'realEstate',
        description: '212 Commercial Street, Portland: the building this loan buys',
        value: '490000',
        owed: '0',
      },
      { type: 'equipment', description: 'Two deck ovens and a spiral mixer', value: '68000', owed: '12000' },
    ],
  },
  processingInformation: {
    hasGovernmentFinancing: 'yes',
    governmentFinancing: [
      {
        borrowerName: 'Harbor Light Bakery LLC',
        agency: 'U.S. Small Business Administration (Economic Injury Disaster Loan)',
        loanDate: '2020-07-14',
        amount: '150000',
        status: 'current',
      },
    ],
    usingBroker: 'no',
    brokerName: '',
    brokerFee: '',
    bankruptcy: 'no',
    pendingLawsuits: 'no',
    lenderOrOfficialTies: 'no',
    explanation: '',
    exportsProducts: 'no',
    howDidYouHear: 'referral',
    certification: true,
    creditAuthorization: true,
    signature: { image: SIGNATURE_PNG, legalName: 'Maria Delgado' },
  },
} satisfies Record<SiteStepId<'businessLoanApplication'>, StepValues>;
