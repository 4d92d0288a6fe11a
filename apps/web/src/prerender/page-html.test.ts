import { EARLY_INPUT_SCRIPT } from '@northgate/site-config';
import { describe, expect, it } from 'vitest';
import { pageHtml, shellHtml, type PageHead } from './page-html.ts';

// index.html as Vite writes it, formatted as the repository's index.html is.
const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Northgate Private Lending</title>
    <meta
      name="description"
      content="Default description."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  const head: PageHead = {
    title: 'Legal & "disclosures" | Northgate',
    description: 'Licensing <and> disclosures.',
    tags: [
      { tag: 'link', attributes: { rel: 'canonical', href: 'https://www.example.test/legal/' } },
      { tag: 'script', attributes: { type: 'application/ld+json' }, text: '{"name":"\\u003c/script>"}' },
    ],
  };

  it('puts the page into #root and its title, description and tags into the head, escaped', () => {
    const html = pageHtml(template, '<main><h1>Legal</h1></main>', head, EARLY_INPUT_SCRIPT);
    expect(html).toContain('<div id="root"><main><h1>Legal</h1></main></div>');
    expect(html).toContain('<title>Legal &amp; &quot;disclosures&quot; | Northgate</title>');
    expect(html).toContain('<meta name="description" content="Licensing &lt;and&gt; disclosures." />');
    expect(html).not.toContain('Default description.');
    expect(html).toContain('<link rel="canonical" href="https://www.example.test/legal/" data-seo>');
    expect(html).toContain('<script type="application/ld+json" data-seo>{"name":"\\u003c/script>"}</script>');
    // The added tags stay in the head, after the app's own script.
    expect(html.indexOf('rel="canonical"')).toBeGreaterThan(html.indexOf('/assets/index-abc.js'));
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('notes taps from the first paint: the early-input script is in the head, once', () => {
    const html = pageHtml(template, '<main><h1>Legal</h1></main>', head, EARLY_INPUT_SCRIPT);
    expect(html.split(`<script>${EARLY_INPUT_SCRIPT}</script>`)).toHaveLength(2);
    expect(html.indexOf(EARLY_INPUT_SCRIPT)).toBeLessThan(html.indexOf('</head>'));
    // A page the browser renders has nothing to tap before the app runs.
    expect(shellHtml(template, [])).not.toContain(EARLY_INPUT_SCRIPT);
  });

  it('keeps "$" sequences in the page text as they are', () => {
    const html = pageHtml(template, "<p>Fees from $1,500; $& and $' stay</p>", head, '');
    expect(html).toContain("<p>Fees from $1,500; $& and $' stay</p>");
  });

  it('fails the build when the template has nowhere to put the page', () => {
    expect(() =>
      pageHtml(template.replace('<div id="root"></div>', '<div id="app"></div>'), '', head, ''),
    ).toThrow(/root/);
    expect(() => pageHtml(template.replace(/<title>.*<\/title>/, ''), '', head, '')).toThrow(/<title>/);
  });
});

describe('shellHtml', () => {
  it('preloads the app code in the head and leaves #root empty for the browser to render', () => {
    const html = shellHtml(template, ['/assets/boot-1.js', '/assets/client-2.js']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/client-2.js">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('Default description.');
  });
});
