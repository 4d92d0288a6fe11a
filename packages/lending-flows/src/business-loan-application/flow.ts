import type { FlowAnswersOf } from '@northgate/form-engine/core';
import { defineSiteFlow } from '../site-flow.ts';
import { businessInformationInitialValues, businessInformationSchema } from './business-information.ts';
import { haveBankAccountInitialValues, haveBankAccountSchema } from './have-bank-account.ts';
import { ownerInformationInitialValues, ownerInformationSchema } from './owner-information.ts';
import { partnerInformationInitialValues, partnerInformationSchema } from './partner-information.ts';
import { personalDataInitialValues, personalDataSchema } from './personal-data.ts';
import { processingInformationInitialValues, processingInformationSchema } from './processing-information.ts';
import { propertyInfoInitialValues, propertyInfoSchema } from './property-info.ts';

/**
 * Business loan application (docs/product/product-spec.md §2): one stage per step. The spec does not say
 * whether earlier stages show as passed here; they do, like the permanent and investment
 * applications, so every stage-based bar in the product reads the same way.
 *
 * The fields follow docs/product/flow-fields.md, Flow 5 (the shape of SBA Form 1919). The applicant is
 * the person filling it in; the business is the borrower; every other owner of 20% or more, and
 * every officer, is listed on ownerInformation. Document uploads come after submit (there is no
 * upload endpoint yet), and the lender's own sections of Form 1919 are not asked.
 */
export const businessLoanApplicationFlow = defineSiteFlow('businessLoanApplication', {
  stages: [
    { id: 'personal', label: 'Personal' },
    { id: 'bank', label: 'Bank' },
    { id: 'business', label: 'Business' },
    { id: 'owner', label: 'Owner' },
    { id: 'partner', label: 'Partner' },
    { id: 'property', label: 'Property' },
    { id: 'processing', label: 'Processing' },
  ],
  // Rules across steps: cross-step.ts, attached by ../checked-flows.ts (run at submit only).
  steps: {
    'personal-data': {
      title: 'Your personal details',
      schema: personalDataSchema,
      initialValues: personalDataInitialValues,
      progress: { kind: 'stage', stage: 'personal' },
    },
    haveBankAccount: {
      title: 'Your business bank account',
      schema: haveBankAccountSchema,
      initialValues: haveBankAccountInitialValues,
      progress: { kind: 'stage', stage: 'bank' },
    },
    businessInformation: {
      title: 'About your business',
      schema: businessInformationSchema,
      initialValues: businessInformationInitialValues,
      progress: { kind: 'stage', stage: 'business' },
    },
    ownerInformation: {
      title: 'Owners and officers',
      schema: ownerInformationSchema,
      initialValues: ownerInformationInitialValues,
      progress: { kind: 'stage', stage: 'owner' },
    },
    partnerInformation: {
      title: 'Partners and affiliates',
      schema: partnerInformationSchema,
      initialValues: partnerInformationInitialValues,
      progress: { kind: 'stage', stage: 'partner' },
    },
    propertyInfo: {
      title: 'Property and collateral',
      schema: propertyInfoSchema,
      initialValues: propertyInfoInitialValues,
      progress: { kind: 'stage', stage: 'property' },
    },
    processingInformation: {
      title: 'Processing information',
      schema: processingInformationSchema,
      initialValues: processingInformationInitialValues,
      progress: { kind: 'stage', stage: 'processing' },
    },
  },
});

/** A business loan application's answers, step by step, typed from its step schemas (for code that reads them by name). */
export type Answers = FlowAnswersOf<{
  'personal-data': typeof personalDataSchema;
  haveBankAccount: typeof haveBankAccountSchema;
  businessInformation: typeof businessInformationSchema;
  ownerInformation: typeof ownerInformationSchema;
  partnerInformation: typeof partnerInformationSchema;
  propertyInfo: typeof propertyInfoSchema;
  processingInformation: typeof processingInformationSchema;
}>;
