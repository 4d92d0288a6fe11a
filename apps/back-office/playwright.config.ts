import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@northgate/playwright-config';
import { NEW_STAFF } from './e2e/new-staff.ts';

// The back office's end-to-end tests run against its production build served by the API at
// /staff/, as `npm start` serves it, with a fresh embedded database for every run.
const port = Number(process.env.E2E_PORT ?? 4318);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'northgate-staff-e2e-'));
const here = dirname(fileURLToPath(import.meta.url));
const NEW_STAFF_ARGS = `--email ${NEW_STAFF.email} --first-name ${NEW_STAFF.firstName} --last-name ${NEW_STAFF.lastName} --role loan_officer`;

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
