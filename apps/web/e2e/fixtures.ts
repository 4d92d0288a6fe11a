import { test as base, type Page, type Response } from '@playwright/test';
import { startTestServer } from './server.ts';
import { loginViaApi, type Tokens } from './session.ts';

/**
 * The User Timing mark src/boot.tsx (or src/static-boot.tsx) sets once React owns the page and the
 * first route is on screen.
 */
export const READY_MARK = 'northgate:ready';

/**
 * A prerendered page is on screen before React attaches to it, and its buttons answer only after;
 * any other page is an empty shell until the app's code has loaded (after the load event). People
 * take longer than that to reach for a button or run a checker; tests do not, so they wait for the mark.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, READY_MARK);
}

function isAppPage(response: Response | null): response is Response {
  return response !== null && (response.headers()['content-type'] ?? '').startsWith('text/html');
}

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];

/** The first worker's server listens here, the next worker's on the port after it, and so on. */
const firstPort = Number(process.env.E2E_PORT ?? 4317);

/** Access tokens live 15 minutes: a worker signs in again before its shared one gets close. */
const DEMO_SESSION_REUSE_MS = 10 * 60_000;

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` return once the app owns the page.
 * Asking for `waitUntil: 'commit'` or `'domcontentloaded'` returns the page as it is before React.
 *
 * Each worker has a server of its own (`server.ts`), and `baseURL` is that server's: tests in
 * different workers never see each other's accounts, drafts, outbox or rate limits.
 *
 * `demoTokens` is the demo borrower's session, signed in once per worker and shared by every test
 * that only needs to be signed in as the demo borrower (not one that refreshes, signs out or
 * changes the account): the sign-in rate limit (10 a minute per address) is never reached.
 */
export const test = base.extend<
  { demoTokens: Tokens },
  { serverURL: string; demoSession: () => Promise<Tokens> }
>({
  serverURL: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      // parallelIndex, not workerIndex: a worker started again after a failure takes the same port.
      const server = await startTestServer(firstPort + workerInfo.parallelIndex);
      await provide(server.baseURL);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ serverURL }, provide) => provide(serverURL),
  demoSession: [
    async ({ playwright, serverURL }, provide) => {
      const request = await playwright.request.newContext({ baseURL: serverURL });
      let current: { tokens: Tokens; at: number } | undefined;
      await provide(async () => {
        if (current === undefined || Date.now() - current.at > DEMO_SESSION_REUSE_MS)
          current = { tokens: await loginViaApi(request), at: Date.now() };
        return current.tokens;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  demoTokens: async ({ demoSession }, provide) => provide(await demoSession()),
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const ready = async (response: Response | null, waitUntil: WaitUntil) => {
      const early = waitUntil === 'commit' || waitUntil === 'domcontentloaded';
      if (!early && isAppPage(response)) await waitForApp(page);
      return response;
    };
    page.goto = async (url, options) => ready(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => ready(await reload(options), options?.waitUntil);
    await provide(page);
  },
});

export { expect } from '@playwright/test';
