import { allPages } from './routes.ts';
import { site } from './site.ts';

/** Areas search engines should not crawl: signed-in pages, application steps and development tools. */
const disallowed = ['/profile', '/longForm/', '/dev/'] as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** sitemap.xml for the pages of the route table that have a sitemap entry, on the site's public origin (no trailing slash). */
export function sitemapXml(origin: string = site.url): string {
  const entries = allPages.filter((p) => p.sitemap);
  const urls = entries.map(
    (p) =>
      `  <url>\n    <loc>${escapeXml(origin + p.path)}</loc>\n` +
      `    <changefreq>${p.sitemap!.changefreq}</changefreq>\n` +
      `    <priority>${p.sitemap!.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** robots.txt: everything public may be crawled; the sitemap is on the public origin. */
export function robotsTxt(origin: string = site.url): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
