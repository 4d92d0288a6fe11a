import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { demoBorrower, seedDemoBorrower } from '../src/db/seed.ts';
import { users } from '../src/db/schema.ts';
import { databaseVariants } from './helpers/test-database.ts';
import { startTestApp, useTestApp } from './helpers/test-app.ts';

const page = (body: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root">${body}</div></body></html>`;
// The web build's layout (apps/web/scripts/prerender.mjs): prerendered pages by path, the shell for the rest.
const SHELL_HTML = page('');
const HOME_HTML = page('<h1>One Platform For All Your Financing Needs</h1>');
const LEGAL_HTML = page('<h1>Legal</h1>');
const STEP_HTML = page('<h1>Personal details</h1>');
const APP_JS = 'console.log("app")'.repeat(100);

function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'legal'));
  writeFileSync(join(dir, 'app-shell.html'), SHELL_HTML);
  writeFileSync(join(dir, 'index.html'), HOME_HTML);
  writeFileSync(join(dir, 'legal', 'index.html'), LEGAL_HTML);
  mkdirSync(join(dir, 'shortQuiz'));
  writeFileSync(join(dir, 'shortQuiz', 'personalDetails.html'), STEP_HTML);
  writeFileSync(join(dir, 'shortQuiz', 'personalDetails.html.br'), brotliCompressSync(STEP_HTML));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), APP_JS);
  // The copies apps/web/scripts/precompress.mjs writes next to text files.
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'legal', 'index.html.gz'), gzipSync(LEGAL_HTML));
  writeFileSync(join(dir, 'app-shell.html.br'), brotliCompressSync(SHELL_HTML));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dir;
}

describe.each(databaseVariants())('platform on $name', ({ open }) => {
  const t = useTestApp(open, () => ({ webDistDir: makeWebDist() }));

  describe('security headers', () => {
    it('are on every response: page, asset, API and error', async () => {
      for (const url of ['/', '/assets/index-abc123.js', '/healthz', '/auth/api/v1/nope', '/no-such-page']) {
        const res = await t.app.inject({ url });
        const csp = res.headers['content-security-policy'] as string;
        expect(csp, url).toContain("default-src 'self'");
        // Our origin, and one inline script by its hash: a prerendered page's early-input script.
        expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('deny framing, cross-origin use and unused browser features', async () => {
      const res = await t.app.inject({ url: '/' });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
    });

    it('over http: no HSTS and no upgrade-insecure-requests, which would break http://localhost', async () => {
      const res = await t.app.inject({ url: '/' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });

    it('over https: HSTS and upgrade-insecure-requests', async () => {
      const secure = await startTestApp(t.database, { publicUrl: 'https://www.northgate-lending.test' });
      const res = await secure.app.inject({ url: '/healthz' });
      await secure.app.close();
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    });

    it('forbid caching of API responses', async () => {
      const res = await t.app.inject({ url: '/healthz' });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('health', () => {
    it('/healthz answers while the process is up', async () => {
      const res = await t.app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('/readyz answers 200 when the database answers', async () => {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('/readyz answers 503 with an error when the database does not', async () => {
      const broken: Database = {
        ...t.database,
        ping: () => Promise.reject(new Error('connection refused')),
      };
      const other = await startTestApp(broken);
      const res = await other.app.inject({ url: '/readyz' });
      await other.app.close();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Database unavailable' });
    });
  });

  describe('graceful shutdown', () => {
    it('close() lets a request in flight finish before the server stops', async () => {
      let markStarted: () => void = () => undefined;
      const started = new Promise<void>((resolve) => (markStarted = resolve));
      const slow: Database = {
        ...t.database,
        ping: async () => {
          markStarted();
          await new Promise((resolve) => setTimeout(resolve, 300));
          await t.database.ping();
        },
      };
      const server = await startTestApp(slow);
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const inFlight = fetch(`${address}/readyz`);
      await started;
      const closing = server.app.close();
      const res = await inFlight;
      await closing;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    });
  });

  describe('error shapes', () => {
    it('unknown API paths are a JSON 404 with an error', async () => {
      for (const url of [
        '/auth/api/v1/auth/nothing',
        '/personal_account/v1/x',
        '/api/v1/nope',
        '/dev/nope',
      ]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json()).toEqual({ error: 'Not found' });
      }
    });

    it('unknown POST paths are a JSON 404 too, even outside the API', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/login/', payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    });

    it('malformed JSON is a 400 with an error, not a 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/auth/nothing',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'The request body is not valid JSON' });
    });

    it('an oversized body is a 413 with an error', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/auth/nothing',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'The request body is too large' });
    });
  });

  describe('single-page app', () => {
    /** A page answer: the status, HTML revalidated on every use, and exactly this body. */
    async function expectPage(url: string, status: number, html: string) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(html);
    }

    it('serves a prerendered page on its exact path, with 200 and no-cache', async () => {
      await expectPage('/', 200, HOME_HTML);
      await expectPage('/legal/', 200, LEGAL_HTML);
      await expectPage('/?utm_source=newsletter', 200, HOME_HTML);
      // A flow step's path has no trailing slash: its page is a file of its own.
      await expectPage('/shortQuiz/personalDetails', 200, STEP_HTML);
      await expectPage('/shortQuiz/personalDetails?from=home', 200, STEP_HTML);
      const br = await t.app.inject({
        url: '/shortQuiz/personalDetails',
        headers: { 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(STEP_HTML);
      const head = await t.app.inject({ method: 'HEAD', url: '/shortQuiz/personalDetails' });
      expect(head.statusCode).toBe(200);
    });

    it('serves the shell with 200 and no-cache on every other route of the spec', async () => {
      for (const url of [
        '/login/',
        '/login',
        '/legal',
        '/profile',
        '/shortQuiz/creditScore',
        '/shortQuiz/personalDetails/',
        '/profile/edit/phone',
      ]) {
        await expectPage(url, 200, SHELL_HTML);
      }
    });

    it('serves the shell with 404 on unknown paths, so the SPA shows its 404 page', async () => {
      for (const url of [
        '/no-such-page',
        '/shortQuiz/notAStep',
        '/login/extra/deep',
        '/app-shell.html',
        '/shortQuiz/personalDetails.html',
      ]) {
        await expectPage(url, 404, SHELL_HTML);
      }
    });

    it('uses index.html as the shell of a build made without the prerender step', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'api-test-web-plain-'));
      writeFileSync(join(dir, 'index.html'), SHELL_HTML);
      const plain = await startTestApp(t.database, { webDistDir: dir });
      const responses = await Promise.all(
        ['/', '/legal/', '/login/'].map((url) => plain.app.inject({ url })),
      );
      await plain.app.close();
      for (const res of responses) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(SHELL_HTML);
      }
    });

    it('sends the precompressed copy the browser accepts, and the plain file otherwise', async () => {
      const br = await t.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

      const gz = await t.app.inject({ url: '/legal/', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.statusCode).toBe(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['content-type']).toContain('text/html');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(LEGAL_HTML);

      const shell = await t.app.inject({ url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
      expect(shell.statusCode).toBe(404);
      expect(shell.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(shell.rawPayload).toString()).toBe(SHELL_HTML);

      const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(APP_JS);
    });

    it('never serves the compressed copies under their own names', async () => {
      for (const url of ['/assets/index-abc123.js.br', '/legal/index.html.gz']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('console.log');
      }
    });

    it('serves hashed assets with immutable caching', async () => {
      const res = await t.app.inject({ url: '/assets/index-abc123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers a missing asset with 404, not with the page', async () => {
      const res = await t.app.inject({ url: '/assets/missing-123.js' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    });

    it('serves other files of the build root, revalidated', async () => {
      const res = await t.app.inject({ url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('User-agent');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('starts without a web build and still answers the API', async () => {
      const apiOnly = await startTestApp(t.database, { webDistDir: join(tmpdir(), 'does-not-exist-web') });
      const health = await apiOnly.app.inject({ url: '/healthz' });
      const page = await apiOnly.app.inject({ url: '/' });
      await apiOnly.app.close();
      expect(health.statusCode).toBe(200);
      expect(page.statusCode).toBe(404);
      expect(apiOnly.logs.text).toContain('web app build not found');
    });
  });

  describe('demo borrower seed', () => {
    it('creates the demo borrower once, however often it runs', async () => {
      const results = [await seedDemoBorrower(t.database.db), await seedDemoBorrower(t.database.db)];
      const rows = await t.database.db.select().from(users);
      const demo = rows.filter((row) => row.email === demoBorrower.email);
      expect(results).toEqual([true, false]);
      expect(demo).toHaveLength(1);
      expect(demo[0]).toMatchObject({
        firstName: 'Dana',
        lastName: 'Demo',
        cellPhone: '+12125550199',
        status: 1,
      });
      // A number the phone steps accept, already verified.
      expect(demo[0]?.phoneVerifiedAt).toBeInstanceOf(Date);
      expect(demo[0]?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });
  });
});
