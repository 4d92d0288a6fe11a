import { createFileRoute } from '@tanstack/react-router';
import { businessFinancingContent } from '../../features/marketing/landing/business-financing-content.ts';
import { LoanLandingPage } from '../../features/marketing/landing/loan-landing-page.tsx';

export const Route = createFileRoute('/business-financing/')({
  component: function BusinessFinancingRoute() {
    return <LoanLandingPage content={businessFinancingContent} />;
  },
});
