import { pages } from '@northgate/site-config';

/** The answers the result page reads, as the quiz stores them (step id → field → value). */
export interface QuizAnswers {
  personalDetails?: { firstName?: unknown; borrowerRole?: unknown };
  creditScore?: { creditScoreRange?: unknown };
  requestLoan?: { loanProgram?: unknown; loanPurpose?: unknown; timeline?: unknown };
  checkboxQs?: {
    willOccupyProperty?: unknown;
    recentCreditEvent?: unknown;
    borrowingThroughEntity?: unknown;
  };
}

export interface ProgramMatch {
  id: 'permanent' | 'investment' | 'fixFlipBridge' | 'business';
  name: string;
  why: string;
  /** Where the borrower continues: the matching application or the full (long) form. */
  href: string;
  cta: string;
}

const programs: Record<ProgramMatch['id'], Omit<ProgramMatch, 'why'>> = {
  permanent: {
    id: 'permanent',
    name: 'Permanent loan for your home',
    href: pages.permanentLoanApplication.path,
    cta: 'Continue with the permanent loan application',
  },
  investment: {
    id: 'investment',
    name: 'Investment property (DSCR) loan',
    href: pages.investmentLoanApplication.path,
    cta: 'Continue with the investment loan application',
  },
  fixFlipBridge: {
    id: 'fixFlipBridge',
    name: 'Fix-and-flip, bridge or construction loan',
    href: pages.longForm.path,
    cta: 'Continue with the full application',
  },
  business: {
    id: 'business',
    name: 'Business financing',
    href: pages.businessLoanApplication.path,
    cta: 'Continue with the business loan application',
  },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Which of our programs fit the quiz answers, best fit first. Living in the home points to a
 * permanent loan (business-purpose programs do not lend to owner-occupiers); otherwise the chosen
 * program decides, and "Not sure" is answered from the borrower's role.
 */
export function matchPrograms(answers: QuizAnswers): ProgramMatch[] {
  const program = text(answers.requestLoan?.loanProgram);
  const occupies = text(answers.checkboxQs?.willOccupyProperty) === 'yes';
  const role = text(answers.personalDetails?.borrowerRole);
  const matches: ProgramMatch[] = [];
  const add = (id: ProgramMatch['id'], why: string) => {
    if (!matches.some((m) => m.id === id)) matches.push({ ...programs[id], why });
  };

  if (occupies || program === 'permanent') {
    add(
      'permanent',
      'You plan to live in the property, so a long-term mortgage on your home is the right fit.',
    );
  }
  if (!occupies) {
    if (program === 'rentalDscr')
      add('investment', 'You are financing a rental; we qualify it on the rent it earns.');
    if (program === 'fixFlip' || program === 'bridge' || program === 'groundUp') {
      add(
        'fixFlipBridge',
        'Short-term financing for buying, renovating or building, repaid when you sell or refinance.',
      );
    }
    if (program === 'business') add('business', 'You asked for financing for a business.');
    if (program === 'notSure' || program === '') {
      if (role === 'businessOwner')
        add('business', 'As a business owner you may use real estate to fund your company.');
      add('investment', 'Most investors start with a rental loan qualified on the property’s rent.');
      add(
        'fixFlipBridge',
        'If the property needs work first, a short-term rehab or bridge loan comes before the rental loan.',
      );
    }
  }
  if (matches.length === 0)
    add('fixFlipBridge', 'Tell us more in the full application and we will match you to a program.');
  return matches;
}

/** A gentle, honest note when answers usually mean lower leverage; never a decline. */
export function creditNote(answers: QuizAnswers): string | null {
  const range = text(answers.creditScore?.creditScoreRange);
  const event = text(answers.checkboxQs?.recentCreditEvent) === 'yes';
  if (event || range === '<600') {
    return 'A recent bankruptcy, foreclosure or a score below 600 does not rule you out: we look at the property first. It can mean a lower loan-to-value or a larger down payment, and your loan officer will explain the options.';
  }
  return null;
}
