import type { FlowId } from '@northgate/site-config';
import { businessStepFields } from './business/index.ts';
import { investmentStepFields } from './investment/index.ts';
import { longFormStepFields } from './long-form/index.ts';
import { permanentStepFields } from './permanent/index.ts';
import { shortQuizStepFields } from './short-quiz-fields.ts';
import type { StepFieldMap } from './step-field-map.ts';

/**
 * Every flow's step field components, by flow and step id: for the tests and stories that walk all
 * flows. The site never imports this: each flow's route hands its own map to its FlowLayout, so a
 * borrower downloads the fields of the flow they are in, not of all five (the bundle budget's
 * `flow-page` chunk held them all).
 */
export const stepFields: Record<FlowId, StepFieldMap> = {
  shortQuiz: shortQuizStepFields,
  longForm: longFormStepFields,
  investmentLoanApplication: investmentStepFields,
  businessLoanApplication: businessStepFields,
  permanentLoanApplication: permanentStepFields,
};
