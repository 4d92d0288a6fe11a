import { amount, group, indicator, items, text, type Answers } from './answers.ts';
import {
  MARITAL_STATUS,
  OTHER_INCOME_TYPE,
  PRIOR_PROPERTY_TITLE,
  PRIOR_PROPERTY_USAGE,
  RESIDENCY_BASIS,
  code,
} from './codes.ts';
import { element, value, type MaybeElement } from './xml.ts';

/** A postal address in MISMO's ADDRESS container. */
export function address(answers: Answers): MaybeElement {
  return element('ADDRESS', [
    value('AddressLineText', text(answers, 'street')),
    value('AddressUnitIdentifier', text(answers, 'unit')),
    value('CityName', text(answers, 'city')),
    value('CountryCode', text(answers, 'street') === '' ? undefined : 'US'),
    value('PostalCode', text(answers, 'zip')),
    value('StateCode', text(answers, 'state')),
  ]);
}

function contactPoints(borrower: Answers): MaybeElement {
  const phone = text(borrower, 'homePhone');
  const email = text(borrower, 'email');
  return element('CONTACT_POINTS', [
    email === ''
      ? undefined
      : element('CONTACT_POINT', [element('CONTACT_POINT_EMAIL', [value('ContactPointEmailValue', email)])]),
    phone === ''
      ? undefined
      : element('CONTACT_POINT', [
          element('CONTACT_POINT_DETAIL', [value('ContactPointRoleType', 'Home')]),
          element('CONTACT_POINT_TELEPHONE', [value('ContactPointTelephoneValue', phone)]),
        ]),
  ]);
}

function declaration(answers: Answers): MaybeElement {
  const d = group(group(answers, 'declarations'), 'borrower');
  const citizenship =
    text(d, 'usCitizen') === 'yes'
      ? 'USCitizen'
      : text(d, 'permanentResidentAlien') === 'yes'
        ? 'PermanentResidentAlien'
        : text(d, 'usCitizen') === 'no'
          ? 'NonPermanentResidentAlien'
          : undefined;
  const occupy = text(d, 'intendToOccupyAsPrimaryResidence');
  return element('DECLARATION', [
    element('DECLARATION_DETAIL', [
      value('BankruptcyIndicator', indicator(text(d, 'bankruptLast7Years'))),
      value('CitizenshipResidencyType', citizenship),
      value('HomeownerPastThreeYearsIndicator', indicator(text(d, 'ownershipInterestLast3Years'))),
      value('IntentToOccupyType', occupy === 'yes' ? 'Yes' : occupy === 'no' ? 'No' : undefined),
      value('OutstandingJudgmentsIndicator', indicator(text(d, 'outstandingJudgments'))),
      value('PartyToLawsuitIndicator', indicator(text(d, 'partyToLawsuit'))),
      value('PresentlyDelinquentIndicator', indicator(text(d, 'delinquentOnFederalDebtOrLoan'))),
      value(
        'PriorPropertyForeclosureCompletedIndicator',
        indicator(text(d, 'foreclosedOrDeedInLieuLast7Years')),
      ),
      value('PriorPropertyTitleType', code(PRIOR_PROPERTY_TITLE, text(d, 'priorTitleHeld'))),
      value('PriorPropertyUsageType', code(PRIOR_PROPERTY_USAGE, text(d, 'priorPropertyType'))),
      value('UndisclosedBorrowedFundsIndicator', indicator(text(d, 'downPaymentBorrowed'))),
      value('UndisclosedComakerOfNoteIndicator', indicator(text(d, 'coMakerOrEndorserOnNote'))),
    ]),
  ]);
}

function incomeItem(type: string, monthly: string, employment: boolean, other?: string): MaybeElement {
  const total = amount(monthly);
  if (total === undefined) return undefined;
  return element('CURRENT_INCOME_ITEM', [
    element('CURRENT_INCOME_ITEM_DETAIL', [
      value('CurrentIncomeMonthlyTotalAmount', total),
      value('EmploymentIncomeIndicator', employment ? 'true' : 'false'),
      value('IncomeType', type),
      value('IncomeTypeOtherDescription', other),
    ]),
  ]);
}

function currentIncome(answers: Answers): MaybeElement {
  const income = group(group(answers, 'monthlyIncomeAndCombinedExpenseInfo'), 'borrower');
  const employment: [string, string][] = [
    ['Base', 'baseEmploymentIncome'],
    ['Overtime', 'overtime'],
    ['Bonus', 'bonuses'],
    ['Commissions', 'commissions'],
  ];
  const other: [string, string][] = [
    ['DividendsInterest', 'dividendsInterest'],
    ['NetRentalIncome', 'netRentalIncome'],
  ];
  return element('CURRENT_INCOME', [
    element('CURRENT_INCOME_ITEMS', [
      ...employment.map(([type, key]) => incomeItem(type, text(income, key), true)),
      ...other.map(([type, key]) => incomeItem(type, text(income, key), false)),
      ...items(income, 'otherIncome').map((entry) => {
        const type = OTHER_INCOME_TYPE[text(entry, 'source')] ?? 'Other';
        const described = type === 'Other' ? text(entry, 'description') : undefined;
        return incomeItem(type, text(entry, 'monthlyAmount'), false, described);
      }),
    ]),
  ]);
}

function employer(job: Answers, status: 'Current' | 'Prior', classification?: string): MaybeElement {
  const name = text(job, 'employerName');
  if (name === '') return undefined;
  return element('EMPLOYER', [
    address(group(job, 'employerAddress')),
    element('EMPLOYMENT', [
      value('EmploymentBorrowerSelfEmployedIndicator', indicator(text(job, 'selfEmployed'))),
      value('EmploymentClassificationType', classification),
      value('EmploymentEndDate', text(job, 'dateTo')),
      value(
        'EmploymentMonthlyIncomeAmount',
        status === 'Prior' ? amount(text(job, 'monthlyIncome')) : undefined,
      ),
      value('EmploymentPositionDescription', text(job, 'positionTitle')),
      value('EmploymentStartDate', text(job, 'startDate') || text(job, 'dateFrom')),
      value('EmploymentStatusType', status),
      value('EmploymentTimeInLineOfWorkYearsCount', text(job, 'yearsInLineOfWork')),
    ]),
    element('LEGAL_ENTITY', [element('LEGAL_ENTITY_DETAIL', [value('FullName', name)])]),
  ]);
}

function employers(answers: Answers): MaybeElement {
  const jobs = group(group(answers, 'employmentInformation'), 'borrower');
  const current = group(jobs, 'currentEmployment');
  return element('EMPLOYERS', [
    text(current, 'employed') === 'no' ? undefined : employer(current, 'Current', 'Primary'),
    ...items(jobs, 'previousEmployment').map((job) => employer(job, 'Prior')),
  ]);
}

function residence(place: Answers, type: 'Current' | 'Prior', basis: string, years: string, months: string) {
  const total = Number(years || 0) * 12 + Number(months || 0);
  return element('RESIDENCE', [
    address(place),
    element('RESIDENCE_DETAIL', [
      value('BorrowerResidencyBasisType', code(RESIDENCY_BASIS, basis)),
      value('BorrowerResidencyDurationMonthsCount', Number.isFinite(total) && total > 0 ? total : undefined),
      value('BorrowerResidencyType', type),
    ]),
  ]);
}

function residences(borrower: Answers): MaybeElement {
  return element('RESIDENCES', [
    residence(
      group(borrower, 'presentAddress'),
      'Current',
      text(borrower, 'presentHousing'),
      text(borrower, 'presentAddressYears'),
      text(borrower, 'presentAddressMonths'),
    ),
    ...items(borrower, 'formerAddresses').map((former) =>
      residence(
        group(former, 'address'),
        'Prior',
        text(former, 'housing'),
        text(former, 'years'),
        text(former, 'months'),
      ),
    ),
  ]);
}

/** The borrower as a MISMO PARTY: name, contact, role with details, income, jobs, homes, declarations, SSN. */
export function borrowerParty(answers: Answers): MaybeElement {
  const borrower = group(group(answers, 'borrowerInformation'), 'borrower');
  const ages = text(borrower, 'dependentsAges')
    .split(/[,\s]+/)
    .filter((age) => /^\d{1,2}$/.test(age));
  const ssn = text(borrower, 'ssn').replace(/\D/g, '');
  return element('PARTY', [
    element('INDIVIDUAL', [
      contactPoints(borrower),
      element('NAME', [
        value('FirstName', text(borrower, 'firstName')),
        value('LastName', text(borrower, 'lastName')),
        value('MiddleName', text(borrower, 'middleName')),
        value('SuffixName', text(borrower, 'suffix')),
      ]),
    ]),
    element('ROLES', [
      element('ROLE', [
        element('BORROWER', [
          element('BORROWER_DETAIL', [
            value('BorrowerBirthDate', text(borrower, 'dateOfBirth')),
            value('DependentCount', text(borrower, 'dependentsCount')),
            value('MaritalStatusType', code(MARITAL_STATUS, text(borrower, 'maritalStatus'))),
            value('SchoolingYearsCount', text(borrower, 'yearsSchool')),
          ]),
          currentIncome(answers),
          declaration(answers),
          element(
            'DEPENDENTS',
            ages.map((age) => element('DEPENDENT', [value('DependentAgeYearsCount', age)])),
          ),
          employers(answers),
          residences(borrower),
        ]),
        element('ROLE_DETAIL', [value('PartyRoleType', 'Borrower')]),
      ]),
    ]),
    ssn === ''
      ? undefined
      : element('TAXPAYER_IDENTIFIERS', [
          element('TAXPAYER_IDENTIFIER', [
            value('TaxpayerIdentifierType', 'SocialSecurityNumber'),
            value('TaxpayerIdentifierValue', ssn),
          ]),
        ]),
  ]);
}
