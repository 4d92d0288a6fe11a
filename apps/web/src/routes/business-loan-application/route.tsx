import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad, FlowLayout } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/business-loan-application')({
  beforeLoad: flowBeforeLoad('businessLoanApplication'),
  component: () => <FlowLayout flow="businessLoanApplication" />,
});
