import type { Plugin } from 'vite';
// Relative imports: Vite bundles the config's relative imports, while workspace packages are TS source.
import { site } from '../../../packages/site-config/src/site.ts';
import { escapeHtml } from '../src/prerender/page-html.ts';

/** Fills index.html's %SITE_…% placeholders from the site configuration, the one place for them. */
export function siteFacts(): Plugin {
  const facts: Record<string, string> = {
    SITE_BRAND: site.brand,
    SITE_DESCRIPTION: site.description,
    SITE_PHONE: site.phone,
  };
  return {
    name: 'northgate-site-facts',
    transformIndexHtml: (html) =>
      html.replace(/%(SITE_[A-Z_]+)%/g, (match, key: string) => escapeHtml(facts[key] ?? match)),
  };
}
