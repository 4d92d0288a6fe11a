import {
  codecs,
  computed,
  derived,
  el,
  enumCodec,
  fixed,
  list,
  point,
  textAt,
  type Lens,
  type Node,
} from './binding.ts';

/*
 * MISMO containers every flow fills the same way: a postal address, a name, a way to reach
 * someone, a tax id, a party's role. Children are listed in the order the B324 schema requires
 * (`node scripts/mismo-children.mjs ADDRESS` prints it).
 */

/** An address answer, as every address field of every flow stores it. */
export interface AddressAnswer {
  readonly street?: string;
  readonly unit?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zip?: string;
}

/** A postal address; `type` says which of a party's addresses it is (Mailing). */
export function address(lens: Lens<AddressAnswer | undefined>, type?: 'Mailing' | 'Current'): Node {
  return el('ADDRESS', [
    point('AddressLineText', lens.at('street')),
    ...(type === undefined ? [] : [fixed('AddressType', type)]),
    point('AddressUnitIdentifier', lens.at('unit')),
    point('CityName', lens.at('city')),
    fixed('CountryCode', 'US'),
    point('PostalCode', lens.at('zip')),
    point('StateCode', lens.at('state')),
  ]);
}

/** A person's name, from whichever of its parts the flow asks. */
export function personName(parts: {
  readonly first?: Lens<string | undefined>;
  readonly last?: Lens<string | undefined>;
  readonly middle?: Lens<string | undefined>;
  readonly suffix?: Lens<string | undefined>;
}): Node {
  return el('NAME', [
    ...(parts.first ? [point('FirstName', parts.first)] : []),
    ...(parts.last ? [point('LastName', parts.last)] : []),
    ...(parts.middle ? [point('MiddleName', parts.middle)] : []),
    ...(parts.suffix ? [point('SuffixName', parts.suffix)] : []),
  ]);
}

/** A company's or a creditor's name, as one line. */
export function fullName(lens: Lens<string | undefined>): Node {
  return el('NAME', [point('FullName', lens)]);
}

type PhoneRole = 'Home' | 'Mobile' | 'Work';

/** An email address and telephone numbers, each its own CONTACT_POINT. */
export function contactPoints(ways: {
  readonly email?: Lens<string | undefined>;
  readonly phones?: readonly (readonly [Lens<string | undefined>, PhoneRole])[];
}): Node {
  return el('CONTACT_POINTS', [
    ...(ways.email
      ? [el('CONTACT_POINT', [el('CONTACT_POINT_EMAIL', [point('ContactPointEmailValue', ways.email)])])]
      : []),
    ...(ways.phones ?? []).map(([phone, role]) =>
      el('CONTACT_POINT', [
        el('CONTACT_POINT_TELEPHONE', [point('ContactPointTelephoneValue', phone, codecs.phone)]),
        el('CONTACT_POINT_DETAIL', [fixed('ContactPointRoleType', role)]),
      ]),
    ),
  ]);
}

/**
 * A tax id. A person's is a Social Security number or an ITIN, told apart by the number (an ITIN
 * always starts with 9, an SSN never does); a company's is its EIN.
 */
export function taxpayerIdentifier(lens: Lens<string | undefined>, of: 'person' | 'company'): Node {
  const type =
    of === 'company'
      ? fixed('TaxpayerIdentifierType', 'EmployerIdentificationNumber')
      : computed('TaxpayerIdentifierType', (answers) => {
          const digits = codecs.digits.out(lens.read(answers));
          if (digits === undefined) return undefined;
          return digits.startsWith('9') ? 'IndividualTaxpayerIdentificationNumber' : 'SocialSecurityNumber';
        });
  return within('TAXPAYER_IDENTIFIERS/TAXPAYER_IDENTIFIER', [
    type,
    point('TaxpayerIdentifierValue', lens, codecs.digits),
  ]);
}

/** Containers each holding the next, down to `children`: `within('PROPERTY_TAXES/PROPERTY_TAX', […])`. */
export function within(path: string, children: readonly Node[]): Node {
  const [outer = '', ...inner] = path.split('/');
  return el(outer, inner.length === 0 ? children : [within(inner.join('/'), children)]);
}

/**
 * A party's ROLES: the one ROLE it plays, with what the role holds (BORROWER…), labelled so
 * relationships can name it; written whenever the party is, even if the role holds no answer.
 */
export function role(
  label: string,
  partyRole: string,
  holds: readonly Node[],
  otherDescription?: string,
): Node {
  const detail = el('ROLE_DETAIL', [
    fixed('PartyRoleType', partyRole),
    ...(otherDescription === undefined ? [] : [fixed('PartyRoleTypeOtherDescription', otherDescription)]),
  ]);
  return el('ROLES', [el('ROLE', [...holds, detail], { label, always: true })], { always: true });
}

/** Own, rent or live rent-free (the flows' shared housing tenures) in MISMO's words. */
export const residencyBasis = enumCodec({ own: 'Own', rent: 'Rent', rentFree: 'LivingRentFree' });

/** How a borrower holds a home and how long they have lived there, in years and months as asked. */
export function residenceDetail(
  time: {
    readonly basis: Lens<string | undefined>;
    readonly months: Lens<string | undefined>;
    readonly years: Lens<string | undefined>;
  },
  type: 'Current' | 'Prior',
): Node {
  return el('RESIDENCE_DETAIL', [
    point('BorrowerResidencyBasisType', time.basis, residencyBasis),
    point('BorrowerResidencyDurationMonthsCount', time.months, codecs.count),
    point('BorrowerResidencyDurationYearsCount', time.years, codecs.count),
    fixed('BorrowerResidencyType', type),
  ]);
}

/** A former address, as the flows' shared former-address list stores it. */
interface FormerAddressAnswer {
  readonly address?: AddressAnswer;
  readonly housing?: string;
  readonly years?: string;
  readonly months?: string;
}

/** The homes before the current one, each a Prior RESIDENCE labelled RESIDENCE_PRIOR_<n>. */
export function formerResidences(lens: Lens<readonly FormerAddressAnswer[] | undefined>): Node {
  return list(lens, 'RESIDENCE_PRIOR', (former) =>
    el('RESIDENCE', [
      address(former.at('address')),
      residenceDetail(
        { basis: former.at('housing'), months: former.at('months'), years: former.at('years') },
        'Prior',
      ),
    ]),
  );
}

/** One DEPENDENT per age typed ("4, 7"); the answer as typed stays in the extension. */
export function dependents(ages: Lens<string | undefined>): Node {
  return derived((answers) =>
    textAt(ages, answers)
      .split(/[,\s]+/)
      .filter((age) => /^\d{1,2}$/.test(age))
      .map((age) => ({
        name: 'DEPENDENT',
        children: [{ name: 'DependentAgeYearsCount', text: String(Number(age)) }],
      })),
  );
}
