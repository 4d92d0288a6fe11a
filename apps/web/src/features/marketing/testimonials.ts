/**
 * Borrower testimonials shown on the home page carousel, /testimonials/ and /more-reviews/.
 * Product spec §3 (docs/product/product-spec.md): six short testimonials (shortText, fullText, name, role, avatar) and eight long
 * ones (fullText, name, avatar, date). Avatars are generated initials, never remote images.
 * Claims stay within what the product promises: approvals within 48 hours, closings in days.
 */
export type AvatarTone = 'navy' | 'teal' | 'sand';

export interface Avatar {
  /** One or two letters drawn in a coloured circle. */
  initials: string;
  tone: AvatarTone;
}

export interface ShortTestimonial {
  shortText: string;
  fullText: string;
  name: string;
  role: string;
  avatar: Avatar;
}

export interface LongTestimonial {
  fullText: string;
  name: string;
  avatar: Avatar;
  /** ISO date (YYYY-MM-DD) the review was written. */
  date: string;
}

export const shortTestimonials: readonly ShortTestimonial[] = [
  {
    shortText:
      'Approved within 48 hours and closed in eight days, so I kept my place in a multiple-offer sale.',
    fullText:
      'My bank quoted six weeks. Northgate approved the loan within 48 hours, we closed in eight days, and every term was explained before I signed.',
    name: 'Marcus Reyes',
    role: 'Fix-and-flip investor, San Diego',
    avatar: { initials: 'MR', tone: 'navy' },
  },
  {
    shortText:
      'The rental qualified on its own rent, which is exactly what I needed as a self-employed owner.',
    fullText:
      'Banks kept asking for tax returns. Northgate qualified the loan on the lease and the property’s debt service coverage, and the 30-year term keeps my payment steady.',
    name: 'Alicia Moreno',
    role: 'Owner of four rental homes',
    avatar: { initials: 'AM', tone: 'teal' },
  },
  {
    shortText: 'A bridge loan let us buy the new building before the old one sold, without a scramble.',
    fullText:
      'The bridge loan covered the seven months between buying our warehouse and selling the old building. We paid it off at the sale with no surprises.',
    name: 'Daniel Okafor',
    role: 'Owner, Okafor Logistics',
    avatar: { initials: 'DO', tone: 'sand' },
  },
  {
    shortText: 'Clear answers, one loan officer from start to finish, and the closing date we were promised.',
    fullText:
      'The same loan officer from the first call to closing told me which documents mattered and returned every call the same day.',
    name: 'Priya Nair',
    role: 'First-time investor',
    avatar: { initials: 'PN', tone: 'navy' },
  },
  {
    shortText: 'Working capital against our building, funded in days, while the bank was still reviewing.',
    fullText:
      'A large order needed inventory up front. A loan secured by our building was approved within 48 hours and funded in days.',
    name: 'Grace Whitfield',
    role: 'Co-owner, Harbor Street Bakery',
    avatar: { initials: 'GW', tone: 'teal' },
  },
  {
    shortText: 'A past credit problem did not end the conversation. They looked at the whole picture.',
    fullText:
      'An old medical bankruptcy is on my record. They weighed my equity and recent payments, offered a loan I could afford and were plain that the rate reflected the risk.',
    name: 'Thomas Becker',
    role: 'Homeowner, Chula Vista',
    avatar: { initials: 'TB', tone: 'sand' },
  },
];

export const longTestimonials: readonly LongTestimonial[] = [
  {
    fullText:
      'I have financed eleven renovation projects and this was the first time the draw process was not the hardest part. Northgate funded ninety percent of the purchase and the full rehab budget, and each draw was inspected and released within two business days of my request. When the tile order was delayed they extended my timeline by a month without drama. The approval came within 48 hours of sending the scope of work, and we closed in days, which let me beat two cash buyers on price rather than speed.',
    name: 'Marcus Reyes',
    avatar: { initials: 'MR', tone: 'navy' },
    date: '2025-03-14',
  },
  {
    fullText:
      'Being self-employed, I spent a year collecting rejections because my tax returns show what my accountant wants them to show. The Northgate team qualified my duplex on its rent roll and the debt service coverage ratio, not on my personal income. They explained why the rate was higher than a bank’s and what would lower it, such as a larger down payment. I chose the thirty-year fixed option and my payment has not changed since. I have since refinanced a second property with them.',
    name: 'Alicia Moreno',
    avatar: { initials: 'AM', tone: 'teal' },
    date: '2025-02-02',
  },
  {
    fullText:
      'Our company outgrew its building faster than we planned. We found a warehouse that fit, but could not sell our old property in time. The bridge loan used both buildings as collateral, carried interest-only payments and had no prepayment penalty, so when our sale closed seven months later we paid it off in full. Every fee was on the term sheet before we signed. The application took an afternoon and we had an approval within 48 hours.',
    name: 'Daniel Okafor',
    avatar: { initials: 'DO', tone: 'sand' },
    date: '2024-11-20',
  },
  {
    fullText:
      'As a first-time investor I had a lot of questions and expected to be rushed. Instead my loan officer walked me through the estimate, the appraisal and the title report, and told me honestly that one property I liked would not cash-flow at the rent I expected. I bought a different house, closed in days, and it has been rented since the second month. My loan officer kept one list of the documents still needed and checked each off as it arrived, so nothing was lost in email.',
    name: 'Priya Nair',
    avatar: { initials: 'PN', tone: 'navy' },
    date: '2025-01-09',
  },
  {
    fullText:
      'Our bakery landed a grocery contract that needed new ovens and three months of inventory before the first invoice would be paid. We own our building, and Northgate structured a working capital loan secured by it. We sent bank statements and the contract, had an approval within 48 hours and the funds arrived in days. The repayment schedule matched when the grocery chain pays us, which is the detail that made the whole thing work.',
    name: 'Grace Whitfield',
    avatar: { initials: 'GW', tone: 'teal' },
    date: '2025-04-03',
  },
  {
    fullText:
      'After a bankruptcy caused by medical bills, I assumed nobody would refinance my home. Northgate reviewed my payments over the last four years and the equity in the house and offered a permanent loan that replaced a much more expensive second mortgage. They did not pretend my credit was better than it was: the rate was higher than the ads I see on television, and they showed me the numbers for refinancing again once my score improves.',
    name: 'Thomas Becker',
    avatar: { initials: 'TB', tone: 'sand' },
    date: '2024-12-12',
  },
  {
    fullText:
      'I buy small multifamily buildings with two partners and we needed a lender who understood an LLC borrower with several guarantors. Northgate’s loan officer gathered each partner’s documents and signed guaranty, even with all three of us in different cities, and the title company had the closing package early. We closed the acquisition in days. Our second loan with them took even less time because our entity documents were already on file.',
    name: 'Kevin Tran',
    avatar: { initials: 'KT', tone: 'navy' },
    date: '2025-05-21',
  },
  {
    fullText:
      'I am a real estate agent and have referred several buyers who could not use a conventional mortgage: a contractor with seasonal income, a retiree living on investments, a buyer who needed to close before a 1031 deadline. In each case Northgate gave a straight answer within 48 hours about whether they could help, and when they could not, they said so the same day. My clients appreciate that as much as the fast closings.',
    name: 'Renee Castillo',
    avatar: { initials: 'RC', tone: 'teal' },
    date: '2025-06-17',
  },
];
