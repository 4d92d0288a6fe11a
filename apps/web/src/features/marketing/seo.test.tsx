import { site } from '@northgate/site-config';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  faqPageJsonLd,
  organizationJsonLd,
  SeoCollectorContext,
  seoHead,
  seoTitle,
  serializeJsonLd,
  useSeo,
  type SeoInput,
} from './seo.ts';

function Page(props: SeoInput) {
  useSeo(props);
  return null;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('useSeo', () => {
  afterEach(() => {
    // Unmounted here, not by whichever later file of the worker calls cleanup: its useSeo would
    // then rewrite that file's head and title.
    cleanup();
    document.head.innerHTML = '';
    document.title = '';
  });

  it('sets the title, description, Open Graph tags, canonical link and JSON-LD', () => {
    render(
      <Page
        title="Legal"
        description="Licensing and disclosures."
        path="/legal/"
        jsonLd={{ '@type': 'Thing', name: '</script><b>' }}
      />,
    );
    expect(document.title).toBe('Legal | Northgate Private Lending');
    expect(meta('meta[name="description"]')).toBe('Licensing and disclosures.');
    expect(meta('meta[property="og:title"]')).toBe('Legal | Northgate Private Lending');
    expect(meta('meta[property="og:description"]')).toBe('Licensing and disclosures.');
    // Search engines index the public site, whichever host served the page.
    expect(meta('meta[property="og:url"]')).toBe(`${site.url}/legal/`);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site.url}/legal/`,
    );
    const ld = document.head.querySelector('script[type="application/ld+json"]');
    expect(ld?.textContent).not.toContain('</script>');
    expect(JSON.parse(ld?.textContent ?? '{}')).toEqual({ '@type': 'Thing', name: '</script><b>' });
  });

  it('brings back the site default title and description and removes its tags on unmount', () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'The page before';
    document.head.append(existing);

    const { unmount } = render(<Page title="Legal" description="Page text" path="/legal/" />);
    expect(existing.content).toBe('Page text');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(existing.content).toBe(site.description);
    expect(document.title).toBe(site.brand);
    expect(document.head.querySelector('[data-seo]')).toBeNull();
  });

  it('replaces the tags of a prerendered page instead of adding a second set', () => {
    document.head.innerHTML =
      '<link rel="canonical" href="https://old.test/" data-seo><meta property="og:title" content="Old" data-seo>';
    render(<Page title="Legal" description="Page text" path="/legal/" />);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(meta('meta[property="og:title"]')).toBe('Legal | Northgate Private Lending');
  });

  it('hands the page input to the build-time prerender through the collector context', () => {
    const collected: SeoInput[] = [];
    const input = { title: 'Legal', description: 'Page text', path: '/legal/' };
    render(
      <SeoCollectorContext value={(i) => collected.push(i)}>
        <Page {...input} />
      </SeoCollectorContext>,
    );
    expect(collected.at(-1)).toEqual(input);
  });

  it('keeps a title that already starts with the brand', () => {
    expect(seoTitle('Northgate Private Lending | Loans')).toBe('Northgate Private Lending | Loans');
    expect(seoTitle('Testimonials')).toBe('Testimonials | Northgate Private Lending');
  });
});

describe('seoHead', () => {
  it('lists the head of a page: full title, description, Open Graph, canonical and JSON-LD', () => {
    const head = seoHead({ title: 'Legal', description: 'Disclosures.', path: '/legal/', jsonLd: { a: 1 } });
    expect(head.title).toBe('Legal | Northgate Private Lending');
    expect(head.description).toBe('Disclosures.');
    expect(head.tags).toContainEqual({
      tag: 'link',
      attributes: { rel: 'canonical', href: `${site.url}/legal/` },
    });
    expect(head.tags).toContainEqual({
      tag: 'meta',
      attributes: { property: 'og:description', content: 'Disclosures.' },
    });
    expect(head.tags).toContainEqual({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: '{"a":1}',
    });
  });
});

describe('structured data', () => {
  it('escapes < so a value can never close the script element', () => {
    expect(serializeJsonLd({ a: '<x>' })).toBe('{"a":"\\u003cx>"}');
  });

  it('builds FAQPage entries from questions and answers', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  it('describes the lender from the site configuration', () => {
    const org = organizationJsonLd('https://example.test') as Record<string, unknown>;
    expect(org).toMatchObject({ name: 'Northgate Private Lending', url: 'https://example.test/' });
    expect(org.sameAs).toHaveLength(5);
  });
});
