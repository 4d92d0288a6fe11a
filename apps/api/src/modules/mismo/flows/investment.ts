import { investment, investmentLoanApplicationFlow } from '@northgate/lending-flows';
import { US_STATES } from '@northgate/validators';
import {
  answersOf,
  codecs,
  computed,
  dollarsAt,
  el,
  enumCodec,
  fixed,
  is,
  list,
  monthlyFrom,
  optionWords,
  point,
  textAt,
  when,
  type Codec,
  type Lens,
  type Node,
} from '../binding.ts';
import { arcrole, type FlowMapping } from '../message.ts';
import { address, contactPoints, fullName, personName, role, taxpayerIdentifier, within } from '../nodes.ts';

/*
 * The investment (DSCR) application in MISMO 3.4: a company borrows (a LEGAL_ENTITY party playing
 * the Borrower) and its owners guarantee it (individuals playing Other "Guarantor", tied to the
 * borrower's role); the rental property as the subject property with its units and rents; the loan
 * with its product, interest-only period and prepayment penalty. MISMO has no guarantor role, so
 * the applicant's own facts (birth date, citizenship, declarations) sit in a BORROWER container
 * under the guarantor's role, the only place MISMO keeps them. The rest stays in the extension.
 */

const answers = answersOf<investment.Answers>();
const person = answers.at('personalAndBorrowingEntity');
const request = answers.at('loanRequestInformation');
const property = answers.at('subjectPropertyInformation');
const income = answers.at('incomeInformation');
const declared = answers.at('declarations');
const purpose = request.at('loanPurpose');

const codes = {
  entityType: enumCodec({
    llc: 'LimitedLiabilityCompany',
    corporation: 'Corporation',
    lp: 'LimitedPartnership',
    gp: 'Partnership',
  }),
  // MISMO wants the jurisdiction's name ("New York"); the form keeps its code.
  state: optionWords(US_STATES),
  citizenship: enumCodec({
    usCitizen: 'USCitizen',
    permanentResident: 'PermanentResidentAlien',
    nonPermanentResident: 'NonPermanentResidentAlien',
    foreignNational: 'NonResidentAlien',
  }),
  purpose: enumCodec({
    purchase: 'Purchase',
    rateTerm: 'Refinance',
    cashOut: 'Refinance',
    delayedFinancing: 'Refinance',
  }),
  product: optionWords(investment.dscrProducts),
  prepayment: optionWords(investment.prepaymentOptions),
  occupancy: enumCodec({ yes: 'Tenant', no: 'Vacant' }),
  // The question asks whether the sale is NOT at arm's length; MISMO asks whether it is.
  armsLength: enumCodec({ yes: 'false', no: 'true' }),
};

/** The certification that no owner will live there: the guarantor's "No" to occupying it. */
const notOccupying: Codec = {
  out: (value) => (value === true ? 'No' : undefined),
  in: (text) => text === 'No',
};

/** Elements nested one in the next: `nest('A/B', x)` is A > B > x. */
const nest = (path: string, ...children: readonly Node[]) => within(path, children);
const amount = (name: string, lens: Lens<string | undefined>) => point(name, lens, codecs.amount);
/** Fixed words written only when `test` holds (a condo's project type). */
const whenSo = (name: string, test: (source: unknown) => boolean, text: string) =>
  computed(name, (source) => (test(source) ? text : undefined));

const refinancing = (source: unknown) => investment.isRefinance(purpose.read(source));
const product = (source: unknown) => textAt(request.at('productType'), source);
const penalty = (source: unknown) => textAt(request.at('prepaymentPenalty'), source);
const propertyType = (source: unknown) => textAt(property.at('propertyType'), source);
const multiUnit = (source: unknown) => investment.multiUnitRange(propertyType(source)) !== undefined;
const condo = is(property.at('propertyType'), 'warrantableCondo', 'nonWarrantableCondo');
const units = (source: unknown) => {
  const rents = income.at('unitRents').read(source);
  return (Array.isArray(rents) ? rents : []) as readonly Partial<investment.UnitRent>[];
};

/** Months to an ARM's first rate change (a 5/6 ARM's after five years); a fixed loan has none. */
const armMonths: Record<string, string> = { '5/6arm': '60', '7/6arm': '84', '10/6arm': '120' };
const isArm = (source: unknown) => armMonths[product(source)] !== undefined;
const term = (source: unknown) =>
  product(source) === '' ? undefined : product(source) === '40yrFixed' ? '480' : '360';
const penaltyMonths: Record<string, string> = { '1yr': '12', '2yr': '24', '3yr': '36', '5-4-3-2-1': '60' };

function occupancy(source: unknown): string | undefined {
  const leased = units(source).map((unit) => unit.leased);
  if (leased.length === 0 || leased.some((answer) => answer !== 'yes' && answer !== 'no')) return undefined;
  if (leased.every((answer) => answer === 'yes')) return 'TenantOccupied';
  return leased.includes('yes') ? 'PartiallyVacant' : 'Vacant';
}

/** The market rents of all units together. */
function marketRent(source: unknown): string | undefined {
  const rents = units(source).map((unit) => {
    const typed = (unit.marketRent ?? '').replace(/[$,\s]/g, '');
    return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : undefined;
  });
  if (rents.length === 0 || rents.includes(undefined)) return undefined;
  return rents.reduce<number>((sum, rent) => sum + (rent ?? 0), 0).toFixed(2);
}

const hazardInsurance = (type: 'Hazard' | 'Flood', lens: Lens<string | undefined>) =>
  el('HAZARD_INSURANCE', [
    fixed('HazardInsuranceCoverageType', type),
    amount('HazardInsurancePremiumAmount', lens),
    fixed('HazardInsurancePremiumMonthsCount', '12'),
  ]);

/** Bedrooms and baths are asked for the whole property: they are a unit's only when it is the one unit. */
const onlyUnit = (name: string, lens: Lens<string | undefined>, index: number) =>
  computed(name, (source) =>
    multiUnit(source) || index > 0 ? undefined : textAt(lens, source) || undefined,
  );

const unit = list(income.at('unitRents'), 'PROPERTY_UNIT', (rent, index) =>
  nest(
    'PROPERTY_UNIT/PROPERTY_UNIT_DETAIL',
    onlyUnit('BathroomNumber', property.at('bathrooms'), index),
    onlyUnit('BedroomCount', property.at('bedrooms'), index),
    // The rent in the lease; a unit's market rent has no place outside an appraisal.
    when(
      is(rent.at('leased'), 'yes'),
      amount('PropertyDwellingUnitEligibleRentAmount', rent.at('monthlyRent')),
    ),
    point('UnitOccupancyType', rent.at('leased'), codes.occupancy),
  ),
);

function propertyDetail(): Node {
  const onRefinance = (name: string, lens: Lens<string | undefined>, codec = codecs.amount) =>
    when(refinancing, point(name, lens, codec));
  return el('PROPERTY_DETAIL', [
    when(multiUnit, point('FinancedUnitCount', property.at('units'), codecs.count)),
    // A single-unit type asks no unit count: it is one.
    whenSo('FinancedUnitCount', (source) => !multiUnit(source) && propertyType(source) !== '', '1'),
    point('GrossLivingAreaSquareFeetNumber', property.at('squareFeet'), codecs.count),
    onRefinance('PropertyAcquiredDate', request.at('acquisitionDate'), codecs.date),
    computed('PropertyCurrentOccupancyType', occupancy),
    // The question asks the purchase price on a purchase (SALES_CONTRACT), the value otherwise.
    when(
      (source) => !is(purpose, 'purchase')(source),
      amount('PropertyEstimatedValueAmount', request.at('propertyValue')),
    ),
    onRefinance('PropertyExistingLienAmount', request.at('existingLienBalance')),
    whenSo('PropertyInProjectIndicator', condo, 'true'),
    computed('PropertyMixedUsageIndicator', (source) =>
      propertyType(source) === '' ? undefined : String(propertyType(source) === 'mixedUse'),
    ),
    onRefinance('PropertyOriginalCostAmount', request.at('originalPurchasePrice')),
    point('PropertyStructureBuiltYear', property.at('yearBuilt'), codecs.count),
    fixed('PropertyUsageType', 'Investment'),
    computed('RentalEstimatedGrossMonthlyRentAmount', marketRent),
  ]);
}

const collateral = () =>
  nest(
    'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY',
    address(property.at('address')),
    el('HAZARD_INSURANCES', [
      hazardInsurance('Hazard', property.at('annualInsurance')),
      hazardInsurance('Flood', property.at('annualFloodInsurance')),
    ]),
    nest('PROJECT/PROJECT_DETAIL', whenSo('ProjectLegalStructureType', condo, 'Condominium')),
    propertyDetail(),
    nest(
      'PROPERTY_TAXES/PROPERTY_TAX/PROPERTY_TAX_DETAIL',
      amount('PropertyTaxTotalTaxAmount', property.at('annualTaxes')),
    ),
    el('PROPERTY_UNITS', [unit]),
    when(
      is(purpose, 'purchase'),
      nest(
        'SALES_CONTRACTS/SALES_CONTRACT/SALES_CONTRACT_DETAIL',
        amount('SalesContractAmount', request.at('propertyValue')),
      ),
    ),
  );

/** The mortgage a refinance pays off, owed by the borrowing entity. */
function liabilities(): Node {
  const balance = (source: unknown) => {
    const owed = dollarsAt(request.at('existingLienBalance'), source);
    return owed === undefined || owed === 0 ? undefined : owed.toFixed(2);
  };
  const detail = el('LIABILITY_DETAIL', [
    fixed('LiabilityPayoffStatusIndicator', 'true'),
    fixed('LiabilitySecuredBySubjectPropertyIndicator', 'true'),
    fixed('LiabilityType', 'MortgageLoan'),
    computed('LiabilityUnpaidBalanceAmount', balance),
  ]);
  const holder = el('LIABILITY_HOLDER', [fullName(request.at('currentLender'))]);
  return el('LIABILITIES', [
    when(refinancing, el('LIABILITY', [detail, holder], { label: 'LIABILITY_CURRENT_MORTGAGE' })),
  ]);
}

const housingExpense = (type: string, payment: Node) =>
  el('HOUSING_EXPENSE', [
    payment,
    fixed('HousingExpenseTimingType', 'Proposed'),
    fixed('HousingExpenseType', type),
  ]);
const yearly = (type: string, lens: Lens<string | undefined>) =>
  housingExpense(type, computed('HousingExpensePaymentAmount', monthlyFrom(lens)));

const loanFeatures = (): Node[] => [
  nest(
    'ADJUSTMENT/INTEREST_RATE_ADJUSTMENT',
    nest(
      'INTEREST_RATE_LIFETIME_ADJUSTMENT_RULE',
      computed('FirstRateChangeMonthsCount', (source) => armMonths[product(source)]),
    ),
    // The "/6" of a 5/6 ARM: after the first change the rate changes every six months.
    nest(
      'INTEREST_RATE_PER_CHANGE_ADJUSTMENT_RULES/INTEREST_RATE_PER_CHANGE_ADJUSTMENT_RULE',
      fixed('AdjustmentRuleType', 'Subsequent'),
      whenSo('PerChangeRateAdjustmentFrequencyMonthsCount', isArm, '6'),
    ),
  ),
  nest(
    'AMORTIZATION/AMORTIZATION_RULE',
    computed('AmortizationType', (source) =>
      product(source) === '' ? undefined : isArm(source) ? 'AdjustableRate' : 'Fixed',
    ),
    computed('LoanAmortizationPeriodCount', term),
    fixed('LoanAmortizationPeriodType', 'Month'),
  ),
  // The date the applicant would like to close: the closest MISMO has at application.
  nest(
    'CLOSING_INFORMATION/CLOSING_INFORMATION_DETAIL',
    point('LoanEstimatedClosingDate', request.at('targetCloseDate'), codecs.date),
  ),
  // The applicant certifies a business purpose; HMDA's indicator says the loan has one.
  nest(
    'HMDA_LOAN/HMDA_LOAN_DETAIL',
    point('HMDABusinessPurposeIndicator', declared.at('businessPurpose'), codecs.check),
  ),
  el('HOUSING_EXPENSES', [
    yearly('HomeownersInsurance', property.at('annualInsurance')),
    yearly('FloodInsurance', property.at('annualFloodInsurance')),
    yearly('RealEstateTax', property.at('annualTaxes')),
    housingExpense(
      'HomeownersAssociationDuesAndCondominiumFees',
      amount('HousingExpensePaymentAmount', property.at('monthlyHoa')),
    ),
  ]),
  // The program's interest-only period is ten years.
  nest('INTEREST_ONLY', whenSo('InterestOnlyTermMonthsCount', is(request.at('interestOnly'), 'yes'), '120')),
  el('LOAN_DETAIL', [
    point('ArmsLengthIndicator', declared.at('relatedToSeller'), codes.armsLength),
    point('InterestOnlyIndicator', request.at('interestOnly'), codecs.yesNo),
    computed('PrepaymentPenaltyIndicator', (source) =>
      penalty(source) === '' ? undefined : String(penalty(source) !== 'none'),
    ),
  ]),
];

function loan(reference: string): Node {
  const refinance = el('REFINANCE', [
    when(is(purpose, 'cashOut'), amount('RefinanceCashOutAmount', request.at('cashOutAmount'))),
    // Delayed financing takes back out the cash paid for the property: a cash-out refinance.
    computed('RefinanceCashOutDeterminationType', (source) =>
      is(purpose, 'rateTerm')(source) ? 'NoCashOut' : 'CashOut',
    ),
  ]);
  const children = [
    ...loanFeatures(),
    nest(
      'LOAN_IDENTIFIERS/LOAN_IDENTIFIER',
      computed('LoanIdentifier', () => reference),
      fixed('LoanIdentifierType', 'LenderLoan'),
    ),
    nest('LOAN_PRODUCT/LOAN_PRODUCT_DETAIL', point('ProductName', request.at('productType'), codes.product)),
    nest(
      'MATURITY/MATURITY_RULE',
      computed('LoanMaturityPeriodCount', term),
      fixed('LoanMaturityPeriodType', 'Month'),
    ),
    nest(
      'PREPAYMENT_PENALTY/PREPAYMENT_PENALTY_LIFETIME_RULE',
      computed('PrepaymentPenaltyExpirationMonthsCount', (source) => penaltyMonths[penalty(source)]),
      point('PrepaymentPenaltyTextDescription', request.at('prepaymentPenalty'), codes.prepayment),
    ),
    nest('QUALIFICATION', amount('ProjectedReservesAmount', request.at('liquidReserves'))),
    when(refinancing, refinance),
    el('TERMS_OF_LOAN', [
      amount('BaseLoanAmount', request.at('loanAmount')),
      fixed('LienPriorityType', 'FirstLien'),
      point('LoanPurposeType', purpose, codes.purpose),
      fixed('MortgageType', 'Conventional'),
    ]),
  ];
  return el('LOANS', [el('LOAN', children, { attributes: { LoanRoleType: 'SubjectLoan' } })]);
}

function entityParty(): Node {
  const detail = el('LEGAL_ENTITY_DETAIL', [
    point('FullName', person.at('entityName')),
    point('LegalEntityOrganizedUnderTheLawsOfJurisdictionName', person.at('stateOfFormation'), codes.state),
    point('LegalEntityType', person.at('entityType'), codes.entityType),
  ]);
  const borrower = nest(
    'BORROWER/BORROWER_DETAIL',
    fixed('BorrowerClassificationType', 'Primary'),
    fixed('BorrowerIsAnIndividualPersonIndicator', 'false'),
  );
  const ein = taxpayerIdentifier(person.at('ein'), 'company');
  const parts = [el('LEGAL_ENTITY', [detail]), role('BORROWER_1', 'Borrower', [borrower]), ein];
  return el('PARTY', parts, { label: 'PARTY_1' });
}

const declaration = nest(
  'DECLARATION/DECLARATION_DETAIL',
  // MISMO's bankruptcy question looks back seven years, ours four.
  point('BankruptcyIndicator', declared.at('bankruptcyLast4Years'), codecs.yesNo),
  point('CitizenshipResidencyType', person.at('citizenship'), codes.citizenship),
  // Ours certifies no owner will live there at all; MISMO asks about a primary residence only.
  point('IntentToOccupyType', declared.at('nonOwnerOccupancy'), notOccupying),
  // Ours also asks about tax liens; MISMO's about judgments only.
  point('OutstandingJudgmentsIndicator', declared.at('judgmentsOrLiens'), codecs.yesNo),
  point('PartyToLawsuitIndicator', declared.at('lawsuit'), codecs.yesNo),
  // MISMO's also counts other loans in default; ours asks about federal debt only.
  point('PresentlyDelinquentIndicator', declared.at('federalDebt'), codecs.yesNo),
  // MISMO's speaks of borrowed funds not disclosed on the application; ours of any borrowed.
  point('UndisclosedBorrowedFundsIndicator', declared.at('downPaymentBorrowed'), codecs.yesNo),
);

/** The applicant: an owner who guarantees the loan personally. */
function guarantorParty(): Node {
  const facts = el('BORROWER', [
    el('BORROWER_DETAIL', [
      point('BorrowerBirthDate', person.at('dateOfBirth'), codecs.date),
      point('CreditReportAuthorizationIndicator', declared.at('creditAuthorization'), codecs.check),
    ]),
    declaration,
  ]);
  const individual = el('INDIVIDUAL', [
    contactPoints({ email: person.at('email'), phones: [[person.at('mobilePhone'), 'Mobile']] }),
    personName({ first: person.at('firstName'), last: person.at('lastName') }),
  ]);
  const ssn = taxpayerIdentifier(person.at('ssnOrItin'), 'person');
  const parts = [individual, role('GUARANTOR_1', 'Other', [facts], 'Guarantor'), ssn];
  return el('PARTY', parts, { label: 'PARTY_2' });
}

/** The other owners: each signs the personal guarantee, the step says. */
const coOwners = person.at('coOwners');
const ownerParties = list(coOwners, 'PARTY_OWNER', (owner, index) =>
  el('PARTY', [
    el('INDIVIDUAL', [contactPoints({ email: owner.at('email') }), fullName(owner.at('name'))]),
    role(`GUARANTOR_${index + 2}`, 'Other', [], 'Guarantor'),
  ]),
);

export const investmentMapping: FlowMapping = {
  flow: investmentLoanApplicationFlow,
  name: 'Northgate investment loan application',
  deal: (reference) => [
    collateral(),
    liabilities(),
    loan(reference),
    el('PARTIES', [entityParty(), guarantorParty(), ownerParties]),
  ],
  relationships: [
    { from: /^GUARANTOR_\d+$/, to: 'BORROWER_1', arcrole: arcrole('ROLE', 'ROLE') },
    { from: /^LIABILITY_/, to: 'BORROWER_1', arcrole: arcrole('LIABILITY', 'ROLE') },
  ],
};
