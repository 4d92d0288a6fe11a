import {
  choice,
  messages,
  optionalChoice,
  optionalCount,
  optionalDollars,
  optionalString,
  yesNo,
} from '@northgate/validators';
import * as v from 'valibot';
import { requiredIf } from './rules.ts';

/**
 * Business loan application, step haveBankAccount (design/flow-fields.md, Flow 5: the shape of SBA Form 1919).
 */

export const businessBankAccountTypes = [
  { value: 'checking', label: 'Business checking' },
  { value: 'savings', label: 'Business savings' },
] as const;

const hasAccount = ['yes'] as const;

export const haveBankAccountSchema = v.pipe(
  v.object({
    hasBusinessBankAccount: choice(yesNo),
    bankName: optionalString({ max: 100 }),
    accountType: optionalChoice(businessBankAccountTypes),
    monthsWithBank: optionalCount({ min: 0, max: 1200 }),
    averageBalance: optionalDollars(),
    averageMonthlyDeposits: optionalDollars(),
    overdraftsLast3Months: optionalCount({ min: 0, max: 999 }),
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
