import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Relative imports: Vite bundles the config's relative imports, while workspace packages are TS source.
import { apiPrefixes } from '../../packages/site-config/src/routes.ts';
import { firstVisitChunks } from './vite-plugins/first-visit-chunks.ts';
import { siteFacts } from './vite-plugins/site-facts.ts';

// In development Vite serves the SPA and forwards the API's paths to the API in watch mode.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
    vanillaExtractPlugin(),
    siteFacts(),
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
          ...firstVisitChunks.modulePreload,
        },
        // What every visit loads comes in a few named chunks (vite-plugins/first-visit-chunks.ts).
        rolldownOptions: firstVisitChunks.rolldownOptions,
      },
}));
