import { loanAmounts, rangeText } from '@northgate/lending-policy';
import { pages } from '@northgate/site-config';
import type { LandingContent } from './landing-content.ts';

/** /primary-residence-loan/: permanent loans on the home the borrower lives in. */
export const primaryResidenceContent: LandingContent = {
  page: 'primaryResidenceLoan',
  application: 'permanentLoanApplication',
  description:
    'Fixed and adjustable permanent mortgages for the home you live in, including self-employed borrowers. See typical terms, documents and the process.',
  lead: 'Fixed and adjustable mortgages to buy or refinance the home you live in, with a loan officer who looks at your whole situation, not only a score.',
  ctaLabel: 'Start a permanent loan application',
  audience: {
    intro: 'Permanent loans are long-term mortgages on your primary residence. They suit borrowers who:',
    points: [
      'Are buying a home to live in, or refinancing the one they own.',
      'Are self-employed and show income through bank statements rather than tax returns.',
      'Have a past credit event, such as a bankruptcy or foreclosure, that is now behind them.',
      'Want to replace an expensive second mortgage or a short-term loan with one long-term payment.',
    ],
  },
  terms: [
    { label: 'Loan amount', value: rangeText(loanAmounts.permanent) },
    { label: 'Loan term', value: '15- or 30-year fixed; 5/6 and 7/6 adjustable with a 30-year schedule' },
    { label: 'Loan-to-value', value: 'Up to 85% to buy or refinance; up to 75% with cash out' },
    {
      label: 'Income',
      value: 'Tax returns and W-2s, or 12 to 24 months of bank statements if self-employed',
    },
    { label: 'Property', value: 'Single-family homes, condominiums and 2–4 unit homes you live in' },
    { label: 'Time to close', value: 'Typically 3 to 4 weeks, including the required disclosure periods' },
  ],
  termsNote:
    'Because this is your home, federal ability-to-repay rules apply: we verify your income, assets and debts, you receive a Loan Estimate within three business days of applying and a Closing Disclosure at least three business days before you sign.',
  steps: [
    {
      title: 'Apply online',
      text: 'Tell us about the home, your income and the loan you need. It takes about 20 minutes and saves as you go.',
    },
    {
      title: 'Review your Loan Estimate',
      text: 'Within three business days you receive a Loan Estimate with the rate, payment and every closing cost.',
    },
    {
      title: 'Send documents and appraisal',
      text: [
        'Upload your ID and bank statements in the ',
        { to: pages.longForm.path, text: 'full application' },
        ' and send the other documents below to your loan officer. We order the appraisal and title report once you decide to go ahead.',
      ],
    },
    {
      title: 'Underwriting decision',
      text: 'With a complete file, an underwriter gives you a decision within 48 hours and lists any remaining conditions.',
    },
    {
      title: 'Close',
      text: 'You receive the Closing Disclosure at least three business days ahead, then sign with a notary or at the title office.',
    },
  ],
  documents: [
    'Government-issued photo ID for each borrower',
    'Two years of tax returns and W-2s, or 12–24 months of personal or business bank statements',
    'Two recent months of statements for the accounts you will use for the down payment and reserves',
    'The purchase contract, or your current mortgage statement and homeowners insurance if refinancing',
    'A letter explaining any past credit event, with its dates',
  ],
  faqs: [
    {
      question: 'Can I qualify if I am self-employed?',
      answer:
        'Yes. Instead of tax returns we can calculate your income from 12 to 24 months of personal or business bank statements. We still verify that the payment is affordable, as federal rules require for loans on your home.',
    },
    {
      question: 'Do you lend after a bankruptcy or foreclosure?',
      answer:
        'Often, yes. We look at how long ago it happened, your payment history since and the equity in the home. A recent credit event usually means a larger down payment or a higher rate, and we show you both before you commit.',
    },
    {
      question: 'How is the rate decided?',
      answer:
        'The rate depends on your credit, the loan-to-value, how income is documented and the loan term. Rates change with the market, so your rate is set only when you lock it, and the Loan Estimate shows exactly what you would pay.',
    },
    {
      question: 'Is there a penalty for paying the loan off early?',
      answer:
        'Your Loan Estimate states whether a prepayment penalty applies. Most of our primary-residence loans have none; where one is offered in exchange for a lower rate, it is your choice.',
    },
    {
      question: 'How long does closing take?',
      answer:
        'Typically three to four weeks from a complete application. Federal disclosure timing sets part of that schedule: the Closing Disclosure must reach you at least three business days before you sign.',
    },
  ],
};
