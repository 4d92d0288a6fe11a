import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { HOME_JS_UNTIL_IDLE_CEILING_KB } from '../scripts/js-budgets.mjs';

/**
 * The JavaScript a phone downloads on a first visit to the home page, counted the way a browser
 * pays for it: every script fetched until the network is quiet (issue #32), gzip level 9 as
 * check-bundle-budget.mjs counts the build. The build's own check sums the manifest; this one also
 * catches what the page fetches after it runs (the deferred shell, the route's chunks).
 */
test('the home page downloads no more JavaScript than its ceiling before the network is quiet', async ({
  browser,
  serverURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Read each body before the context closes: a read still pending then would be lost.
    reads.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto(`${serverURL}/`, { waitUntil: 'networkidle' });
  await Promise.all(reads);
  await context.close();

  const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  const listing = [...scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([file, bytes]) => `${(bytes / 1024).toFixed(1)} KB ${file}`)
    .join('\n');
  // React DOM alone is about 66 KB: a total far under it means the app never loaded.
  expect(total, `scripts fetched:\n${listing}`).toBeGreaterThan(66 * 1024);
  expect(total, `scripts fetched:\n${listing}`).toBeLessThanOrEqual(HOME_JS_UNTIL_IDLE_CEILING_KB * 1024);
});
