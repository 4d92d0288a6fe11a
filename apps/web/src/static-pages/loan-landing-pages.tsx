import { businessFinancingContent } from '../features/marketing/landing/business-financing-content.ts';
import { investmentPropertyContent } from '../features/marketing/landing/investment-property-content.ts';
import { LoanLandingPage } from '../features/marketing/landing/loan-landing-page.tsx';
import { primaryResidenceContent } from '../features/marketing/landing/primary-residence-content.ts';

// The three loan landing pages as static pages show them (their routes in src/routes do the same).
export const PrimaryResidenceLoanPage = () => <LoanLandingPage content={primaryResidenceContent} />;
export const InvestmentPropertyLoanPage = () => <LoanLandingPage content={investmentPropertyContent} />;
export const BusinessFinancingPage = () => <LoanLandingPage content={businessFinancingContent} />;
