import type { FlowId } from '@northgate/site-config';
import type { ComponentType } from 'react';
import { VerifyEmailFields } from '../short-quiz/verify-email-fields.tsx';
import { AssetsFormFields } from './assets-form-fields.tsx';
import { businessStepFields } from './business/index.ts';
import { investmentStepFields } from './investment/index.ts';
import { longFormStepFields } from './long-form/index.ts';
import { permanentStepFields } from './permanent/index.ts';
import { AssetsSelectFields } from './assets-select-fields.tsx';
import { CheckboxQsFields } from './checkbox-qs-fields.tsx';
import { CreditScoreFields } from './credit-score-fields.tsx';
import { PasswordFields } from './password-fields.tsx';
import { PersonalDetailsFields } from './personal-details-fields.tsx';
import { RequestLoanFields } from './request-loan-fields.tsx';

/**
 * The field components of each step, by flow and step id. A flow's issue adds its steps here
 * (and their schemas to the form engine); a step without an entry shows its title and lead.
 */
export const stepFields: Partial<Record<FlowId, Partial<Record<string, ComponentType>>>> = {
  shortQuiz: {
    personalDetails: PersonalDetailsFields,
    verifyEmail: VerifyEmailFields,
    creditScore: CreditScoreFields,
    assetsSelect: AssetsSelectFields,
    assetsForm: AssetsFormFields,
    requestLoan: RequestLoanFields,
    checkboxQs: CheckboxQsFields,
    password: PasswordFields,
  },
  longForm: longFormStepFields,
  investmentLoanApplication: investmentStepFields,
  businessLoanApplication: businessStepFields,
  permanentLoanApplication: permanentStepFields,
};
