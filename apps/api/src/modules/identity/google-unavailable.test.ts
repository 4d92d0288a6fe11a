import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { errorMessages } from '../../messages.ts';
import { isLoopbackHttpIssuer } from './google-sign-in.ts';
import { startLocalOidcProvider } from './local-oidc-provider.ts';
import { freshIp } from '../../../test/helpers/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const socialAuth = '/auth/api/v1/auth/social_auth';
const client = { clientId: 'northgate-test', clientSecret: 'test-client-secret' };

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const logLines = (t: TestApp) =>
  t.logs.text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } });

describe('which issuers may be reached over plain http', () => {
  it('only the local stand-in on this machine', () => {
    for (const issuer of ['http://localhost:4010', 'http://127.0.0.1:4010', 'http://[::1]:4010'])
      expect(isLoopbackHttpIssuer(new URL(issuer)), issuer).toBe(true);
    for (const issuer of [
      'https://accounts.google.com',
      'http://accounts.google.com',
      'http://localhost.attacker.test',
      'https://localhost:4010',
    ])
      expect(isLoopbackHttpIssuer(new URL(issuer)), issuer).toBe(false);
  });
});

describe.each(databaseVariants())('Google sign-in while the provider is unreachable on $name', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });

  afterAll(async () => {
    await database.close();
  });

  const startSignIn = (t: TestApp) =>
    t.app.inject({
      remoteAddress: freshIp(),
      url: socialAuth,
      query: { provider: 'google', request_from: '/' },
    });

  it('answers 503 "Google sign-in is not available", logs a warning without an error, and tries again next time', async () => {
    const port = await closedPort();
    // The local stand-in names itself localhost whatever address it listens on.
    const issuer = `http://localhost:${port}`;
    const t = await startTestApp(database, { appEnv: 'production', google: { issuer, ...client } });
    try {
      const res = await startSignIn(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: errorMessages.googleUnavailable });
      const lines = logLines(t);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.some((line) => line.level === 40 && line.msg === errorMessages.googleUnavailable)).toBe(
        true,
      );

      // The provider comes up: the failed discovery was not kept.
      const provider = await startLocalOidcProvider({ host: '127.0.0.1', port });
      try {
        const retry = await startSignIn(t);
        expect(retry.statusCode).toBe(200);
        const url = new URL(retry.json().url as string);
        expect(url.origin).toBe(issuer);
        expect(url.searchParams.get('prompt')).toBe('select_account');
      } finally {
        await provider.stop();
      }
    } finally {
      await t.app.close();
    }
  });

  it('refuses plain http to any issuer but this machine, with the same 503', async () => {
    const t = await startTestApp(database, {
      appEnv: 'production',
      google: { issuer: 'http://accounts.example.test', ...client },
    });
    try {
      const res = await startSignIn(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: errorMessages.googleUnavailable });
      const warning = logLines(t).find((line) => line.msg === errorMessages.googleUnavailable);
      expect(warning?.err?.message).toContain('only requests to HTTPS are allowed');
    } finally {
      await t.app.close();
    }
  });
});
