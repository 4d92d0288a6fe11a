import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { faqPageJsonLd, organizationJsonLd, seoTitle, serializeJsonLd, useSeo, type SeoInput } from './seo.ts';

function Page(props: SeoInput) {
  useSeo(props);
  return null;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('useSeo', () => {
  afterEach(() => {
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
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/legal/`);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/legal/`,
    );
    const ld = document.head.querySelector('script[type="application/ld+json"]');
    expect(ld?.textContent).not.toContain('</script>');
    expect(JSON.parse(ld?.textContent ?? '{}')).toEqual({ '@type': 'Thing', name: '</script><b>' });
  });

  it('restores the previous description and title and removes its tags on unmount', () => {
    document.title = 'Before';
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'Site default';
    document.head.append(existing);

    const { unmount } = render(<Page title="Legal" description="Page text" path="/legal/" />);
    expect(existing.content).toBe('Page text');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(existing.content).toBe('Site default');
    expect(document.title).toBe('Before');
    expect(document.head.querySelector('[data-seo]')).toBeNull();
  });

  it('keeps a title that already starts with the brand', () => {
    expect(seoTitle('Northgate Private Lending | Loans')).toBe('Northgate Private Lending | Loans');
    expect(seoTitle('Testimonials')).toBe('Testimonials | Northgate Private Lending');
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
