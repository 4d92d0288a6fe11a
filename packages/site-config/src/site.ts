/**
 * One place for the facts about the lender that appear across the site:
 * brand, public address, contact details, the broker portal and social profiles.
 */
export const site = {
  brand: 'Northgate Private Lending',
  /**
   * The public origin search engines index: canonical links, Open Graph URLs, structured data,
   * sitemap.xml and robots.txt use it whatever host serves the build. Change it for another domain.
   */
  url: 'https://www.northgate-lending.test',
  /** The meta description of pages without one of their own. */
  description:
    'Hard-money, bridge, fix-and-flip, investment, business and permanent loans from one private lender. Apply online in minutes.',
  shortBrand: 'Northgate',
  legalName: 'Northgate Private Lending, LLC',
  copyrightYear: 2025,
  phone: '(555) 010-0142',
  phoneHref: 'tel:+15550100142',
  email: 'loans@northgate-lending.test',
  address: {
    street: '1200 Harbor Boulevard, Suite 400',
    city: 'San Diego',
    state: 'CA',
    zip: '92101',
  },
  nmlsId: '2456189',
  hours: 'Monday to Friday, 8:00 a.m. to 6:00 p.m. Pacific',
  brokerPortalUrl: 'https://brokers.northgate-lending.test/login',
  social: [
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/northgatelending' },
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/northgatelending' },
    { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/northgatelending' },
    { id: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@northgatelending' },
    { id: 'x', label: 'X', url: 'https://x.com/northgatelending' },
  ],
} as const;

export type SocialProfile = (typeof site.social)[number];
