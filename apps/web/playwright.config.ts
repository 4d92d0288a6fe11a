import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@northgate/playwright-config';

// End-to-end tests run against the production build served by the API, exactly as `npm start`
// serves it, with a fresh embedded database: each worker starts a server of its own on E2E_PORT
// (default 4317) plus its index (e2e/server.ts, e2e/fixtures.ts), so workers share no state.
export default defineConfig({
  testDir: './e2e',
  // Files are shared out between the workers; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI (a 2-core machine at load 8 and more) a test that fails is run once more and reported as
  // "flaky" if it then passes, with a trace of the second try: one miss under load (a full page
  // load that had not committed within 7 s) cost a whole CI run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Recording a trace of every test cost 17% more CPU for the ones that pass (measured in
    // docs/decisions/0033-e2e-speed.md); a failure keeps a screenshot, and
    // `--trace retain-on-failure` records traces when a failure needs one.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } },
  ],
});
