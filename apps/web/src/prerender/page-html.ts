import type { HeadTag } from '../features/marketing/seo.ts';

export interface PageHead {
  title: string;
  /** Replaces the template's description when given. */
  description?: string;
  tags: HeadTag[];
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => escapes[c]!);

/** Marks the head elements useSeo owns (see seo.ts), so hydration replaces them instead of adding copies. */
function tagHtml({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  // JSON-LD text is already safe inside <script>: serializeJsonLd escapes every "<".
  return tag === 'script' ? `<script${attrs} data-seo>${text ?? ''}</script>` : `<${tag}${attrs} data-seo>`;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what} for the prerender to fill.`);
  return html.replace(pattern, () => replacement);
}

function appendToHead(html: string, lines: string[]): string {
  const block = lines.map((line) => `    ${line}\n`).join('');
  return replaceOnce(html, /[ \t]*<\/head>/, `${block}  </head>`, '</head>');
}

/**
 * index.html with a prerendered page in it: its title, description and head tags, its inline
 * `script` (the early-input script, ADR 0051), and its HTML in #root, which is marked
 * `data-static-page` for a page that hydrates without the router (src/main.tsx reads it).
 */
export function pageHtml(
  template: string,
  appHtml: string,
  head: PageHead,
  script: string,
  { staticPage = false }: { staticPage?: boolean } = {},
): string {
  let html = replaceOnce(
    template,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(head.title)}</title>`,
    '<title>',
  );
  if (head.description !== undefined) {
    html = replaceOnce(
      html,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      'meta description',
    );
  }
  // The early-input script first: it answers taps from the first paint, before the entry arrives.
  html = appendToHead(html, [`<script>${script}</script>`, ...head.tags.map(tagHtml)]);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root"${staticPage ? ' data-static-page' : ''}>${appHtml}</div>`,
    'empty <div id="root">',
  );
}

/** index.html for the pages the browser renders: it fetches the app's code in parallel with the entry. */
export function shellHtml(template: string, preloads: string[]): string {
  return appendToHead(
    template,
    preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  );
}
