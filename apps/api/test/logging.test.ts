import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from '../src/logger.ts';
import { LogCapture } from './helpers/test-app.ts';

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

  it('removes OAuth codes and tokens from logged URLs but keeps the rest', () => {
    expect(redactUrl('/auth/api/v1/auth/google/verification_code/?code=abc123&request_from=web')).toBe(
      '/auth/api/v1/auth/google/verification_code/?code=%5BRedacted%5D&request_from=web',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});
