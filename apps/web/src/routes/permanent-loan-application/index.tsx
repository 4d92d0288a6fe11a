import { createFileRoute } from '@tanstack/react-router';
import { redirectToFirstStep } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/permanent-loan-application/')({
  beforeLoad: redirectToFirstStep('permanentLoanApplication'),
});
