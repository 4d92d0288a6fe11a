import { createFileRoute } from '@tanstack/react-router';
import { redirectToFirstStep } from '../../features/flows/flow-guards.ts';

export const Route = createFileRoute('/investment-loan-application/')({
  beforeLoad: redirectToFirstStep('investmentLoanApplication'),
});
