import { defineSiteFlow } from './site-flow.ts';

/**
 * Business loan application (spec section 2): one stage per step. The spec does not say
 * whether earlier stages show as passed here; they do, like the permanent and investment
 * applications, so every stage-based bar in the product reads the same way.
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
  steps: {
    'personal-data': { title: 'Your personal details', progress: { kind: 'stage', stage: 'personal' } },
    haveBankAccount: { title: 'Your business bank account', progress: { kind: 'stage', stage: 'bank' } },
    businessInformation: { title: 'About your business', progress: { kind: 'stage', stage: 'business' } },
    ownerInformation: { title: 'Owners and officers', progress: { kind: 'stage', stage: 'owner' } },
    partnerInformation: { title: 'Partners and affiliates', progress: { kind: 'stage', stage: 'partner' } },
    propertyInfo: { title: 'Property and collateral', progress: { kind: 'stage', stage: 'property' } },
    processingInformation: {
      title: 'Processing information',
      progress: { kind: 'stage', stage: 'processing' },
    },
  },
});
