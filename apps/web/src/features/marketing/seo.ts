import { site } from '@northgate/site-config';
import { useEffect } from 'react';

export interface SeoInput {
  /** The page's own title; the brand is appended (the home page passes the brand line itself). */
  title: string;
  /** One or two sentences, shown by search engines under the title (about 150 characters). */
  description: string;
  /** The route path, used for the canonical link and og:url. */
  path: string;
  /** Structured data (schema.org) added to the head as application/ld+json. */
  jsonLd?: object | readonly object[];
}

/** The tab title: "Page | Brand", or the brand line alone when the title already names the brand. */
export function seoTitle(title: string): string {
  return title.startsWith(site.brand) ? title : `${title} | ${site.brand}`;
}

/** Serialises structured data for a JSON-LD block; `<` is escaped so the text can never close the element. */
export function serializeJsonLd(data: object | readonly object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function headElement(tag: string, attributes: Record<string, string>): Element {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.setAttribute('data-seo', '');
  document.head.append(el);
  return el;
}

/**
 * Per-route title, meta description, canonical link, Open Graph tags and optional JSON-LD.
 * On unmount the title and description are restored and the added tags removed, so the next
 * route never inherits this page's description or structured data.
 */
export function useSeo({ title, description, path, jsonLd }: SeoInput): void {
  const ld = jsonLd ? serializeJsonLd(jsonLd) : '';
  useEffect(() => {
    const fullTitle = seoTitle(title);
    const url = new URL(path, window.location.origin).href;
    const previousTitle = document.title;
    document.title = fullTitle;

    const added: Element[] = [];
    const existing = document.head.querySelector('meta[name="description"]');
    const previousDescription = existing?.getAttribute('content');
    const meta = existing ?? headElement('meta', { name: 'description' });
    if (!existing) added.push(meta);
    meta.setAttribute('content', description);

    const og = { type: 'website', site_name: site.brand, title: fullTitle, description, url };
    for (const [key, content] of Object.entries(og)) added.push(headElement('meta', { property: `og:${key}`, content }));
    // X (Twitter) reads the og: tags when its own title and description tags are absent.
    added.push(headElement('meta', { name: 'twitter:card', content: 'summary' }));
    added.push(headElement('link', { rel: 'canonical', href: url }));
    if (ld) {
      const script = headElement('script', { type: 'application/ld+json' });
      script.textContent = ld;
      added.push(script);
    }

    return () => {
      for (const el of added) el.remove();
      if (previousDescription != null) meta.setAttribute('content', previousDescription);
      document.title = previousTitle;
    };
  }, [title, description, path, ld]);
}

/** schema.org Organization (FinancialService) for the lender, from the site configuration. */
export function organizationJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'FinancialService'],
    name: site.brand,
    legalName: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.zip,
      addressCountry: 'US',
    },
    identifier: { '@type': 'PropertyValue', propertyID: 'NMLS', value: site.nmlsId },
    sameAs: site.social.map((s) => s.url),
  };
}

export interface Faq {
  question: string;
  answer: string;
}

/** schema.org FAQPage for a list of questions shown on the page. */
export function faqPageJsonLd(faqs: readonly Faq[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}
