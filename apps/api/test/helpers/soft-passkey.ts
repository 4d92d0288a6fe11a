import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the API's tests: a P-256 key pair and a signature counter, making
 * the WebAuthn answers a browser would send (attestation "none" when created, an ES256 assertion
 * when used), so the server's checks run on real signatures. Every field can be bent to test a
 * refusal: another origin, another rpID, a counter that goes backwards.
 */
export class SoftPasskey {
  readonly credentialId = randomBytes(32).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(
    readonly origin = 'http://localhost:3000',
    readonly rpId = 'localhost',
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** The answer to `navigator.credentials.create()` for these options. */
  create(options: { challenge: string }, bend: Bend = {}) {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    );
    const id = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      this.authDataHead(bend.rpId ?? this.rpId, 0x45, this.counter),
      Buffer.alloc(16), // AAGUID: none
      length,
      id,
      Buffer.from(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, bend.origin),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
    };
  }

  /** The answer to `navigator.credentials.get()`; the counter moves on by one unless told otherwise. */
  get(options: { challenge: string }, bend: Bend & { counter?: number } = {}) {
    this.counter = bend.counter ?? this.counter + 1;
    const authData = this.authDataHead(bend.rpId ?? this.rpId, 0x05, this.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, bend.origin);
    const signed = Buffer.concat([
      authData,
      createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest(),
    ]);
    return {
      id: bend.credentialId ?? this.credentialId,
      rawId: bend.credentialId ?? this.credentialId,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON,
        authenticatorData: authData.toString('base64url'),
        signature: sign('sha256', signed, this.privateKey).toString('base64url'),
      },
    };
  }

  private authDataHead(rpId: string, flags: number, counter: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), count]);
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url');
  }
}

/** What a test may change in an answer. */
export interface Bend {
  origin?: string;
  rpId?: string;
  credentialId?: string;
}
