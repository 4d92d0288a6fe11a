import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@northgate/playwright-config';
import { E2E_PORT } from './e2e/e2e-port.ts';
import { NEW_STAFF } from './e2e/new-staff.ts';

// The back office's end-to-end tests run against its production build served by the API at
// /staff/, as `npm start` serves it, with a fresh embedded database for every run.
const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'northgate-staff-e2e-'));
const here = dirname(fileURLToPath(import.meta.url));
const NEW_STAFF_ARGS = `--email ${NEW_STAFF.email} --first-name ${NEW_STAFF.firstName} --last-name ${NEW_STAFF.lastName} --role loan_officer`;

/** The specs that start an API of their own (startShortSessionServer) instead of using the shared one. */
const ownServerSpecs = /\/(staff-reveal-recheck|staff-session-limits)\.spec\.ts$/;
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two lanes: the specs on the shared server below, one file at a time (they share its demo
  // borrower, whose drafts two submissions at once would mix up), and beside them the specs that
  // start a short-session API of their own (e2e/short-session-server.ts), which mostly wait for
  // the shortened limits to pass.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromiumLaunchOptions() },
  projects: [
    { name: 'shared server', testIgnore: ownServerSpecs, workers: 1, use: chromium },
    { name: 'own server', testMatch: ownServerSpecs, workers: 1, use: chromium },
  ],
  webServer: {
    // A staff member with no second factor, made as an operator makes one (`pnpm staff:create`),
    // for e2e/staff-second-factor.spec.ts to enrol; then the server, on the same data folder.
    command: `node ../api/dist/staff-create.mjs ${NEW_STAFF_ARGS} && node ../api/dist/server.mjs`,
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
      STAFF_PASSWORD: NEW_STAFF.password,
    },
  },
});
