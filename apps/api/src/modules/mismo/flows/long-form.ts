import { longForm, longFormFlow } from '@northgate/lending-flows';
import { US_STATES } from '@northgate/validators';
import {
  answersOf,
  codecs,
  computed,
  el,
  enumCodec,
  fixed,
  is,
  optionWords,
  point,
  textAt,
  when,
  type Lens,
  type Node,
} from '../binding.ts';
import { arcrole, type FlowMapping } from '../message.ts';
import {
  address,
  dependents,
  formerResidences,
  fullName,
  residenceDetail,
  role,
  taxpayerIdentifier,
  within,
} from '../nodes.ts';
import type { LongFormAnswers } from './long-form-answers.ts';
import { statementLiabilities } from './long-form-liabilities.ts';
import { currentIncome, statementAssets } from './long-form-statement.ts';

/*
 * The long form (a private lender's full application with a personal financial statement) in
 * MISMO 3.4: the applicant as the borrower with work, homes and declarations; the company they
 * borrow through as a second borrower; the statement (long-form-statement.ts) as the applicant's
 * income, ASSETS and LIABILITIES; the property to finance and the loan. What MISMO has no place
 * for stays in the extension (message.ts). docs/decisions/0037-mismo-3.4-export.md.
 */

const answers = answersOf<LongFormAnswers>();
const phone = answers.at('phone');
const home = answers.at('primaryResidence');
const ids = answers.at('documentsIDs');
const contact = answers.at('contactInfo');
const entity = answers.at('entityInfo').at('entity');
const income = answers.at('incomeInfo');
const declared = answers.at('checkboxQs');
const property = answers.at('subjectProperty');
const terms = answers.at('typeOfLoan');

const codes = {
  phoneRole: enumCodec({ mobile: 'Mobile', home: 'Home', work: 'Work' }),
  idType: enumCodec({
    driversLicense: 'DriversLicense',
    stateId: 'StateIdentification',
    passport: 'Passport',
    permanentResidentCard: 'Other',
  }),
  citizenship: enumCodec({
    usCitizen: 'USCitizen',
    permanentResident: 'PermanentResidentAlien',
    nonPermanentResident: 'NonPermanentResidentAlien',
    foreignNational: 'NonResidentAlien',
  }),
  marital: enumCodec({ married: 'Married', unmarried: 'Unmarried', separated: 'Separated' }),
  // A self-employed applicant is employed; EMPLOYMENT says they are self-employed.
  employment: enumCodec({
    employed: 'Employed',
    selfEmployed: 'Employed',
    retired: 'Retired',
    notEmployed: 'Unemployed',
  }),
  chapter: enumCodec({
    '7': 'ChapterSeven',
    '11': 'ChapterEleven',
    '12': 'ChapterTwelve',
    '13': 'ChapterThirteen',
  }),
  // MISMO has no S corporation: it is a corporation taxed its own way.
  entityType: enumCodec({
    llc: 'LimitedLiabilityCompany',
    corporation: 'Corporation',
    sCorp: 'Corporation',
    lp: 'LimitedPartnership',
    gp: 'Partnership',
    trust: 'Trust',
    other: 'Other',
  }),
  state: optionWords(US_STATES),
  occupancy: enumCodec({
    vacant: 'Vacant',
    tenantOccupied: 'TenantOccupied',
    ownerOccupied: 'OwnerOccupied',
  }),
  condition: optionWords(longForm.propertyConditions),
  program: optionWords(longForm.loanPrograms),
  // Delayed financing refinances a home bought for cash; construction has no MISMO purpose of its own.
  purpose: enumCodec({
    purchase: 'Purchase',
    refinance: 'Refinance',
    cashOut: 'Refinance',
    construction: 'Other',
    delayedFinancing: 'Refinance',
  }),
};

function identification(): Node {
  const type = ids.at('idType');
  const passport = is(type, 'passport');
  const card = (source: unknown) => !passport(source);
  return within('IDENTIFICATION_VERIFICATION/IDENTITY_DOCUMENTATIONS/IDENTITY_DOCUMENTATION', [
    point('IdentityDocumentExpirationDate', ids.at('idExpirationDate'), codecs.date),
    point('IdentityDocumentIdentifier', ids.at('idNumber')),
    // The step asks the issuing country of a passport, the issuing state of a card.
    when(passport, point('IdentityDocumentIssuedByCountryName', ids.at('idIssuedBy'))),
    when(card, point('IdentityDocumentIssuedByStateProvinceName', ids.at('idIssuedBy'))),
    point('IdentityDocumentType', type, codes.idType),
    when(is(type, 'permanentResidentCard'), fixed('IdentityDocumentTypeOtherDescription', 'Green card')),
  ]);
}

/** A telephone number, labelled: the two numbers differ by no fixed words. */
const telephone = (label: string, number: Lens<string | undefined>, detail: readonly Node[] = []) => {
  const value = point('ContactPointTelephoneValue', number, codecs.phone);
  return el('CONTACT_POINT', [within('CONTACT_POINT_TELEPHONE', [value]), ...detail], { label });
};

function individual(): Node {
  return el('INDIVIDUAL', [
    el('CONTACT_POINTS', [
      telephone('CONTACT_POINT_PHONE', phone.at('mobilePhone'), [
        within('CONTACT_POINT_DETAIL', [
          point('ContactPointRoleType', phone.at('phoneType'), codes.phoneRole),
        ]),
      ]),
      // "A home or work number": the form does not say which, so it has no role.
      telephone('CONTACT_POINT_ALTERNATE_PHONE', contact.at('alternatePhone')),
    ]),
    identification(),
    // The long form asks no name: the legal name the applicant signs with is theirs.
    fullName(declared.at('signature').at('legalName')),
  ]);
}

function declaration(): Node {
  const yes = (name: string, key: longForm.DeclarationKey) => point(name, declared.at(key), codecs.yesNo);
  return within('DECLARATION/DECLARATION_DETAIL', [
    yes('BankruptcyIndicator', 'bankruptcyLast7Years'),
    point('CitizenshipResidencyType', ids.at('citizenship'), codes.citizenship),
    yes('CoMakerEndorserOfNoteIndicator', 'coMakerOrEndorser'),
    yes('LoanForeclosureOrJudgmentIndicator', 'obligatedOnForeclosedLoan'),
    yes('OutstandingJudgmentsIndicator', 'outstandingJudgments'),
    yes('PartyToLawsuitIndicator', 'partyToLawsuit'),
    yes('PresentlyDelinquentIndicator', 'delinquentFederalDebt'),
    // The 1003's question c asks about a foreclosure or a deed in lieu in one answer.
    yes('PriorPropertyForeclosureCompletedIndicator', 'foreclosureOrDeedInLieuLast7Years'),
  ]);
}

function employers(): Node {
  const status = income.at('employmentStatus');
  return el('EMPLOYERS', [
    when(
      is(status, 'employed', 'selfEmployed'),
      el('EMPLOYER', [
        within('LEGAL_ENTITY/LEGAL_ENTITY_DETAIL', [point('FullName', income.at('employerName'))]),
        el('EMPLOYMENT', [
          computed('EmploymentBorrowerSelfEmployedIndicator', (source) =>
            String(textAt(status, source) === 'selfEmployed'),
          ),
          fixed('EmploymentClassificationType', 'Primary'),
          point('EmploymentPositionDescription', income.at('position')),
          fixed('EmploymentStatusType', 'Current'),
          point('EmploymentTimeInLineOfWorkYearsCount', income.at('yearsInLineOfWork'), codecs.count),
          point('EmploymentYearsOnJobCount', income.at('yearsOnJob'), codecs.count),
        ]),
      ]),
    ),
  ]);
}

function residences(): Node {
  const payment = home.at('monthlyHousingPayment');
  return el('RESIDENCES', [
    el('RESIDENCE', [
      address(home.at('residenceAddress')),
      // The step asks one monthly cost; a renter's is the rent (the answer stays in the extension).
      within('LANDLORD/LANDLORD_DETAIL', [
        computed('MonthlyRentAmount', (source) =>
          textAt(home.at('ownOrRent'), source) === 'rent'
            ? codecs.amount.out(payment.read(source))
            : undefined,
        ),
      ]),
      residenceDetail(
        { basis: home.at('ownOrRent'), months: home.at('monthsAtAddress'), years: home.at('yearsAtAddress') },
        'Current',
      ),
    ]),
    formerResidences(home.at('formerAddresses')),
  ]);
}

function borrowerParty(): Node {
  return el(
    'PARTY',
    [
      individual(),
      when(
        (source) => contact.at('mailing').at('different').read(source) === true,
        el('ADDRESSES', [address(contact.at('mailing').at('address'), 'Mailing')]),
      ),
      role('BORROWER_1', 'Borrower', [
        el('BORROWER', [
          within('BANKRUPTCIES/BANKRUPTCY/BANKRUPTCY_DETAIL', [
            point('BankruptcyChapterType', declared.at('bankruptcyChapter'), codes.chapter),
          ]),
          el('BORROWER_DETAIL', [
            point('BorrowerBirthDate', ids.at('dateOfBirth'), codecs.date),
            fixed('BorrowerClassificationType', 'Primary'),
            // The box also authorizes verifying the application and background checks.
            point('CreditReportAuthorizationIndicator', declared.at('creditAuthorization'), codecs.check),
            point('DependentCount', contact.at('dependentsCount'), codecs.count),
            point('EmploymentStateType', income.at('employmentStatus'), codes.employment),
            point('MaritalStatusType', contact.at('maritalStatus'), codes.marital),
          ]),
          currentIncome(),
          declaration(),
          el('DEPENDENTS', [dependents(contact.at('dependentsAges'))]),
          employers(),
          residences(),
        ]),
      ]),
      taxpayerIdentifier(ids.at('ssnOrItin'), 'person'),
    ],
    { label: 'PARTY_1' },
  );
}

/** The company the applicant closes in: private lenders lend to it, with the owners' guarantees. */
function entityParty(): Node {
  return when(
    is(answers.at('entityInfo').at('hasEntity'), 'yes'),
    el(
      'PARTY',
      [
        el('LEGAL_ENTITY', [
          // A DBA is the trade name the company is also known by.
          within('ALIASES/ALIAS', [
            within('ALIAS_DETAIL', [fixed('AliasType', 'AlsoKnownAs')]),
            fullName(entity.at('dba')),
          ]),
          el('LEGAL_ENTITY_DETAIL', [
            point('FullName', entity.at('entityName')),
            point(
              'LegalEntityOrganizedUnderTheLawsOfJurisdictionName',
              entity.at('stateOfFormation'),
              codes.state,
            ),
            point('LegalEntityType', entity.at('entityType'), codes.entityType),
          ]),
        ]),
        role('BORROWER_2', 'Borrower', [
          within('BORROWER/BORROWER_DETAIL', [fixed('BorrowerIsAnIndividualPersonIndicator', 'false')]),
        ]),
        taxpayerIdentifier(entity.at('ein'), 'company'),
      ],
      { label: 'PARTY_2' },
    ),
  );
}

function collateral(): Node {
  const acquisition = property.at('acquisition');
  const underContract = is(acquisition, 'underContract');
  const valued = (source: unknown) => !underContract(source);
  return within('COLLATERALS/COLLATERAL', [
    el('SUBJECT_PROPERTY', [
      when((source) => textAt(acquisition, source) !== 'searching', address(property.at('address'))),
      el('PROPERTY_DETAIL', [
        point('FinancedUnitCount', property.at('units'), codecs.count),
        point('GrossLivingAreaSquareFeetNumber', property.at('squareFeet'), codecs.count),
        point('PropertyConditionDescription', property.at('condition'), codes.condition),
        point('PropertyCurrentOccupancyType', property.at('currentOccupancy'), codes.occupancy),
        // Its value if owned; for a borrower still looking, the price expected is the nearest MISMO has.
        when(
          valued,
          point('PropertyEstimatedValueAmount', property.at('purchasePriceOrValue'), codecs.amount),
        ),
        point('PropertyExistingLienAmount', property.at('existingLiens'), codecs.amount),
        point('PropertyStructureBuiltYear', property.at('yearBuilt'), codecs.count),
        // Every program the long form offers finances an investor's property.
        fixed('PropertyUsageType', 'Investment'),
      ]),
      when(
        underContract,
        within('SALES_CONTRACTS/SALES_CONTRACT/SALES_CONTRACT_DETAIL', [
          point('SalesContractAmount', property.at('purchasePriceOrValue'), codecs.amount),
        ]),
      ),
    ]),
  ]);
}

function loan(reference: string): Node {
  const purpose = terms.at('loanPurpose');
  return within('LOANS', [
    el(
      'LOAN',
      [
        within('CLOSING_INFORMATION/CLOSING_INFORMATION_DETAIL', [
          point('LoanEstimatedClosingDate', terms.at('targetCloseDate'), codecs.date),
        ]),
        within('LOAN_IDENTIFIERS/LOAN_IDENTIFIER', [
          computed('LoanIdentifier', () => reference),
          fixed('LoanIdentifierType', 'LenderLoan'),
        ]),
        within('LOAN_PROGRAMS/LOAN_PROGRAM', [
          point('LoanProgramIdentifier', terms.at('loanProgram'), codes.program),
        ]),
        within('MATURITY/MATURITY_RULE', [
          point('LoanMaturityPeriodCount', terms.at('termMonths'), codecs.count),
          fixed('LoanMaturityPeriodType', 'Month'),
        ]),
        when(
          is(purpose, 'refinance', 'cashOut', 'delayedFinancing'),
          within('REFINANCE', [
            computed('RefinanceCashOutDeterminationType', (source) =>
              textAt(purpose, source) === 'refinance' ? 'NoCashOut' : 'CashOut',
            ),
          ]),
        ),
        // For a ground-up loan, the value once built. The budget for the work has no data point
        // (RehabilitationLoanFundsAmount is what the loan lends for it): the extension keeps it.
        within('REHABILITATION', [
          point('RehabilitationEstimatedPropertyValueAmount', terms.at('afterRepairValue'), codecs.amount),
        ]),
        within('TERMS_OF_LOAN', [
          point('BaseLoanAmount', terms.at('loanAmount'), codecs.amount),
          point('LoanPurposeType', purpose, codes.purpose),
          when(is(purpose, 'construction'), fixed('LoanPurposeTypeOtherDescription', 'Construction')),
        ]),
      ],
      { attributes: { LoanRoleType: 'SubjectLoan' } },
    ),
  ]);
}

export const longFormMapping: FlowMapping = {
  flow: longFormFlow,
  name: 'Northgate long-form loan application',
  deal: (reference) => [
    statementAssets(),
    collateral(),
    statementLiabilities(),
    loan(reference),
    el('PARTIES', [borrowerParty(), entityParty()]),
  ],
  // The statement is the applicant's own, not the company's.
  relationships: [
    { from: /^ASSET_/, to: 'BORROWER_1', arcrole: arcrole('ASSET', 'ROLE') },
    { from: /^LIABILITY_/, to: 'BORROWER_1', arcrole: arcrole('LIABILITY', 'ROLE') },
  ],
};
