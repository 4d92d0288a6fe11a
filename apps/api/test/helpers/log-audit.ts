import { Writable } from 'node:stream';

/**
 * The suite-wide log audit: every LogCapture a test file creates is kept, and after the file
 * (test/helpers/log-audit-setup.ts) every line it captured is searched for what must never be
 * logged: passwords the tests used, argon2 hashes, tokens the tests were issued (and anything
 * JWT-shaped), codes that were sent, SSN-shaped values, emails inside SQL parameters.
 */

const captures: LogCapture[] = [];
const secrets = new Map<string, string>();

/** Collects every log line the app writes, to assert on what reaches the logs. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  constructor() {
    super();
    captures.push(this);
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.lines.push(chunk.toString('utf8'));
    done();
  }
  get text(): string {
    return this.lines.join('');
  }
}

export type SecretKind = 'password' | 'token' | 'code' | 'recovery code';

/**
 * Remembers a value the logs must not contain. Passwords shorter than 8 characters or made of
 * fewer than 4 different characters ('x', '        ') are too common to search for.
 */
export function rememberSecret(kind: SecretKind, value: unknown): void {
  if (typeof value !== 'string') return;
  if (kind === 'code' && !/^\d{6}$/.test(value)) return;
  if (kind === 'password' && (value.length < 8 || new Set(value).size < 4)) return;
  if (kind === 'token' && value.length < 16) return;
  if (kind === 'recovery code' && value.length < 10) return;
  secrets.set(value, kind);
}

// Keys of request bodies whose values are secrets.
const SECRET_KEYS: Record<string, SecretKind> = {
  password: 'password',
  new_password: 'password',
  refresh_token: 'token',
  access_token: 'token',
  challenge_token: 'token',
  // A staff member's TOTP secret (ADR 0052).
  secret: 'token',
  code: 'code',
};

/** Remembers the secrets in a request or response body (top level: that is where the API has them). */
export function rememberSecretsIn(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    // Own keys only: a fuzzed body's `constructor` is no secret kind.
    if (Object.hasOwn(SECRET_KEYS, key)) rememberSecret(SECRET_KEYS[key] as SecretKind, value);
  }
}

/** Remembers the codes in the outbox's verification and reset messages. */
export function rememberSentCodes(messages: readonly { subject: string | null; body: string }[]): void {
  for (const message of messages) {
    if (!/code/i.test(`${message.subject ?? ''} ${message.body}`)) continue;
    // A code stands alone ("… code is 123456."): six digits inside an id such as an application's
    // UUID in a staff notice (which says "ZIP code") are not one.
    for (const [code] of message.body.matchAll(/(?<![\w-])\d{6}(?![\w-])/g)) rememberSecret('code', code);
  }
}

const PATTERNS: [name: string, pattern: RegExp][] = [
  ['an argon2 hash', /\$argon2/],
  ['a JWT-shaped token', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['an SSN-shaped value', /(?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-])/],
  ['an email address in SQL parameters', /params\W{1,8}[^}]*?[\w.+-]+@[\w-]+\.[\w.-]+/],
  ['a value in a database error detail', /Key \([^)]*\)=\(/],
];

function excerpt(line: string, index: number, length: number): string {
  const start = Math.max(0, index - 60);
  return `…${line.slice(start, index)}<${'*'.repeat(Math.min(length, 12))}>${line.slice(index + length, index + length + 60)}…`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for every known secret: a suite remembers thousands, and logs thousands of lines. */
function knownSecretsPattern(known: ReadonlyMap<string, string>): RegExp | undefined {
  const alternatives = [...known].flatMap(([value, kind]) =>
    // A code is six digits on their own, not part of a longer number such as a timestamp or of a
    // hex word such as a wasm offset in a stack (`0x482913`); other secrets as sent, or as a JSON
    // log line escapes them.
    kind === 'code'
      ? [`(?<![\\w.])${value}(?![\\w.])`]
      : [...new Set([value, JSON.stringify(value).slice(1, -1)])].map(escape),
  );
  return alternatives.length === 0 ? undefined : new RegExp(alternatives.join('|'));
}

/** What `text` leaks, one finding per line and kind; the secret itself is starred out. */
export function findLeaks(text: string, known: ReadonlyMap<string, string> = secrets): string[] {
  const findings: string[] = [];
  const knownPattern = knownSecretsPattern(known);
  for (const line of text.split('\n')) {
    for (const [name, pattern] of PATTERNS) {
      const match = pattern.exec(line);
      if (match) findings.push(`${name}: ${excerpt(line, match.index, match[0].length)}`);
    }
    const match = knownPattern?.exec(line);
    if (match) {
      const kind = known.get(match[0]) ?? known.get(JSON.parse(`"${match[0]}"`) as string) ?? 'secret';
      findings.push(`a ${kind} used by the tests: ${excerpt(line, match.index, match[0].length)}`);
    }
  }
  return findings;
}

/** Every leak in the lines captured since the last audit; forgets the captures and secrets. */
export function auditCapturedLogs(): string[] {
  const findings = findLeaks(captures.map((capture) => capture.text).join('\n'));
  captures.length = 0;
  secrets.clear();
  return findings;
}
