import { messages, optionalCount, optionalDollars, optionalString } from '@northgate/validators';
import * as v from 'valibot';
import type { FieldContext } from '@northgate/form-engine/core';
import { ask, askChoice, askYesNo } from '../shared/ask.ts';
import { requiredIf } from './rules.ts';

/**
 * Business loan application, step haveBankAccount (docs/product/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

export const bankAccountTypes = [
  { value: 'checking', label: 'Business checking' },
  { value: 'savings', label: 'Business savings' },
] as const;

const hasAccount = ['yes'] as const;

/** The account's details are asked once the business has one. */
const withAccount = ({ step }: FieldContext) => step.hasBusinessBankAccount === 'yes';

export const haveBankAccountSchema = v.pipe(
  v.object({
    hasBusinessBankAccount: askYesNo({
      question: 'Does the business have its own bank account?',
      hint: 'A checking or savings account in the business’s name, separate from your personal accounts.',
    }),
    bankName: ask('text', optionalString({ max: 100 }), {
      question: 'Bank name',
      when: withAccount,
      input: { autoComplete: 'off' },
    }),
    accountType: askChoice(bankAccountTypes, {
      question: 'Type of account',
      optional: (context) => !withAccount(context),
      when: withAccount,
      input: { control: 'radio', inline: true },
    }),
    monthsWithBank: ask('number', optionalCount({ min: 0, max: 1200 }), {
      question: 'How many months has the account been open?',
      hint: 'For example, 30 for two and a half years.',
      when: withAccount,
      input: { width: 'short' },
    }),
    averageBalance: ask('money', optionalDollars(), {
      question: 'Average balance over the last 3 months',
      hint: 'Your monthly statements show the average daily balance.',
      when: withAccount,
    }),
    averageMonthlyDeposits: ask('money', optionalDollars(), {
      question: 'Average deposits each month',
      hint: 'The total paid into the account in a typical month over the last 3 months.',
      when: withAccount,
    }),
    overdraftsLast3Months: ask('number', optionalCount({ min: 0, max: 999 }), {
      question: 'Overdrafts and returned payments in the last 3 months',
      hint: 'Count each time the account was overdrawn or a payment was returned unpaid (NSF). Enter 0 if none.',
      when: withAccount,
      input: { width: 'short' },
    }),
  }),
  requiredIf('bankName', 'hasBusinessBankAccount', hasAccount),
  requiredIf('accountType', 'hasBusinessBankAccount', hasAccount, messages.choiceRequired),
  requiredIf('monthsWithBank', 'hasBusinessBankAccount', hasAccount),
  requiredIf('averageBalance', 'hasBusinessBankAccount', hasAccount),
  requiredIf('averageMonthlyDeposits', 'hasBusinessBankAccount', hasAccount),
  requiredIf('overdraftsLast3Months', 'hasBusinessBankAccount', hasAccount),
);

export const haveBankAccountInitialValues = {
  hasBusinessBankAccount: '',
  bankName: '',
  accountType: '',
  monthsWithBank: '',
  averageBalance: '',
  averageMonthlyDeposits: '',
  overdraftsLast3Months: '',
};
