import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_PATHS,
  RESUMABLE_UPLOADS_PATH,
  buildOpenApiDocument,
  endpoints,
  openApiPath,
  servedEndpoints,
} from '@northgate/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

/** A web build of two files, so the web-app plugin registers its routes as in production. */
function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Northgate</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}
// Left out of the comparison, and only these: the web-app plugin's routes, one GET per file of
// the SPA build (@fastify/static; `/` is index.html), which belong to the web app, not the API.
const WEB_APP_ROUTES = new Set(['/', '/index.html', '/assets/index-abc123.js']);
// And resumable uploads: the tus 1.0.0 protocol's own routes (ADR 0046), whose headers and
// answers the protocol defines, not a JSON contract of the table.
const TUS_ROUTES = new Set([RESUMABLE_UPLOADS_PATH, `${RESUMABLE_UPLOADS_PATH}/:uploadId`]);

describe.each(databaseVariants())('the API and its contracts on $name', ({ open }) => {
  // Local mode, so the local-only outbox routes are registered and described too.
  const t = useTestApp(open, () => ({ webDistDir: makeWebDist() }));

  /** Every registered route as `METHOD path`. HEAD routes are Fastify's automatic twins of the GET routes. */
  function registered(): string[] {
    return t.app.routeCatalogue
      .filter(
        (route) => route.method !== 'HEAD' && !WEB_APP_ROUTES.has(route.url) && !TUS_ROUTES.has(route.url),
      )
      .map((route) => `${route.method} ${route.url}`);
  }

  it('registers the web app routes this test leaves out', () => {
    const urls = t.app.routeCatalogue.map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining([...WEB_APP_ROUTES, ...TUS_ROUTES]));
  });

  it('registers exactly the endpoints of the table that it serves', () => {
    const served = servedEndpoints({ includeLocalOnly: true }).map(([, e]) => `${e.method} ${e.path}`);
    expect(registered().sort()).toEqual(served.sort());
  });

  it('describes every registered route in its OpenAPI document, with the same method', async () => {
    const res = await t.app.inject({ url: API_PATHS.openApi });
    expect(res.statusCode).toBe(200);
    const document = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument({ includeLocalOnly: true }))));
    for (const route of registered()) {
      const [method, url] = route.split(' ') as [string, string];
      expect(document.paths[openApiPath(url)]?.[method.toLowerCase()], route).toBeDefined();
    }
  });

  it("finds every registered route in the client's path table", () => {
    const clientPaths = new Set<string>(Object.values(API_PATHS));
    const tableRoutes = new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`));
    for (const route of registered()) {
      expect(clientPaths.has(route.split(' ')[1] as string), route).toBe(true);
      expect(tableRoutes.has(route), route).toBe(true);
    }
  });
});
