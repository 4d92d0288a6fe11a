import {
  codecs,
  computed,
  el,
  fixed,
  is,
  list,
  point,
  textAt,
  when,
  type Lens,
  type Node,
} from '../../binding.ts';
import {
  address,
  contactPoints,
  dependents,
  formerResidences,
  fullName,
  personName,
  residenceDetail,
  role,
  taxpayerIdentifier,
} from '../../nodes.ts';
import { borrower, codes, coBorrower, declared, income, jobs, statement, yesNoWords } from './answers.ts';

// The borrower and a co-borrower as parties: who they are, their income, jobs, homes and declarations.

const incomeLine = (type: string, lens: Lens<string | undefined>, employment: boolean) =>
  el('CURRENT_INCOME_ITEM', [
    el('CURRENT_INCOME_ITEM_DETAIL', [
      point('CurrentIncomeMonthlyTotalAmount', lens, codecs.amount),
      fixed('EmploymentIncomeIndicator', String(employment)),
      fixed('IncomeType', type),
    ]),
  ]);

function currentIncome(): Node {
  return el('CURRENT_INCOME', [
    el('CURRENT_INCOME_ITEMS', [
      incomeLine('Base', income.at('baseEmploymentIncome'), true),
      incomeLine('Overtime', income.at('overtime'), true),
      incomeLine('Bonus', income.at('bonuses'), true),
      incomeLine('Commissions', income.at('commissions'), true),
      incomeLine('DividendsInterest', income.at('dividendsInterest'), false),
      incomeLine('NetRentalIncome', income.at('netRentalIncome'), false),
      list(income.at('otherIncome'), 'INCOME_OTHER', (line) =>
        el('CURRENT_INCOME_ITEM', [
          el('CURRENT_INCOME_ITEM_DETAIL', [
            point('CurrentIncomeMonthlyTotalAmount', line.at('monthlyAmount'), codecs.amount),
            fixed('EmploymentIncomeIndicator', 'false'),
            point('IncomeType', line.at('source'), codes.otherIncome),
            point('IncomeTypeOtherDescription', line.at('description')),
          ]),
        ]),
      ),
    ]),
  ]);
}

function citizenship(source: unknown): string | undefined {
  if (textAt(declared.at('usCitizen'), source) === 'yes') return 'USCitizen';
  const resident = textAt(declared.at('permanentResidentAlien'), source);
  if (resident === 'yes') return 'PermanentResidentAlien';
  return resident === 'no' ? 'NonPermanentResidentAlien' : undefined;
}

function declaration(): Node {
  return el('DECLARATION', [
    el('DECLARATION_DETAIL', [
      point(
        'AlimonyChildSupportObligationIndicator',
        declared.at('obligatedToPayAlimonyChildSupportSeparateMaintenance'),
        codecs.yesNo,
      ),
      point('BankruptcyIndicator', declared.at('bankruptLast7Years'), codecs.yesNo),
      computed('CitizenshipResidencyType', citizenship),
      point('CoMakerEndorserOfNoteIndicator', declared.at('coMakerOrEndorserOnNote'), codecs.yesNo),
      point('HomeownerPastThreeYearsType', declared.at('ownershipInterestLast3Years'), yesNoWords),
      point('IntentToOccupyType', declared.at('intendToOccupyAsPrimaryResidence'), yesNoWords),
      point(
        'LoanForeclosureOrJudgmentIndicator',
        declared.at('obligatedOnLoanWithForeclosureOrJudgment'),
        codecs.yesNo,
      ),
      point('OutstandingJudgmentsIndicator', declared.at('outstandingJudgments'), codecs.yesNo),
      point('PartyToLawsuitIndicator', declared.at('partyToLawsuit'), codecs.yesNo),
      point('PresentlyDelinquentIndicator', declared.at('delinquentOnFederalDebtOrLoan'), codecs.yesNo),
      // The 1003's question c asks about a foreclosure or a deed in lieu in one answer.
      point(
        'PriorPropertyForeclosureCompletedIndicator',
        declared.at('foreclosedOrDeedInLieuLast7Years'),
        codecs.yesNo,
      ),
      point('PriorPropertyTitleType', declared.at('priorTitleHeld'), codes.priorTitle),
      point('PriorPropertyUsageType', declared.at('priorPropertyType'), codes.priorUsage),
      point('UndisclosedBorrowedFundsIndicator', declared.at('downPaymentBorrowed'), codecs.yesNo),
    ]),
  ]);
}

function employment(
  job: Lens<{ readonly selfEmployed?: string; readonly positionTitle?: string } | undefined>,
  details: readonly Node[],
): Node {
  return el('EMPLOYMENT', [
    point('EmploymentBorrowerSelfEmployedIndicator', job.at('selfEmployed'), codecs.yesNo),
    ...details,
  ]);
}

function employers(): Node {
  const current = jobs.at('currentEmployment');
  return el('EMPLOYERS', [
    when(
      (source) => textAt(current.at('employed'), source) !== 'no',
      el('EMPLOYER', [
        el('LEGAL_ENTITY', [
          el('CONTACTS', [
            el('CONTACT', [contactPoints({ phones: [[current.at('businessPhone'), 'Work']] })]),
          ]),
          el('LEGAL_ENTITY_DETAIL', [point('FullName', current.at('employerName'))]),
        ]),
        address(current.at('employerAddress')),
        employment(current, [
          fixed('EmploymentClassificationType', 'Primary'),
          point('EmploymentPositionDescription', current.at('positionTitle')),
          point('EmploymentStartDate', current.at('startDate'), codecs.date),
          fixed('EmploymentStatusType', 'Current'),
          point('EmploymentTimeInLineOfWorkYearsCount', current.at('yearsInLineOfWork'), codecs.count),
        ]),
      ]),
    ),
    list(jobs.at('previousEmployment'), 'EMPLOYER_PREVIOUS', (job) =>
      el('EMPLOYER', [
        el('LEGAL_ENTITY', [
          el('CONTACTS', [el('CONTACT', [contactPoints({ phones: [[job.at('businessPhone'), 'Work']] })])]),
          el('LEGAL_ENTITY_DETAIL', [point('FullName', job.at('employerName'))]),
        ]),
        address(job.at('employerAddress')),
        employment(job, [
          point('EmploymentEndDate', job.at('dateTo'), codecs.date),
          point('EmploymentMonthlyIncomeAmount', job.at('monthlyIncome'), codecs.amount),
          point('EmploymentPositionDescription', job.at('positionTitle')),
          point('EmploymentStartDate', job.at('dateFrom'), codecs.date),
          fixed('EmploymentStatusType', 'Previous'),
        ]),
      ]),
    ),
  ]);
}

function residences(): Node {
  return el('RESIDENCES', [
    el('RESIDENCE', [
      address(borrower.at('presentAddress')),
      residenceDetail(
        {
          basis: borrower.at('presentHousing'),
          months: borrower.at('presentAddressMonths'),
          years: borrower.at('presentAddressYears'),
        },
        'Current',
      ),
    ]),
    formerResidences(borrower.at('formerAddresses')),
  ]);
}

export function borrowerParty(): Node {
  return el(
    'PARTY',
    [
      el('INDIVIDUAL', [
        el('ALIASES', [
          list(statement.at('alternateNames'), 'ALIAS', (alias) =>
            el('ALIAS', [
              el('ALIAS_DETAIL', [
                point('AliasAccountIdentifier', alias.at('accountLast4')),
                point('AliasCreditorName', alias.at('creditorName')),
              ]),
              fullName(alias.at('alternateName')),
            ]),
          ),
        ]),
        contactPoints({ email: borrower.at('email'), phones: [[borrower.at('homePhone'), 'Home']] }),
        personName({
          first: borrower.at('firstName'),
          last: borrower.at('lastName'),
          middle: borrower.at('middleName'),
          suffix: borrower.at('suffix'),
        }),
      ]),
      when(
        (source) => borrower.at('mailing').at('different').read(source) === true,
        el('ADDRESSES', [address(borrower.at('mailing').at('address'), 'Mailing')]),
      ),
      role('BORROWER_1', 'Borrower', [
        el('BORROWER', [
          el('BORROWER_DETAIL', [
            point('BorrowerBirthDate', borrower.at('dateOfBirth'), codecs.date),
            fixed('BorrowerClassificationType', 'Primary'),
            point('DependentCount', borrower.at('dependentsCount'), codecs.count),
            point('MaritalStatusType', borrower.at('maritalStatus'), codes.marital),
            point('SchoolingYearsCount', borrower.at('yearsSchool'), codecs.count),
          ]),
          currentIncome(),
          declaration(),
          el('DEPENDENTS', [dependents(borrower.at('dependentsAges'))]),
          employers(),
          residences(),
        ]),
      ]),
      taxpayerIdentifier(borrower.at('ssn'), 'person'),
    ],
    { label: 'PARTY_1' },
  );
}

export function coBorrowerParty(): Node {
  return when(
    is(coBorrower.at('jointCredit'), 'yes'),
    el(
      'PARTY',
      [
        el('INDIVIDUAL', [
          contactPoints({ email: coBorrower.at('email'), phones: [[coBorrower.at('phone'), 'Home']] }),
          personName({ first: coBorrower.at('firstName'), last: coBorrower.at('lastName') }),
        ]),
        role('BORROWER_2', 'Borrower', [
          el('BORROWER', [
            el('BORROWER_DETAIL', [
              point('BorrowerBirthDate', coBorrower.at('dateOfBirth'), codecs.date),
              fixed('BorrowerClassificationType', 'Secondary'),
              point('MaritalStatusType', coBorrower.at('maritalStatus'), codes.marital),
            ]),
          ]),
        ]),
        taxpayerIdentifier(coBorrower.at('ssn'), 'person'),
      ],
      { label: 'PARTY_2' },
    ),
  );
}
