import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** What the API's options give the authenticator: the challenge, and for a new passkey the user. */
interface Options {
  challenge: string;
  user?: { id: string };
}

/** What differs from an honest answer, to test refusals. */
export interface Tampering {
  /** The page origin the browser would put in clientDataJSON. */
  origin?: string;
  /** The relying party id whose hash goes in authenticatorData. */
  rpID?: string;
  /** The signature counter sent, instead of one more than the last. */
  counter?: number;
  /** Another challenge than the options' one. */
  challenge?: string;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/**
 * A passkey authenticator in software, as a browser and a phone would answer together: a P-256
 * key made here, registered with attestation "none", and assertions signed with it. The answers
 * are the JSON @simplewebauthn/browser sends, so the API checks real signatures in tests.
 */
export class SoftwareAuthenticator {
  readonly credentialId = isoBase64URL.fromBuffer(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The user handle of the account it was registered for (from the options). */
  private userHandle: string | undefined;
  counter = 0;

  constructor(
    readonly origin = 'http://localhost:3000',
    readonly rpID = 'localhost',
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** The answer to navigator.credentials.create() (a RegistrationResponseJSON). */
  register(options: Options, tampering: Tampering = {}) {
    this.userHandle = options.user?.id;
    const authData = Buffer.concat([
      this.authenticatorHead(tampering, FLAG_ATTESTED_CREDENTIAL),
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([0, 32]),
      isoBase64URL.toBuffer(this.credentialId),
      this.cosePublicKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, tampering),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get() (an AuthenticationResponseJSON), signed. */
  authenticate(options: Options, tampering: Tampering = {}) {
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tampering);
    const authData = this.authenticatorHead(tampering, 0);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
      this.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authData)),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        ...(this.userHandle === undefined ? {} : { userHandle: this.userHandle }),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** rpIdHash, flags (present and verified), counter: counts one use unless told the counter. */
  private authenticatorHead(tampering: Tampering, extraFlags: number): Buffer {
    if (tampering.counter === undefined) this.counter += 1;
    const counter = tampering.counter ?? this.counter;
    return Buffer.concat([
      sha256(tampering.rpID ?? this.rpID),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | extraFlags]),
      uint32(counter),
    ]);
  }

  private clientData(type: string, challenge: string, tampering: Tampering): string {
    const data = {
      type,
      challenge: tampering.challenge ?? challenge,
      origin: tampering.origin ?? this.origin,
      crossOrigin: false,
    };
    return isoBase64URL.fromUTF8String(JSON.stringify(data));
  }

  /** The public key as COSE (EC2, ES256, P-256). */
  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x as string, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y as string, 'base64url'))],
      ]) as never,
    );
  }
}
