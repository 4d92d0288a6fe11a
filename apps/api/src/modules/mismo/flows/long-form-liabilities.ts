import { longForm } from '@northgate/lending-flows';
import { amountOf } from '@northgate/validators';
import {
  codecs,
  computed,
  el,
  fixed,
  list,
  optionWords,
  point,
  textAt,
  when,
  type Lens,
  type Node,
} from '../binding.ts';
import { fullName } from '../nodes.ts';
import { answers, given, home, homeMortgaged, money, mortgaged } from './long-form-answers.ts';

// The personal financial statement's debts as the DEAL's LIABILITIES, each labelled LIABILITY_… so
// long-form.ts ties it to the applicant's role: mortgages, notes, unpaid taxes, other debts.

const taxType = optionWords(longForm.taxTypes);

/** A debt's holder, written only with the debt itself (a policy's insurer only with a loan against it). */
function holder(name: Lens<string | undefined>, test: (source: unknown) => boolean): Node {
  return when(test, el('LIABILITY_HOLDER', [fullName(name)]));
}

interface Mortgage {
  readonly balance: Lens<string | undefined>;
  readonly payment: Lens<string | undefined>;
  readonly lender: Lens<string | undefined>;
  readonly account?: Lens<string | undefined>;
}

/**
 * The mortgage on a property owned, written while the step asks about it (a balance above 0); a
 * balance of 0 is said by the property's own lien amount.
 */
function mortgage(
  test: (source: unknown) => boolean,
  { balance, payment, lender, account }: Mortgage,
): Node[] {
  return [
    when(
      test,
      el('LIABILITY_DETAIL', [
        ...(account ? [point('LiabilityAccountIdentifier', account)] : []),
        point('LiabilityMonthlyPaymentAmount', payment, codecs.amount),
        fixed('LiabilityType', 'MortgageLoan'),
        point('LiabilityUnpaidBalanceAmount', balance, codecs.amount),
      ]),
    ),
    holder(lender, test),
  ];
}

const perMonth: Readonly<Record<string, number>> = {
  monthly: 1,
  quarterly: 3,
  semiAnnually: 6,
  annually: 12,
};

/** A note's payment as MISMO's monthly one (none for a note paid all at maturity). */
const notePayment = (note: Lens<longForm.Note>) =>
  computed('LiabilityMonthlyPaymentAmount', (source) => {
    const months = perMonth[textAt(note.at('paymentFrequency'), source)];
    return months === undefined || textAt(note.at('paymentAmount'), source) === ''
      ? undefined
      : money(amountOf(note.at('paymentAmount').read(source)) / months);
  });

/** A line of credit is revolving; car and other installment loans are installments; a note is Other. */
const noteType = (note: Lens<longForm.Note>) => (source: unknown) => {
  const kind = textAt(note.at('kind'), source);
  if (kind === '') return undefined;
  if (note.at('revolving').read(source) === true) return 'Revolving';
  return kind === 'note' ? 'Other' : 'Installment';
};

export function statementLiabilities(): Node {
  const debts = answers.at('notesPayable');
  return el('LIABILITIES', [
    el(
      'LIABILITY',
      mortgage(homeMortgaged, {
        balance: home.at('mortgageBalance'),
        payment: home.at('monthlyMortgagePayment'),
        lender: home.at('mortgageHolderName'),
      }),
      { label: 'LIABILITY_HOME_MORTGAGE' },
    ),
    list(answers.at('investmentProperty').at('properties'), 'LIABILITY_PROPERTY_MORTGAGE', (property) =>
      el(
        'LIABILITY',
        mortgage(mortgaged(property.at('mortgageBalance')), {
          balance: property.at('mortgageBalance'),
          payment: property.at('monthlyPayment'),
          lender: property.at('mortgageHolderName'),
          account: property.at('mortgageAccountLast4'),
        }),
      ),
    ),
    list(debts.at('notes'), 'LIABILITY_NOTE', (note) =>
      el('LIABILITY', [
        el('LIABILITY_DETAIL', [
          notePayment(note),
          computed('LiabilityType', noteType(note)),
          computed('LiabilityTypeOtherDescription', (source) =>
            noteType(note)(source) === 'Other' ? 'Note payable' : undefined,
          ),
          point('LiabilityUnpaidBalanceAmount', note.at('currentBalance'), codecs.amount),
        ]),
        el('LIABILITY_HOLDER', [fullName(note.at('noteholderName'))]),
      ]),
    ),
    list(debts.at('unpaidTaxes'), 'LIABILITY_TAX', (tax) =>
      el('LIABILITY', [
        el('LIABILITY_DETAIL', [
          point('LiabilityDescription', tax.at('taxType'), taxType),
          // A tax with a lien on a property is MISMO's tax lien.
          computed('LiabilityType', (source) => {
            if (textAt(tax.at('amount'), source) === '') return undefined;
            return textAt(tax.at('propertyWithLien'), source) === '' ? 'Taxes' : 'TaxLien';
          }),
          point('LiabilityUnpaidBalanceAmount', tax.at('amount'), codecs.amount),
        ]),
        el('LIABILITY_HOLDER', [fullName(tax.at('payableTo'))]),
      ]),
    ),
    list(debts.at('otherLiabilities'), 'LIABILITY_OTHER', (debt) =>
      el('LIABILITY', [
        el('LIABILITY_DETAIL', [
          point('LiabilityMonthlyPaymentAmount', debt.at('monthlyPayment'), codecs.amount),
          fixed('LiabilityType', 'Other'),
          point('LiabilityTypeOtherDescription', debt.at('description')),
          point('LiabilityUnpaidBalanceAmount', debt.at('amount'), codecs.amount),
        ]),
        el('LIABILITY_HOLDER', [fullName(debt.at('owedTo'))]),
      ]),
    ),
    list(answers.at('lifeInsurance').at('policies'), 'LIABILITY_POLICY_LOAN', (policy) =>
      el('LIABILITY', [
        el('LIABILITY_DETAIL', [
          fixed('LiabilityType', 'Other'),
          fixed('LiabilityTypeOtherDescription', 'Loan against a life insurance policy'),
          point('LiabilityUnpaidBalanceAmount', policy.at('loansAgainstPolicy'), codecs.amount),
        ]),
        holder(policy.at('insuranceCompany'), given(policy.at('loansAgainstPolicy'))),
      ]),
    ),
  ]);
}
