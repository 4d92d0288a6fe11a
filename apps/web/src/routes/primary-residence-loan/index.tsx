import { createFileRoute } from '@tanstack/react-router';
import { primaryResidenceContent } from '../../features/marketing/landing/primary-residence-content.ts';
import { LoanLandingPage } from '../../features/marketing/landing/loan-landing-page.tsx';

export const Route = createFileRoute('/primary-residence-loan/')({
  component: function PrimaryResidenceLoanRoute() {
    return <LoanLandingPage content={primaryResidenceContent} />;
  },
});
