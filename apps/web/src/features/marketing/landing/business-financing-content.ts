import { pages } from '@northgate/site-config';
import type { LandingContent } from './landing-content.ts';

/** /business-financing/: working capital and owner-occupied property loans secured by real estate. */
export const businessFinancingContent: LandingContent = {
  page: 'businessFinancing',
  application: 'businessLoanApplication',
  description:
    'Working capital from $50,000 to $5,000,000 and owner-occupied property loans secured by real estate. Approvals within 48 hours of a complete file.',
  lead: 'Working capital and property loans for businesses that own real estate or are buying it, with decisions within 48 hours of a complete file.',
  ctaLabel: 'Start a business loan application',
  audience: {
    intro:
      'Business financing is for companies and their owners who need capital secured by real estate, such as:',
    points: [
      'Owners who want to use the equity in their building or other property for working capital.',
      'Companies buying or refinancing the property they operate from.',
      'Businesses financing equipment, inventory or an expansion before the revenue arrives.',
      'Owners whose bank declined because of time in business or a recent slow year.',
    ],
  },
  terms: [
    { label: 'Working capital', value: '$50,000 to $5,000,000' },
    {
      label: 'Collateral',
      value: 'Commercial or investment real estate owned by the business or its owners',
    },
    { label: 'Loan-to-value', value: 'Up to 70% of the property’s value' },
    { label: 'Term', value: '12 months to 10 years; up to 25 years for owner-occupied property' },
    { label: 'Payments', value: 'Monthly, interest-only or fully amortizing' },
    {
      label: 'Time in business',
      value: 'Usually two years or more; newer businesses with strong collateral are considered',
    },
  ],
  termsNote:
    'Business loans are made for business purposes only. Where state law requires it, for example in California, you receive a commercial financing disclosure with the total cost before you sign.',
  steps: [
    {
      title: 'Apply online',
      text: 'Sign in and tell us about your business, its owners and the property offered as collateral.',
    },
    {
      title: 'Talk with a loan officer',
      text: 'We discuss how you will use and repay the funds and send a written term sheet with the rate and fees.',
    },
    {
      title: 'Documents and valuation',
      text: [
        'Upload your ID and bank statements in the ',
        { to: pages.longForm.path, text: 'full application' },
        ' and send the financial statements to your loan officer; we order a valuation and title report on the property.',
      ],
    },
    {
      title: 'Approval within 48 hours',
      text: 'With a complete file, underwriting gives you a decision within 48 hours, including any conditions.',
    },
    {
      title: 'Funding',
      text: 'Sign the loan documents with the title company; funds are wired to your business account in days.',
    },
  ],
  documents: [
    'Photo ID for each owner with 20% or more of the business',
    'Formation documents and the EIN letter for the business',
    'Six months of business bank statements',
    'The last two years of business tax returns, or year-to-date profit and loss and balance sheet',
    'For the collateral: the current mortgage statement, insurance and any leases',
  ],
  faqs: [
    {
      question: 'What can the money be used for?',
      answer:
        'Any business purpose: working capital, inventory, equipment, payroll during a seasonal gap, an expansion or buying out a partner. The funds cannot be used for personal, family or household purposes.',
    },
    {
      question: 'Does the property have to belong to the business?',
      answer:
        'No. The collateral can be owned by the business or by its owners. When an owner pledges property, that owner signs the loan documents as a guarantor or grantor.',
    },
    {
      question: 'Do I need to sign in to apply?',
      answer:
        'Yes. The business application asks for financial statements and details about each owner, so it is kept in your account, where you can save and return to it.',
    },
    {
      question: 'How fast can I get the funds?',
      answer:
        'Once your documents, the valuation and the title report are in, underwriting decides within 48 hours and funding follows in days, depending on how quickly documents are signed.',
    },
  ],
};
