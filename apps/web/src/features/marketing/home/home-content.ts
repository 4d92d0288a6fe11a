import { pages, type PageId } from '@northgate/site-config';
import type { LinkedText } from '../../../components/page/linked-text.tsx';

export interface LoanType {
  name: string;
  summary: string;
  /** The landing page that explains this loan in detail, when there is one. */
  page?: PageId;
}

/** The loan programs the home page presents (docs/product/product-spec.md §1). */
export const loanTypes: readonly LoanType[] = [
  {
    name: 'Hard-money loans',
    summary: 'Short-term loans sized on the property’s value, for purchases a bank cannot close in time.',
  },
  {
    name: 'Bridge loans',
    summary: 'Buy the next property before the current one sells, with interest-only payments.',
  },
  {
    name: 'Fix-and-flip loans',
    summary:
      'Up to 90% of the purchase price and 100% of the rehab budget, released in draws as the work is done.',
  },
  {
    name: 'Investment property loans',
    summary: 'Rental loans qualified on the property’s rent, with terms up to 30 years.',
    page: 'investmentPropertyLoan',
  },
  {
    name: 'Business financing',
    summary: 'Working capital and property loans for companies that own or buy real estate.',
    page: 'businessFinancing',
  },
  {
    name: 'Permanent loans',
    summary: 'Fixed and adjustable mortgages for the home you live in.',
    page: 'primaryResidenceLoan',
  },
];

export interface Advantage {
  title: string;
  /** What the site does links to the page that does it. */
  text: LinkedText;
}

/** 'committed to you': ten points, shown in two columns of five (product spec §1 and §9). */
export const advantages: readonly Advantage[] = [
  {
    title: 'No Doc Program',
    text: 'Rental loans qualified on the property’s rent and value instead of tax returns and pay stubs.',
  },
  {
    title: 'Instant Approval',
    text: 'See right away which programs you pre-qualify for; full approval within 48 hours of a complete file.',
  },
  {
    title: 'Competitive Rates',
    text: 'Priced on the property and the deal, with every fee in writing before you commit.',
  },
  {
    title: 'Long Term Loans',
    text: 'Fixed and adjustable loans with terms up to 30 years for homes and rentals you keep.',
  },
  {
    title: 'Business Funding',
    text: 'Working capital and property loans for business owners, secured by real estate.',
  },
  {
    title: 'No Upfront Fee',
    text: 'Applying and getting a term sheet are free. Third-party costs like the appraisal are quoted first.',
  },
  {
    title: 'Fast Closing',
    text: 'Approvals within 48 hours and closings in days once the appraisal and title are in.',
  },
  {
    title: 'Short Term Loans',
    text: 'Bridge and fix-and-flip loans for 12 to 18 months with interest-only payments.',
  },
  {
    title: 'Online Platform',
    text: [
      'Apply from any device with answers saved as you go, upload your ID and bank statements in the ',
      { to: pages.longForm.path, text: 'full application' },
      ', and find the applications you started or sent us in ',
      { to: pages.profile.path, text: 'your account' },
      '.',
    ],
  },
  {
    title: 'Bad Credit OK',
    text: 'Past credit problems do not rule you out; pricing reflects the risk.',
  },
];
