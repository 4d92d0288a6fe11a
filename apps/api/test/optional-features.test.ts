import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@northgate/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';
import { featuresOffLine, optionalFeatures } from '../src/config/optional-features.ts';
import { errorMessages } from '../src/messages.ts';
import { createUser, login, postJson } from './helpers/fixtures.ts';
import { startTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

// A lender without SMS or Google credentials runs without those features, and says so (ADR 0049).

const production = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgres://northgate@db.internal:5432/northgate',
  TOKEN_SECRET: randomBytes(48).toString('base64url'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://www.northgate-lending.test',
  SMTP_URL: 'smtps://user:pass@smtp.example.test:465',
  MAIL_FROM: 'Northgate <no-reply@northgate-lending.test>',
};

describe('optional features in the configuration', () => {
  it('starts production without SMS or Google credentials, and names what is off in one line', () => {
    const config = loadConfig(production, '/srv/northgate');
    const features = optionalFeatures(config);
    expect(features).toEqual({ googleSignIn: false, phoneVerification: false, metrics: false });
    expect(featuresOffLine(features)).toBe(
      'optional features off: Google sign-in (set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET); phone verification by text message (set SMS_API_URL, SMS_API_TOKEN); /metrics (set METRICS_TOKEN)',
    );
  });

  it('turns each feature on with its settings, and refuses half a pair', () => {
    const all = loadConfig(
      {
        ...production,
        SMS_API_URL: 'https://sms.example.test/v1/messages',
        SMS_API_TOKEN: 'sms-token',
        GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        METRICS_TOKEN: randomBytes(32).toString('base64url'),
      },
      '/srv/northgate',
    );
    expect(featuresOffLine(optionalFeatures(all))).toBeUndefined();
    expect(() => loadConfig({ ...production, SMS_API_URL: 'https://sms.example.test' }, '/srv')).toThrow(
      new ConfigError('SMS_API_URL and SMS_API_TOKEN go together: set both, or neither'),
    );
    expect(() => loadConfig({ ...production, GOOGLE_CLIENT_SECRET: 'google-secret' }, '/srv')).toThrow(
      new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both, or neither'),
    );
  });
});

describe.each(databaseVariants())('a production server without SMS or Google on $name', ({ open }) => {
  it('tells the web Google sign-in and phone verification are off, and a borrower asking for a code why', async () => {
    const database = await open();
    const t = await startTestApp(database, { appEnv: 'production' });
    try {
      const features = await t.app.inject({ url: API_PATHS.features });
      expect(features.statusCode).toBe(200);
      expect(features.json()).toEqual({ google_sign_in: false, phone_verification: false });

      const user = await createUser(database);
      const { access_token } = await login(t.app, user);
      for (const url of [API_PATHS.changePhone, API_PATHS.resendSms]) {
        const res = await postJson(
          t.app,
          url,
          { phone: '(212) 555-0147' },
          { headers: { authorization: `Bearer ${access_token}` } },
        );
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({ error: errorMessages.phoneVerificationOff });
      }
      expect(errorMessages.phoneVerificationOff).toBe(
        "We can't verify phone numbers by text message yet. To add or change your number, call us at (555) 010-0142.",
      );
    } finally {
      await t.app.close();
      await database.close();
    }
  });

  it('offers both locally, where the dev outbox and a stand-in play SMS and Google', async () => {
    const database = await open();
    const t = await startTestApp(database);
    try {
      const features = await t.app.inject({ url: API_PATHS.features });
      expect(features.json()).toEqual({ google_sign_in: true, phone_verification: true });
    } finally {
      await t.app.close();
      await database.close();
    }
  });
});
