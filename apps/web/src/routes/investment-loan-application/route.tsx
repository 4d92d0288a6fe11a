import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad, FlowLayout } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/investment-loan-application')({
  beforeLoad: flowBeforeLoad('investmentLoanApplication'),
  component: () => <FlowLayout flow="investmentLoanApplication" />,
});
