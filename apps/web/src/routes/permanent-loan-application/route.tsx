import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad, FlowLayout } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/permanent-loan-application')({
  beforeLoad: flowBeforeLoad('permanentLoanApplication'),
  component: () => <FlowLayout flow="permanentLoanApplication" />,
});
