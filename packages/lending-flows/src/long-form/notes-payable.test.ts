import { describe, expect, it } from 'vitest';
import { emptyNote, emptyOtherLiability, emptyUnpaidTax, debtTotals } from './notes-payable.ts';
import { initialValuesOf, messagesOf, problems, valid } from './validation.fixture.ts';

const [privateNote] = valid.notesPayable.notes;

describe('notesPayable', () => {
  it('asks each of the three lists for entries or a "none" answer', () => {
    expect(messagesOf('notesPayable', initialValuesOf('notesPayable'))).toEqual({
      notes: 'Add each note or loan you owe, or tick “I owe no notes or installment loans”',
      unpaidTaxes: 'Add each tax you owe that is past due or unpaid, or tick “I owe no unpaid taxes”',
      otherLiabilities: 'Add any other debt you owe, or tick “I have no other debts”',
    });
    expect(
      problems('notesPayable', {
        notes: [],
        noNotes: true,
        unpaidTaxes: [emptyUnpaidTax],
        noUnpaidTaxes: true,
      }),
    ).toMatchObject({
      noUnpaidTaxes: 'You ticked “I owe no unpaid taxes” but listed some: remove them, or untick the box',
      'unpaidTaxes.0.payableTo': 'Value is required',
    });
  });

  it('asks each note Form 413 §2 and each tax and other debt its own columns', () => {
    expect(
      problems('notesPayable', {
        notes: [emptyNote],
        unpaidTaxes: [emptyUnpaidTax],
        noUnpaidTaxes: false,
        otherLiabilities: [emptyOtherLiability],
        noOtherLiabilities: false,
      }),
    ).toEqual({
      'notes.0.kind': 'The value is required',
      'notes.0.noteholderName': 'Value is required',
      'notes.0.originalBalance': 'Value is required',
      'notes.0.currentBalance': 'Value is required',
      'notes.0.paymentAmount': 'Value is required',
      'notes.0.paymentFrequency': 'The value is required',
      'notes.0.collateral': 'Value is required',
      'unpaidTaxes.0.taxType': 'The value is required',
      'unpaidTaxes.0.payableTo': 'Value is required',
      'unpaidTaxes.0.amount': 'Value is required',
      'otherLiabilities.0.description': 'Value is required',
      'otherLiabilities.0.owedTo': 'Value is required',
      'otherLiabilities.0.amount': 'Value is required',
    });
  });

  it('refuses a balance above the original amount unless it is a line of credit', () => {
    const grown = { ...privateNote!, currentBalance: '160000' };
    expect(problems('notesPayable', { notes: [grown] })).toEqual({
      'notes.0.currentBalance':
        'The balance is more than the original amount: correct it, or tick that this is a line of credit',
    });
    expect(problems('notesPayable', { notes: [{ ...grown, revolving: true }] })).toEqual({});
  });

  it('adds notes and installment loans to their own lines, with the taxes and other debts', () => {
    expect(debtTotals(valid.notesPayable)).toEqual({
      notesPayable: 120000,
      installmentAccounts: 21500,
      unpaidTaxes: 0,
      otherLiabilities: 0,
    });
    expect(
      debtTotals({
        notes: [{ kind: 'otherInstallment', currentBalance: '3000' }],
        unpaidTaxes: [{ amount: '4100' }, { amount: '900' }],
        otherLiabilities: [{ amount: '12,500' }],
      }),
    ).toEqual({ notesPayable: 0, installmentAccounts: 3000, unpaidTaxes: 5000, otherLiabilities: 12500 });
  });
});
