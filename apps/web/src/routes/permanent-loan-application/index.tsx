import { createFileRoute } from '@tanstack/react-router';
import { redirectToFirstStep } from '../../features/flows/flow-guards.ts';

export const Route = createFileRoute('/permanent-loan-application/')({
  beforeLoad: redirectToFirstStep('permanentLoanApplication'),
});
