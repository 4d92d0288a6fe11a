import { describe, expect, it } from 'vitest';
import { createLogger, redactSensitive, redactUrl } from '../src/logger.ts';
import { routes } from './helpers/fixtures.ts';
import { LogCapture, useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

const secrets = {
  password: 'Hunter2-Password!',
  accessToken: 'eyJhbGciOiJIUzI1NiJ9.secret-access',
  refreshToken: 'refresh-secret-value',
  cookie: 'csrf_token=cookie-secret-value',
  ssn: '123-45-6789',
  dateOfBirth: '1984-02-29',
};

describe('log redaction', () => {
  it('keeps passwords, tokens, cookies, authorization headers, SSNs and birth dates out of the logs', () => {
    const logs = new LogCapture();
    const logger = createLogger({ stream: logs });
    logger.info(
      {
        req: { headers: { authorization: `Bearer ${secrets.accessToken}`, cookie: secrets.cookie } },
        body: { email: 'dana@example.test', password: secrets.password, refresh_token: secrets.refreshToken },
        applicant: { profile: { ssn: secrets.ssn, dateOfBirth: secrets.dateOfBirth } },
        access_token: secrets.accessToken,
      },
      'something happened',
    );
    for (const value of Object.values(secrets)) expect(logs.text).not.toContain(value);
    expect(logs.text).toContain('[Redacted]');
    expect(logs.text).toContain('dana@example.test');
  });

  it('censors sensitive keys inside arrays too, and leaves the object the code logged as it was', () => {
    const logged = {
      staffId: 'st-1',
      applicants: [{ name: 'Dana', ssn: secrets.ssn }],
      nested: { session: { token: secrets.refreshToken } },
    };
    const copy = structuredClone(logged);
    expect(redactSensitive(logged)).toEqual({
      staffId: 'st-1',
      applicants: [{ name: 'Dana', ssn: '[Redacted]' }],
      nested: { session: { token: '[Redacted]' } },
    });
    expect(logged).toEqual(copy);
  });

  it('removes OAuth codes and tokens from logged URLs but keeps the rest', () => {
    expect(redactUrl('/auth/api/v1/auth/google/verification_code/?code=abc123&request_from=web')).toBe(
      '/auth/api/v1/auth/google/verification_code/?code=%5BRedacted%5D&request_from=web',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it("removes a staff invite link's token from its path", () => {
    expect(redactUrl('/staff/invite/Abc_123-xyz?from=mail')).toBe('/staff/invite/[Redacted]?from=mail');
    expect(redactUrl('/staff/invite/Abc_123-xyz')).toBe('/staff/invite/[Redacted]');
  });
});

describe('errors in the log', () => {
  function logged(err: unknown) {
    const logs = new LogCapture();
    createLogger({ stream: logs }).error({ err }, 'failed');
    return { text: logs.text, err: (JSON.parse(logs.text) as { err: Record<string, unknown> }).err };
  }

  it('keeps type, message, code and stack frames of an ordinary error', () => {
    const error = Object.assign(new TypeError('Cannot read properties of undefined'), { code: 'E_BROKEN' });
    const { err } = logged(error);
    expect(err).toMatchObject({
      type: 'TypeError',
      message: 'Cannot read properties of undefined',
      code: 'E_BROKEN',
    });
    expect(err.stack).toMatch(/^TypeError: Cannot read properties of undefined\n\s+at /);
  });

  it('drops the properties an error carries besides its codes, and scrubs emails, tokens and hashes from messages', () => {
    const token =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const error = Object.assign(
      new Error(
        `550 <dana@example.test> rejected; token ${token}; hash $argon2id$v=19$m=19456,t=2,p=1$abc$def`,
      ),
      { params: ['dana@example.test'], detail: 'Key (email)=(dana@example.test)', payload: { sub: 'x' } },
    );
    const { text, err } = logged(error);
    expect(err.message).toBe('550 <[email]> rejected; token [token]; hash [hash]');
    for (const value of ['dana@example.test', token, '$argon2', 'params', 'detail', 'payload']) {
      expect(text).not.toContain(value);
    }
  });

  it('logs the cause chain the same way', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "dana@example.test"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'secret detail',
    });
    const { text, err } = logged(new Error('outer', { cause }));
    expect(err.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "[Redacted]"',
    });
    expect(text).not.toContain('dana@example.test');
    expect(text).not.toContain('secret detail');
  });
});

describe('the request log', () => {
  const t = useTestApp(databaseVariants()[0]!.open);

  it('writes one line per request, with its method, URL, status and time taken', async () => {
    const before = t.logs.lines.length;
    const res = await t.app.inject({ url: `${routes.userInfo}?request_from=web` });
    expect(res.statusCode).toBe(401);
    const lines = t.logs.lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    // Lines naming the request (a 401 also logs its code, without the request).
    const aboutIt = lines.filter((line) => line.req !== undefined);
    expect(aboutIt).toHaveLength(1);
    expect(aboutIt[0]).toMatchObject({
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: `${routes.userInfo}?request_from=web` },
      res: { statusCode: 401 },
    });
    expect(aboutIt[0]!.responseTime).toEqual(expect.any(Number));
  });
});
