import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@northgate/playwright-config';
import { failOnConsoleError } from '@northgate/vitest-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserProviderOption } from 'vitest/node';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Each story becomes a test: it renders in headless Chromium, runs its play function and fails on
// any axe violation. The browser server uses a fixed port and never reuses a running one.
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6106);

export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    // A story that makes React or our code print to console.error fails, as unit tests do (less
    // one line Storybook's own act() bookkeeping prints: see the second file).
    setupFiles: [failOnConsoleError, path.join(dirname, '.storybook/act-environment-warning.ts')],
    browser: {
      enabled: true,
      headless: true,
      // pnpm resolved @vitest/browser-playwright against a second copy of vitest (a different peer
      // set), so its provider type is nominally different from this config's; the runtime is the same.
      provider: playwright({ launchOptions: chromiumLaunchOptions() }) as unknown as BrowserProviderOption,
      instances: [{ browser: 'chromium' }],
      api: { port, strictPort: true, host: '127.0.0.1' },
    },
  },
});
