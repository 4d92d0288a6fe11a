import { createFileRoute } from '@tanstack/react-router';
import { investmentPropertyContent } from '../../features/marketing/landing/investment-property-content.ts';
import { LoanLandingPage } from '../../features/marketing/landing/loan-landing-page.tsx';

export const Route = createFileRoute('/investment-property-loan/')({
  component: function InvestmentPropertyLoanRoute() {
    return <LoanLandingPage content={investmentPropertyContent} />;
  },
});
