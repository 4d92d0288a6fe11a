import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@northgate/playwright-config';

// The back office's end-to-end tests run against its production build served by the API at
// /staff/, as `npm start` serves it, with a fresh embedded database for every run.
const port = Number(process.env.E2E_PORT ?? 4318);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'northgate-staff-e2e-'));
const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromiumLaunchOptions() },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } },
  ],
  webServer: {
    command: 'node ../api/dist/server.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Playwright starts the server with process.env plus these. DATABASE_URL is emptied so the
    // server uses a fresh embedded PGlite even when CI exports it for the API's own tests
    // (apps/web/playwright.config.ts explains what sharing it broke).
    env: {
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STAFF_DIST_DIR: join(here, 'dist'),
      WEB_DIST_DIR: join(here, '..', 'web', 'dist'),
      APP_ENV: 'local',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  },
});
