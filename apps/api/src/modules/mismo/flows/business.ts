import { business, businessLoanApplicationFlow } from '@northgate/lending-flows';
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
  point,
  textAt,
  when,
  type Codec,
  type Lens,
  type Node,
} from '../binding.ts';
import { arcrole, type FlowMapping } from '../message.ts';
import { address, contactPoints, fullName, role, taxpayerIdentifier } from '../nodes.ts';

/*
 * The business application (SBA Form 1919's shape) in MISMO 3.4, a residential standard that fits
 * it partly: the business is the borrowing PARTY, a LEGAL_ENTITY; the applicant, other owners and
 * officers, owning companies, affiliates and a co-applicant are parties whose roles are tied to its
 * role; its bank account is an ASSET, a property the SUBJECT_PROPERTY, other collateral PLEDGED_ASSETs.
 * Its finances, the declarations (on "the business or any owner", not the borrower alone), the
 * government loans (anyone's, paid off or not) and demographics stay in the extension.
 */

const answers = answersOf<business.Answers>();
const applicant = answers.at('personal-data');
const bank = answers.at('haveBankAccount');
const company = answers.at('businessInformation');
const owners = answers.at('ownerInformation');
const partners = answers.at('partnerInformation');
const property = answers.at('propertyInfo');
const processing = answers.at('processingInformation');
const legalName = company.at('legalName');
const price = property.at('purchasePrice');

const pledged = property.at('collateral');
const others = owners.at('owners');
const owningCompanies = partners.at('entityOwners');
const affiliates = partners.at('affiliates');

const codes = {
  account: enumCodec({ checking: 'CheckingAccount', savings: 'SavingsAccount' }),
  // MISMO has one Corporation; the extension keeps which kind.
  entity: enumCodec({
    soleProprietor: 'SoleProprietorship',
    partnership: 'Partnership',
    llc: 'LimitedLiabilityCompany',
    cCorp: 'Corporation',
    sCorp: 'Corporation',
    other: 'Other',
  }),
  ownerEntity: enumCodec({
    llc: 'LimitedLiabilityCompany',
    corporation: 'Corporation',
    partnership: 'Partnership',
    trust: 'Trust',
    esop: 'Other',
    '401k': 'Other',
    other: 'Other',
  }),
  plan: enumCodec({ esop: 'EmployeeStockOwnershipPlan', '401k': 'RetirementPlan401k' }),
  collateral: enumCodec({
    realEstate: 'RealEstateOwned',
    equipment: 'Other',
    inventory: 'Other',
    receivables: 'Other',
    other: 'Other',
  }),
  pledgedKind: enumCodec({
    equipment: 'Equipment',
    inventory: 'Inventory',
    receivables: 'AccountsReceivable',
  }),
  // MISMO names the jurisdiction an entity is organized under; the answer is its USPS code.
  state: enumCodec(Object.fromEntries(US_STATES.map(({ value, label }) => [value, label]))),
};

type Text = Lens<string | undefined>;
const always = { always: true } as const;

/** A MISMO word for an answer that a bound element already carries (an Other's description). */
const outOf = (codec: Codec, lens: Lens<unknown>) => (source: unknown) => codec.out(lens.read(source));

/** The flow's own tests of what the property step shows. */
const step = (source: unknown) => (property.read(source) ?? {}) as Record<string, unknown>;
const owns = (source: unknown) => business.ownsProperty(step(source));
const owned = (source: unknown) => owns(source) && step(source).propertyStatus === 'owned';
const buying = (source: unknown) => owns(source) && step(source).propertyStatus === 'buying';

/** A party's one ROLE that MISMO has no word for (a guarantor, an affiliate), labelled for its relationship. */
function otherRole(label: string, description: Node, remark: readonly Node[] = []): Node {
  const detail = el('ROLE_DETAIL', [fixed('PartyRoleType', 'Other'), ...remark, description], always);
  return el('ROLES', [el('ROLE', [detail], { label, always: true })], always);
}

/**
 * MISMO's PartyRoleBase has no guarantor: Other "Guarantor" when the person guarantees the loan,
 * else "Owner", or "Officer" for someone who runs the business without a share of it. The
 * answer itself stays in the extension, since the word also depends on the share.
 */
function personRole(label: string, guarantees: Text, share: Text): Node {
  return otherRole(
    label,
    computed('PartyRoleTypeOtherDescription', (source) => {
      if (textAt(guarantees, source) === 'yes') return 'Guarantor';
      return (dollarsAt(share, source) ?? 0) > 0 ? 'Owner' : 'Officer';
    }),
  );
}

/** A person's name with their title at the business (MISMO's "job classification held by a person in a business"). */
const nameWithTitle = (first: Text, title: Text, last: Text) =>
  el('NAME', [
    point('FirstName', first),
    point('IndividualTitleDescription', title),
    point('LastName', last),
  ]);

function assets(): Node {
  return el('ASSETS', [
    when(
      is(bank.at('hasBusinessBankAccount'), 'yes'),
      el(
        'ASSET',
        [
          el('ASSET_DETAIL', [
            computed('AssetAccountInNameOfDescription', (source) => textAt(legalName, source) || undefined),
            // The 3-month average balance: the closest MISMO has to the account's value.
            point('AssetCashOrMarketValueAmount', bank.at('averageBalance'), codecs.amount),
            point('AssetType', bank.at('accountType'), codes.account),
          ]),
          el('ASSET_HOLDER', [fullName(bank.at('bankName'))]),
        ],
        { label: 'ASSET_BANK_ACCOUNT' },
      ),
    ),
  ]);
}

const salesContract = el('SALES_CONTRACT_DETAIL', [point('SalesContractAmount', price, codecs.amount)]);

function collaterals(): Node {
  return el('COLLATERALS', [
    when(
      is(property.at('realEstateInvolved'), 'yes'),
      el('COLLATERAL', [
        el('SUBJECT_PROPERTY', [
          address(property.at('propertyAddress')),
          el('PROPERTY_DETAIL', [
            when(owns, point('PropertyEstimatedValueAmount', property.at('estimatedValue'), codecs.amount)),
            when(owned, point('PropertyExistingLienAmount', property.at('amountOwed'), codecs.amount)),
            // Asked as "What was paid for it" when already owned, as the purchase price when buying.
            when(owned, point('PropertyOriginalCostAmount', price, codecs.amount)),
          ]),
          when(buying, el('SALES_CONTRACTS', [el('SALES_CONTRACT', [salesContract])])),
        ]),
      ]),
    ),
    when(
      is(property.at('offeringCollateral'), 'yes'),
      list(pledged, 'COLLATERAL_PLEDGED', (item) =>
        el('COLLATERAL', [
          el('PLEDGED_ASSET', [
            el('ASSET_DETAIL', [
              point('AssetCashOrMarketValueAmount', item.at('value'), codecs.amount),
              point('AssetDescription', item.at('description')),
              // Worth less what is owed on it; the amount owed itself stays in the extension.
              computed('AssetNetValueAmount', (source) => {
                const value = dollarsAt(item.at('value'), source);
                const owed = dollarsAt(item.at('owed'), source);
                return value === undefined || owed === undefined ? undefined : (value - owed).toFixed(2);
              }),
              point('AssetType', item.at('type'), codes.collateral),
              computed('AssetTypeOtherDescription', outOf(codes.pledgedKind, item.at('type'))),
            ]),
          ]),
        ]),
      ),
    ),
  ]);
}

/** Purchase when the loan buys the property; otherwise Other, with the uses the borrower listed. */
function otherPurpose(source: unknown): string | undefined {
  if (buying(source)) return undefined;
  const uses = company.at('useOfProceeds').read(source);
  const words = (Array.isArray(uses) ? (uses as readonly Partial<business.ProceedsUse>[]) : []).map(
    ({ use, details }) =>
      use === 'other'
        ? details?.trim()
        : business.proceedsUses.find((option) => option.value === use)?.label.replace(/ \(.*\)$/, ''),
  );
  const named = words.filter((word) => word !== undefined && word !== '');
  return named.length === 0 ? 'Business loan' : `Business loan: ${named.join('; ')}`;
}

function loans(reference: string): Node {
  return el('LOANS', [
    el(
      'LOAN',
      [
        el('LOAN_IDENTIFIERS', [
          el('LOAN_IDENTIFIER', [
            computed('LoanIdentifier', () => reference),
            fixed('LoanIdentifierType', 'LenderLoan'),
          ]),
        ]),
        el('TERMS_OF_LOAN', [
          point('BaseLoanAmount', company.at('loanAmount'), codecs.amount),
          computed('LoanPurposeType', (source) => (buying(source) ? 'Purchase' : 'Other')),
          computed('LoanPurposeTypeOtherDescription', otherPurpose),
        ]),
      ],
      { attributes: { LoanRoleType: 'SubjectLoan' } },
    ),
  ]);
}

/** Said whatever else is answered: the borrower is a company, not a person. */
const borrowerDetail = el(
  'BORROWER_DETAIL',
  [
    fixed('BorrowerClassificationType', 'Primary'),
    fixed('BorrowerIsAnIndividualPersonIndicator', 'false'),
    // The applicant authorizes credit checks "on me and on the business".
    point('CreditReportAuthorizationIndicator', processing.at('creditAuthorization'), codecs.check),
  ],
  always,
);

function businessParty(): Node {
  const entityType = company.at('entityType');
  const formedIn = company.at('stateOfFormation');
  const phone = company.at('businessPhone');
  const otherType = company.at('entityTypeOther');
  return el(
    'PARTY',
    [
      el('LEGAL_ENTITY', [
        el('ALIASES', [
          el('ALIAS', [el('ALIAS_DETAIL', [fixed('AliasType', 'AlsoKnownAs')]), fullName(company.at('dba'))]),
        ]),
        el('CONTACTS', [
          el('CONTACT', [
            contactPoints({ email: company.at('contactEmail'), phones: [[phone, 'Work']] }),
            fullName(company.at('contactName')),
          ]),
        ]),
        el('LEGAL_ENTITY_DETAIL', [
          point('FullName', legalName),
          when(
            (source) => business.hasStateOfFormation(entityType.read(source)),
            point('LegalEntityOrganizedUnderTheLawsOfJurisdictionName', formedIn, codes.state),
          ),
          point('LegalEntityType', entityType, codes.entity),
          when(is(entityType, 'other'), point('LegalEntityTypeOtherDescription', otherType)),
        ]),
      ]),
      el('ADDRESSES', [address(company.at('businessAddress'))]),
      role('BORROWER_1', 'Borrower', [el('BORROWER', [borrowerDetail], always)]),
      taxpayerIdentifier(company.at('ein'), 'company'),
    ],
    { label: 'PARTY_BUSINESS' },
  );
}

function applicantParty(): Node {
  return el(
    'PARTY',
    [
      el('INDIVIDUAL', [
        contactPoints({ email: applicant.at('email'), phones: [[applicant.at('mobilePhone'), 'Mobile']] }),
        nameWithTitle(applicant.at('firstName'), applicant.at('title'), applicant.at('lastName')),
      ]),
      el('ADDRESSES', [address(applicant.at('homeAddress'), 'Current')]),
      personRole('ROLE_APPLICANT', owners.at('isGuarantor'), applicant.at('ownershipPct')),
      taxpayerIdentifier(applicant.at('ssnOrItin'), 'person'),
    ],
    { label: 'PARTY_APPLICANT' },
  );
}

function ownerParties(): Node {
  return list(others, 'PARTY_OWNER', (owner, index) =>
    el('PARTY', [
      el('INDIVIDUAL', [
        contactPoints({ email: owner.at('email') }),
        nameWithTitle(owner.at('firstName'), owner.at('title'), owner.at('lastName')),
      ]),
      el('ADDRESSES', [address(owner.at('homeAddress'), 'Current')]),
      personRole(`ROLE_OWNER_${index + 1}`, owner.at('isGuarantor'), owner.at('ownershipPct')),
      taxpayerIdentifier(owner.at('ssnOrItin'), 'person'),
    ]),
  );
}

/** A company named on the partners step: its name, what it is to the business, its EIN. */
function companyParty(name: Text, ein: Text, detail: readonly Node[], roles: Node, label?: string): Node {
  return el(
    'PARTY',
    [
      el('LEGAL_ENTITY', [el('LEGAL_ENTITY_DETAIL', [point('FullName', name), ...detail])]),
      roles,
      taxpayerIdentifier(ein, 'company'),
    ],
    { label },
  );
}

function partnerParties(): Node[] {
  return [
    when(
      is(partners.at('hasEntityOwners'), 'yes'),
      list(owningCompanies, 'PARTY_ENTITY_OWNER', (owner, index) =>
        companyParty(
          owner.at('name'),
          owner.at('ein'),
          [
            point('LegalEntityType', owner.at('entityType'), codes.ownerEntity),
            computed('LegalEntityTypeOtherDescription', outOf(codes.plan, owner.at('entityType'))),
          ],
          role(`ROLE_ENTITY_OWNER_${index + 1}`, 'Other', [], 'Owner'),
        ),
      ),
    ),
    when(
      is(partners.at('hasAffiliates'), 'yes'),
      list(affiliates, 'PARTY_AFFILIATE', (affiliate, index) =>
        companyParty(
          affiliate.at('name'),
          affiliate.at('ein'),
          [],
          // How it is connected, in the borrower's words: MISMO's remark on the role.
          otherRole(`ROLE_AFFILIATE_${index + 1}`, fixed('PartyRoleTypeOtherDescription', 'Affiliate'), [
            point('PartyRoleTypeAdditionalDescription', affiliate.at('relationship')),
          ]),
        ),
      ),
    ),
    when(
      is(partners.at('hasCoApplicant'), 'yes'),
      companyParty(
        partners.at('coApplicantName'),
        partners.at('coApplicantEin'),
        [],
        role('ROLE_CO_APPLICANT', 'Other', [], 'CoApplicant'),
        'PARTY_CO_APPLICANT',
      ),
    ),
  ];
}

export const businessMapping: FlowMapping = {
  flow: businessLoanApplicationFlow,
  name: 'Northgate business loan application',
  deal: (reference) => [
    assets(),
    collaterals(),
    loans(reference),
    el('PARTIES', [businessParty(), applicantParty(), ownerParties(), ...partnerParties()]),
  ],
  // The bank account is the business's; every other party's role is tied to the business's.
  relationships: [
    { from: /^ASSET_/, to: 'BORROWER_1', arcrole: arcrole('ASSET', 'ROLE') },
    { from: /^ROLE_/, to: 'BORROWER_1', arcrole: arcrole('ROLE', 'ROLE') },
  ],
};
