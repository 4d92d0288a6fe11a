import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

// Paths are relative to this folder (.storybook). One glob covers every package, so a package
// without stories yet simply contributes nothing instead of failing the build; the web app's
// components (the application steps) and the back office's have stories beside them too.
const config: StorybookConfig = {
  stories: [
    '../src/**/*.mdx',
    '../../../packages/*/src/**/*.stories.@(ts|tsx|mdx)',
    '../../web/src/**/*.stories.@(ts|tsx)',
    '../../back-office/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The Mock Service Worker script (msw's own file, committed: nothing is fetched at run time). The
  // api-client stories register it to answer their calls (docs/decisions/0029-stories-network-and-layout.md).
  staticDirs: ['../public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen reads props from the component source (no TypeScript project needed across packages).
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Pre-bundle the libraries stories import, so a cold cache (a fresh CI clone) does not
      // discover them mid-run and reload the page under a running test. Each must be a
      // dependency of this package, or Vite cannot resolve the name from here and skips it.
      optimizeDeps: {
        include: [
          'formik',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          'valibot',
          'jotai',
          '@tanstack/react-router',
          'react-signature-canvas',
          'react-dom/client',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    }),
};

export default config;
