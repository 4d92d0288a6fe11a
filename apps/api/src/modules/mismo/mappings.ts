import type { FlowId } from '@northgate/site-config';
import { businessMapping } from './flows/business.ts';
import { investmentMapping } from './flows/investment.ts';
import { longFormMapping } from './flows/long-form.ts';
import { permanentMapping } from './flows/permanent/index.ts';
import type { FlowMapping } from './message.ts';

/** The flows that end in an application; the short quiz ends in an account, not an application. */
export type ApplicationFlowId = Exclude<FlowId, 'shortQuiz'>;

/** Each application flow's MISMO mapping: every application type exports. */
export const mismoMappings: Record<ApplicationFlowId, FlowMapping> = {
  permanentLoanApplication: permanentMapping,
  investmentLoanApplication: investmentMapping,
  businessLoanApplication: businessMapping,
  longForm: longFormMapping,
};
