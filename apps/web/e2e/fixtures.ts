import { test as base, type Page, type Response } from '@playwright/test';

/** The User Timing mark src/boot.tsx sets once React owns the page and the first route is on screen. */
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

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` return once the app owns the page.
 * Asking for `waitUntil: 'commit'` or `'domcontentloaded'` returns the page as it is before React.
 */
export const test = base.extend({
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
