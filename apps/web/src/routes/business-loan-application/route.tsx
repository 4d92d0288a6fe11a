import { businessLoanApplicationFlow } from '@northgate/lending-flows';
import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad } from '../../features/flows/flow-guards.ts';
import { FlowLayout } from '../../features/flows/flow-page.tsx';
import { businessStepFields } from '../../features/flows/steps/business/index.ts';

export const Route = createFileRoute('/business-loan-application')({
  beforeLoad: flowBeforeLoad('businessLoanApplication'),
  component: () => <FlowLayout flow={businessLoanApplicationFlow} fields={businessStepFields} />,
});
