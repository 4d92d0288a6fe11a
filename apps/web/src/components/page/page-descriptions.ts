import type { PageId } from '@northgate/site-config';

/** One sentence per page saying what it is for; shown under the page heading. */
export const pageDescriptions: Record<PageId, string> = {
  home: 'Hard-money, bridge, fix-and-flip, investment, business and permanent loans from one private lender.',
  contactUs: 'Send our loan team a message and we will reply within one business day.',
  login:
    'Sign in to continue an application, upload documents in the full application and see your applications.',
  mortgageCalculator:
    'Estimate a monthly payment and see what a property may be worth before you talk to a loan officer.',
  shortQuiz: 'Answer a few questions to see which of our loan programs fit your plans.',
  longForm: 'Complete your personal financial statement so we can prepare a firm loan offer.',
  profile: 'Your contact details and the applications you started or sent us, in one place.',
  primaryResidenceLoan: 'Long-term fixed and adjustable mortgages for the home you live in.',
  permanentLoanApplication: 'Apply for a permanent mortgage on the home you live in or plan to buy.',
  investmentPropertyLoan: 'Rental loans qualified on the property’s rent rather than your personal income.',
  investmentLoanApplication:
    'Apply for a rental-property loan qualified on the property’s debt service coverage.',
  businessFinancing: 'Working capital, equipment and owner-occupied real estate financing for your business.',
  businessLoanApplication: 'Apply for business financing with your company, owner and property details.',
  testimonials: 'What borrowers say about working with our team.',
  moreReviews: 'Longer stories from investors, homeowners and business owners we have financed.',
  privacyPolicy: 'How we collect, use, share and protect your personal information.',
  legal: 'Licensing, fair lending and the disclosures that apply to our loans.',
  termsOfService: 'The terms that apply when you use this website and its tools.',
  affiliateProgram: 'Refer borrowers to us and earn a fee on every loan that closes.',
};
