import {
  fixAndFlipTiers,
  loanAmounts,
  percentText,
  rangeText,
  rentalLtvCaps,
} from '@northgate/lending-policy';
import type { LandingContent } from './landing-content.ts';

// The published terms come from the lending policy the applications check, so they cannot drift.
const purchaseShares = Object.values(fixAndFlipTiers).map((tier) => tier.caps.maxLtp);
const rehabShare = Math.max(...Object.values(fixAndFlipTiers).map((tier) => tier.caps.maxRehab));

/** /investment-property-loan/: rental (DSCR), fix-and-flip and bridge loans for investors. */
export const investmentPropertyContent: LandingContent = {
  page: 'investmentPropertyLoan',
  application: 'investmentLoanApplication',
  description:
    'Rental loans qualified on the property’s rent, plus fix-and-flip and bridge loans for investors. Approvals within 48 hours, closings in days.',
  lead: 'Rental, fix-and-flip and bridge loans qualified on the property and its rent, not your tax returns. Approvals within 48 hours and closings in days.',
  ctaLabel: 'Start an investment loan application',
  audience: {
    intro:
      'Our investment property loans are business-purpose loans for properties you do not live in. They suit:',
    points: [
      'Landlords buying or refinancing single-family rentals, condos and small multifamily buildings.',
      'Investors who borrow through an LLC or corporation.',
      'Renovators who need purchase and rehab money on a short timeline.',
      'Buyers who must close quickly, such as in a 1031 exchange or a competitive sale.',
    ],
  },
  terms: [
    { label: 'Rental (DSCR) loan amount', value: rangeText(loanAmounts.rental) },
    {
      label: 'Rental loan-to-value',
      value: `Up to ${percentText(rentalLtvCaps.purchase)} to purchase; up to ${percentText(rentalLtvCaps.cashOut)} with cash out`,
    },
    { label: 'Rental term', value: '30 years, fixed or with an interest-only period' },
    {
      label: 'Qualification',
      value: 'Debt service coverage: the rent compared with the full monthly payment',
    },
    {
      label: 'Fix-and-flip',
      value: `Up to ${percentText(Math.max(...purchaseShares))} of the purchase price (${percentText(Math.min(...purchaseShares))} on a first flip) and ${percentText(rehabShare)} of the rehab budget`,
    },
    { label: 'Fix-and-flip and bridge term', value: '12 to 18 months, interest-only' },
    { label: 'Properties', value: '1–4 unit homes, condos and multifamily buildings up to 10 units' },
  ],
  steps: [
    {
      title: 'Apply online',
      text: 'Tell us about the property, the borrowing entity and your experience. Most investors finish in 15 minutes.',
    },
    {
      title: 'Get a term sheet',
      text: 'A loan officer calls you, reviews the deal and sends a written term sheet with the rate and every fee.',
    },
    {
      title: 'Appraisal and title',
      text: 'Once you accept the term sheet we order the appraisal and title report; rent schedules come with the appraisal.',
    },
    {
      title: 'Approval within 48 hours',
      text: 'With the appraisal, title and your documents in, underwriting issues a decision within 48 hours.',
    },
    {
      title: 'Close in days',
      text: 'Closing documents go to your title company and you can sign within days of approval.',
    },
  ],
  documents: [
    'Photo ID for each guarantor',
    'Entity documents: articles of organization, operating agreement and EIN letter',
    'Two recent months of bank statements showing the down payment and reserves',
    'Leases or a rent schedule for rental properties; a scope of work and budget for renovations',
    'A list of properties you own or have sold in the last three years, if you have investment experience',
  ],
  faqs: [
    {
      question: 'What is a DSCR loan?',
      answer:
        'A debt service coverage ratio loan is qualified on the property’s rent instead of your personal income. We divide the monthly rent by the full payment, including taxes, insurance and any association dues. A ratio of 1.0 or higher is typical; lower ratios may qualify with a larger down payment.',
    },
    {
      question: 'Do I need to show tax returns or pay stubs?',
      answer:
        'Not for rental loans. We verify your identity, credit, assets and the property, but we do not use tax returns or pay stubs to qualify you.',
    },
    {
      question: 'Can I borrow in the name of my LLC?',
      answer:
        'Yes, and most of our investors do. The LLC is the borrower and its owners with 25% or more sign a personal guarantee.',
    },
    {
      question: 'How are renovation funds paid out?',
      answer:
        'Rehab money is held back at closing and released in draws as the work is completed. You request a draw online, we inspect the work, and funds are usually released within two business days of the inspection.',
    },
    {
      question: 'Can these loans be used for a home I will live in?',
      answer:
        'No. Investment property loans are for business purposes only. If you will live in the property, see our permanent loans for your primary residence.',
    },
  ],
};
