import { createFileRoute } from '@tanstack/react-router';
import { LoanOffersPage } from '../../features/profile/profile-pages.ts';

export const Route = createFileRoute('/profile/loanOffers')({
  component: LoanOffersPage,
});
