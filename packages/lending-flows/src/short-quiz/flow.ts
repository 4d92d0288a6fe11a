import type { FlowAnswersOf } from '@northgate/form-engine/core';
import { defineSiteFlow } from '../site-flow.ts';
import { assetsFormInitialValues, assetsFormSchema } from './assets-form.ts';
import { assetsSelectInitialValues, assetsSelectSchema, hasChosenAssets } from './assets-select.ts';
import { checkboxQsInitialValues, checkboxQsSchema } from './checkbox-qs.ts';
import { creditScoreInitialValues, creditScoreSchema } from './credit-score.ts';
import { passwordStepInitialValues, passwordStepSchema } from './password.ts';
import { personalDetailsInitialValues, personalDetailsSchema } from './personal-details.ts';
import { requestLoanInitialValues, requestLoanSchema } from './request-loan.ts';
import { verifyEmailInitialValues, verifyEmailSchema } from './verify-email.ts';

/** Short quiz (docs/product/product-spec.md §2): five stages; the password screen hides the bar. */
export const shortQuizFlow = defineSiteFlow('shortQuiz', {
  stages: [
    { id: 'personal', label: 'Personal' },
    { id: 'financial', label: 'Financial' },
    { id: 'assets', label: 'Assets' },
    { id: 'request', label: 'Request' },
    { id: 'submit', label: 'Submit' },
  ],
  steps: {
    personalDetails: {
      title: 'Your details',
      schema: personalDetailsSchema,
      initialValues: personalDetailsInitialValues,
      progress: { kind: 'stage', stage: 'personal' },
    },
    verifyEmail: {
      title: 'Verify your email',
      schema: verifyEmailSchema,
      initialValues: verifyEmailInitialValues,
      progress: { kind: 'stage', stage: 'personal' },
    },
    creditScore: {
      title: 'Your credit score',
      schema: creditScoreSchema,
      initialValues: creditScoreInitialValues,
      progress: { kind: 'stage', stage: 'financial' },
    },
    assetsSelect: {
      title: 'What do you own?',
      schema: assetsSelectSchema,
      initialValues: assetsSelectInitialValues,
      progress: { kind: 'stage', stage: 'assets' },
    },
    assetsForm: {
      title: 'Tell us about your assets',
      schema: assetsFormSchema,
      initialValues: assetsFormInitialValues,
      // "None of these" leaves nothing to describe.
      when: (values) => hasChosenAssets(values.assetsSelect?.assetTypes),
      progress: { kind: 'stage', stage: 'assets' },
    },
    requestLoan: {
      title: 'Your loan request',
      schema: requestLoanSchema,
      initialValues: requestLoanInitialValues,
      progress: { kind: 'stage', stage: 'request' },
    },
    checkboxQs: {
      title: 'A few last questions',
      schema: checkboxQsSchema,
      initialValues: checkboxQsInitialValues,
      progress: { kind: 'stage', stage: 'submit' },
    },
    password: {
      title: 'Create your password',
      schema: passwordStepSchema,
      initialValues: passwordStepInitialValues,
      progress: { kind: 'hidden' },
    },
  },
});

/** A short quiz's answers, step by step, typed from its step schemas (for code that reads them by name). */
export type Answers = FlowAnswersOf<{
  personalDetails: typeof personalDetailsSchema;
  verifyEmail: typeof verifyEmailSchema;
  creditScore: typeof creditScoreSchema;
  assetsSelect: typeof assetsSelectSchema;
  assetsForm: typeof assetsFormSchema;
  requestLoan: typeof requestLoanSchema;
  checkboxQs: typeof checkboxQsSchema;
  password: typeof passwordStepSchema;
}>;
