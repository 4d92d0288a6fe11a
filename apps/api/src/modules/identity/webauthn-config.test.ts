import { describe, expect, it } from 'vitest';
import { webAuthnRelyingParty } from './webauthn-config.ts';

describe('webAuthnRelyingParty', () => {
  it('takes the rp id and origin from the public origin', () => {
    expect(webAuthnRelyingParty('https://www.northgate-lending.test')).toMatchObject({
      rpID: 'www.northgate-lending.test',
      origin: 'https://www.northgate-lending.test',
    });
  });

  it('keeps the port in the origin but not in the rp id (local mode)', () => {
    expect(webAuthnRelyingParty('http://localhost:3000')).toMatchObject({
      rpID: 'localhost',
      origin: 'http://localhost:3000',
    });
  });

  it('serves a loopback address as localhost, since WebAuthn refuses addresses', () => {
    expect(webAuthnRelyingParty('http://127.0.0.1:4317')).toMatchObject({
      rpID: 'localhost',
      origin: 'http://localhost:4317',
    });
  });
});
