import type { PageId } from '@northgate/site-config';
import type { LinkedText } from '../../../components/page/linked-text.tsx';
import type { Faq } from '../seo.ts';

export type LandingPageId = Extract<
  PageId,
  'primaryResidenceLoan' | 'investmentPropertyLoan' | 'businessFinancing'
>;
export type ApplicationPageId = Extract<
  PageId,
  'permanentLoanApplication' | 'investmentLoanApplication' | 'businessLoanApplication'
>;

export interface LandingContent {
  page: LandingPageId;
  application: ApplicationPageId;
  /** Meta description (about 150 characters). */
  description: string;
  lead: string;
  ctaLabel: string;
  audience: { intro: string; points: readonly string[] };
  terms: readonly { label: string; value: string }[];
  /** Extra note under the terms, for rules that apply to this loan type. */
  termsNote?: string;
  /** What the site does links to the page that does it. */
  steps: readonly { title: string; text: LinkedText }[];
  documents: readonly string[];
  faqs: readonly Faq[];
}

/** Shown under every table of typical terms. */
export const TERMS_DISCLAIMER =
  'Typical terms, not an offer. Terms depend on the property, experience and credit; this is not a commitment to lend.';
