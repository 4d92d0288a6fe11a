import { VerifyEmailFields } from '../short-quiz/verify-email-fields.tsx';
import { AssetsFormFields } from './assets-form-fields.tsx';
import { AssetsSelectFields } from './assets-select-fields.tsx';
import { CheckboxQsFields } from './checkbox-qs-fields.tsx';
import { CreditScoreFields } from './credit-score-fields.tsx';
import { PasswordFields } from './password-fields.tsx';
import { PersonalDetailsFields } from './personal-details-fields.tsx';
import { RequestLoanFields } from './request-loan-fields.tsx';
import type { StepFieldMap } from './step-field-map.ts';

/** Field components of the short quiz's steps, by step id (see ./step-fields.ts). */
export const shortQuizStepFields: StepFieldMap = {
  personalDetails: PersonalDetailsFields,
  verifyEmail: VerifyEmailFields,
  creditScore: CreditScoreFields,
  assetsSelect: AssetsSelectFields,
  assetsForm: AssetsFormFields,
  requestLoan: RequestLoanFields,
  checkboxQs: CheckboxQsFields,
  password: PasswordFields,
};
