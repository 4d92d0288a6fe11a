import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldEncryption } from './field-encryption.ts';

describe('field encryption', () => {
  const encryption = new FieldEncryption(randomBytes(32));

  it('round-trips and never stores the plaintext', () => {
    const stored = encryption.encrypt('123-45-6789', 'users.ssn:1');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain('123-45-6789');
    expect(encryption.decrypt(stored, 'users.ssn:1')).toBe('123-45-6789');
  });

  it('uses a fresh IV every time', () => {
    expect(encryption.encrypt('same', 'c')).not.toBe(encryption.encrypt('same', 'c'));
  });

  it('refuses a value moved to another context, tampered with, or under another key', () => {
    const stored = encryption.encrypt('1984-02-29', 'users.dob:1');
    expect(() => encryption.decrypt(stored, 'users.dob:2')).toThrow();
    // One bit of the ciphertext flipped. (Rewriting its last characters did not always change it:
    // base64's last character carries padding bits, and once in a few hundred runs nothing changed.)
    const [version, iv, tag, ciphertext = ''] = stored.split('.');
    const bytes = Buffer.from(ciphertext, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = [version, iv, tag, bytes.toString('base64url')].join('.');
    expect(() => encryption.decrypt(tampered, 'users.dob:1')).toThrow();
    expect(() => new FieldEncryption(randomBytes(32)).decrypt(stored, 'users.dob:1')).toThrow();
  });

  it('fingerprints a value the same way each time, per context and per key, without revealing it', () => {
    const fingerprint = encryption.fingerprint('123456789', 'flow_drafts.masked:1');
    expect(fingerprint).toMatch(/^[\w-]{22}$/);
    expect(fingerprint).not.toContain('6789');
    expect(encryption.fingerprint('123456789', 'flow_drafts.masked:1')).toBe(fingerprint);
    expect(encryption.fingerprint('123456788', 'flow_drafts.masked:1')).not.toBe(fingerprint);
    expect(encryption.fingerprint('123456789', 'flow_drafts.masked:2')).not.toBe(fingerprint);
    expect(new FieldEncryption(randomBytes(32)).fingerprint('123456789', 'flow_drafts.masked:1')).not.toBe(
      fingerprint,
    );
  });
});
