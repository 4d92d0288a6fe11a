import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What `encryptBytes` adds to each plaintext: the IV and the authentication tag. */
export const BYTES_OVERHEAD = IV_BYTES + TAG_BYTES;

/**
 * AES-256-GCM for sensitive fields at rest (SSN/ITIN/EIN, dates of birth, account numbers).
 * Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url); `context` (e.g. "users.ssn:<id>") is bound
 * as associated data, so a value copied into another row or column does not decrypt.
 */
export class FieldEncryption {
  /** A separate key for fingerprints, derived from the encryption key (never the same bytes). */
  private readonly fingerprintKey: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('FieldEncryption needs a 32-byte key');
    this.fingerprintKey = Buffer.from(
      hkdfSync('sha256', key, Buffer.alloc(0), 'northgate field fingerprint v1', 32),
    );
  }

  /**
   * A keyed hash naming a value without revealing it (HMAC-SHA-256, 128 bits, base64url): the
   * same value and context always give the same fingerprint, and without the key nine-digit
   * numbers cannot be tried against it. `context` scopes it like the encryption's.
   */
  fingerprint(value: string, context: string): string {
    return createHmac('sha256', this.fingerprintKey)
      .update(context)
      .update('\0')
      .update(value)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /**
   * The same cipher for bytes (document files, chunk by chunk: documents/file-encryption.ts):
   * `iv (12) | tag (16) | ciphertext`, with `context` bound as associated data.
   */
  encryptBytes(plaintext: Uint8Array, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
  }

  /** Opens what `encryptBytes` sealed with the same context; throws when anything was changed. */
  decryptBytes(sealed: Uint8Array, context: string): Buffer {
    if (sealed.length < BYTES_OVERHEAD) throw new Error('Unrecognised encrypted bytes');
    const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.length);
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, BYTES_OVERHEAD));
    return Buffer.concat([decipher.update(bytes.subarray(BYTES_OVERHEAD)), decipher.final()]);
  }

  decrypt(stored: string, context: string): string {
    const [version, iv, tag, ciphertext] = stored.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
      throw new Error('Unrecognised encrypted value');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
