import { site } from '@northgate/site-config';
import { createContext, useContext, useEffect } from 'react';

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

/** A head element a page adds besides its title and description. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** The tab title: "Page | Brand", or the brand line alone when the title already names the brand. */
export function seoTitle(title: string): string {
  return title.startsWith(site.brand) ? title : `${title} | ${site.brand}`;
}

/** The address search engines should index for a path: always on the site's public origin. */
export function canonicalUrl(path: string): string {
  return new URL(path, site.url).href;
}

/** Serialises structured data for a JSON-LD block; `<` is escaped so the text can never close the element. */
export function serializeJsonLd(data: object | readonly object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function headTags(fullTitle: string, description: string, path: string, ld: string): HeadTag[] {
  const url = canonicalUrl(path);
  const og = { type: 'website', site_name: site.brand, title: fullTitle, description, url };
  return [
    ...Object.entries(og).map(([key, content]): HeadTag => ({
      tag: 'meta',
      attributes: { property: `og:${key}`, content },
    })),
    // X (Twitter) reads the og: tags when its own title and description tags are absent.
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary' } },
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    ...(ld ? [{ tag: 'script', attributes: { type: 'application/ld+json' }, text: ld } as const] : []),
  ];
}

/** Everything a page puts in the head: the build-time prerender writes it into the page's HTML file. */
export function seoHead({ title, description, path, jsonLd }: SeoInput) {
  const fullTitle = seoTitle(title);
  return {
    title: fullTitle,
    description,
    tags: headTags(fullTitle, description, path, jsonLd ? serializeJsonLd(jsonLd) : ''),
  };
}

/**
 * Set only by the build-time prerender, which has no document: `useSeo` hands it the page's
 * input during render, and the prerender writes the head from it.
 */
export const SeoCollectorContext = createContext<((input: SeoInput) => void) | null>(null);

/** Marks the elements `useSeo` owns, so the next page (or hydration of a prerendered page) replaces them. */
const OWNED = 'data-seo';

function headElement({ tag, attributes, text }: HeadTag): Element {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  el.setAttribute(OWNED, '');
  document.head.append(el);
  return el;
}

/**
 * Per-route title, meta description, canonical link, Open Graph tags and optional JSON-LD.
 * Tags already in the head from the prerendered HTML or a previous page are replaced, never
 * duplicated. On unmount the site's default title and description return and the tags go, so the
 * next route never inherits this page's description or structured data.
 */
export function useSeo(input: SeoInput): void {
  useContext(SeoCollectorContext)?.(input);
  const { title, description, path, jsonLd } = input;
  const ld = jsonLd ? serializeJsonLd(jsonLd) : '';
  useEffect(() => {
    for (const el of document.head.querySelectorAll(`[${OWNED}]`)) el.remove();
    const fullTitle = seoTitle(title);
    document.title = fullTitle;
    const meta =
      document.head.querySelector('meta[name="description"]') ??
      headElement({ tag: 'meta', attributes: { name: 'description' } });
    meta.setAttribute('content', description);
    const added = headTags(fullTitle, description, path, ld).map(headElement);

    return () => {
      for (const el of added) el.remove();
      if (meta.hasAttribute(OWNED)) meta.remove();
      else meta.setAttribute('content', site.description);
      document.title = site.brand;
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
