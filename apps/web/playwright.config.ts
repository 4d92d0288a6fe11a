import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@northgate/playwright-config';

// End-to-end tests run against the production build served by the API, exactly as
// `npm start` serves it, with a fresh embedded database for every run.
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'northgate-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } },
  ],
  webServer: {
    command: 'node ../api/dist/server.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // At LOG_LEVEL=warn the server writes only warnings and errors: a 500 shows its cause here.
    stdout: 'pipe',
    stderr: 'pipe',
    // Playwright starts the server with process.env plus these. DATABASE_URL is emptied so the
    // server uses a fresh embedded PGlite even when CI exports it for the API's own tests: with
    // it, runs shared a PostgreSQL database (a demo password changed by an earlier run, drafts
    // encrypted under an earlier run's key).
    env: {
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dirname(fileURLToPath(import.meta.url)), 'dist'),
      APP_ENV: 'local',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  },
});
