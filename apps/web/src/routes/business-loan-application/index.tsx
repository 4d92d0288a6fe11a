import { createFileRoute } from '@tanstack/react-router';
import { redirectToFirstStep } from '../../features/flows/flow-guards.ts';

export const Route = createFileRoute('/business-loan-application/')({
  beforeLoad: redirectToFirstStep('businessLoanApplication'),
});
