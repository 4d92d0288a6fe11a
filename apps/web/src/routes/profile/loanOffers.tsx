import { createFileRoute } from '@tanstack/react-router';
import { LoanOffersPage } from '../../features/profile/pipeline/loan-offers-page.tsx';

export const Route = createFileRoute('/profile/loanOffers')({
  component: LoanOffersPage,
});
