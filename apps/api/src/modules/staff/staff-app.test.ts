import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseVariants } from '../../../test/helpers/test-database.ts';
import { startTestApp, useTestApp } from '../../../test/helpers/test-app.ts';

const STAFF_HTML =
  '<!doctype html><html><head><script type="module" src="/staff/assets/index-bo123.js"></script></head><body><div id="root"></div></body></html>';
const STAFF_JS = 'console.log("back office")';
const WEB_SHELL = '<!doctype html><html><body><div id="root">borrower site</div></body></html>';

function makeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-dist-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('the back office at /staff/', () => {
  const t = useTestApp(databaseVariants()[0]!.open, () => ({
    webDistDir: makeDist({ 'index.html': WEB_SHELL, 'app-shell.html': WEB_SHELL }),
    staffDistDir: makeDist({ 'index.html': STAFF_HTML, 'assets/index-bo123.js': STAFF_JS }),
  }));

  it('answers its pages with its own index.html, never the borrower site', async () => {
    for (const url of ['/staff/', '/staff', '/staff/applications', '/staff/applications/abc?tab=x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(STAFF_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('serves its hashed files for a year, and 404 for missing ones', async () => {
    const asset = await t.app.inject({ url: '/staff/assets/index-bo123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(STAFF_JS);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ url: '/staff/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: expect.any(String) });
  });

  it('answers unknown staff API paths and non-page methods with the JSON 404', async () => {
    const api = await t.app.inject({ url: '/staff/api/v1/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: expect.any(String) });
    const post = await t.app.inject({ method: 'POST', url: '/staff/applications', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('leaves the borrower site its own paths', async () => {
    const page = await t.app.inject({ url: '/staffing-agency' });
    expect(page.body).toBe(WEB_SHELL);
    const login = await t.app.inject({ url: '/login/' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toBe(WEB_SHELL);
  });

  it('starts without a back office build and still serves the API and the borrower site', async () => {
    const noStaff = await startTestApp(t.database, {
      webDistDir: makeDist({ 'index.html': WEB_SHELL }),
      staffDistDir: join(tmpdir(), 'does-not-exist-staff'),
    });
    const [health, staff, home] = await Promise.all(
      ['/healthz', '/staff/', '/'].map((url) => noStaff.app.inject({ url })),
    );
    await noStaff.app.close();
    expect(health?.statusCode).toBe(200);
    expect(staff?.statusCode).toBe(404);
    expect(home?.statusCode).toBe(200);
    expect(noStaff.logs.text).toContain('back office build not found');
  });
});
