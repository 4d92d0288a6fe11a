import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative imports: Vite bundles the config's relative imports, while workspace packages are TS source.
import { apiPrefixes } from '../../packages/site-config/src/routes.ts';
import { site } from '../../packages/site-config/src/site.ts';
import { escapeHtml } from './src/prerender/page-html.ts';
import { firstVisitChunks } from './vite-plugins/first-visit-chunks.ts';

const firstVisit = firstVisitChunks(import.meta.dirname);

// In development Vite serves the SPA and forwards the API's paths to the API in watch mode.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Fills index.html's %SITE_…% placeholders from the site configuration, the one place for them. */
function siteFacts(): Plugin {
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
    vanillaExtractPlugin(),
    siteFacts(),
    firstVisit.plugin,
  ],
  resolve: {
    alias: [
      {
        // React 19 has useSyncExternalStore; the shim (for React 16 and 17) is 0.2 KB gzip of dead code
        // in every visit's JavaScript (TanStack's store imports the shim's with-selector).
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  // The prerender build (scripts/prerender.mjs) bundles everything it renders, so Node never has to
  // import a stylesheet or a workspace package's TypeScript source.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        sourcemap: false,
        manifest: true,
        // One stylesheet (9 KB gzip) linked by every page: a prerendered page then never needs to
        // know which chunks' styles it uses, and no stylesheet arrives after the first paint.
        cssCodeSplit: false,
        modulePreload: {
          // Every browser the build targets but Safari before 17 preloads modules itself; the
          // polyfill (0.2 KB gzip in the entry) only made old Safari fetch <link rel=modulepreload> early.
          polyfill: false,
          // main.tsx imports boot.tsx after a prerendered page has painted. Vite would add a
          // <link rel=modulepreload> per dependency at that moment, which costs more main-thread time
          // than the browser takes to find them in boot's own imports. Pages the browser renders
          // preload them from their HTML instead (src/prerender/boot-preloads.ts). Other imports leave
          // out what the entry loaded before the app started (vite-plugins/first-visit-chunks.ts).
          resolveDependencies: (file, deps) =>
            /(^|\/)boot-[\w-]+\.js$/.test(file) ? [] : firstVisit.resolveDependencies(file, deps),
        },
        // What every visit loads after React DOM comes as one chunk (vite-plugins/first-visit-chunks.ts).
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [firstVisit.appGroup] },
            chunkFileNames: firstVisit.chunkFileNames,
          },
        },
      },
}));
