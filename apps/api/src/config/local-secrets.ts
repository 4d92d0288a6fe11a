import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_NAMES = ['TOKEN_SECRET', 'DATA_ENCRYPTION_KEY'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const generators: Record<SecretName, () => string> = {
  TOKEN_SECRET: () => randomBytes(48).toString('base64url'),
  DATA_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
};

/**
 * Local mode only: secrets missing from the environment are generated once and kept
 * in `<dataDir>/secrets.json` (mode 0600), so restarts keep sessions and encrypted data readable.
 */
export function loadOrCreateLocalSecrets(dataDir: string): Record<SecretName, string> {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Record<SecretName, string>> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const missing = SECRET_NAMES.filter((name) => typeof stored[name] !== 'string');
  if (missing.length > 0) {
    for (const name of missing) stored[name] = generators[name]();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    // writeFileSync keeps the mode of an existing file; make sure it is private.
    chmodSync(file, 0o600);
  }
  return stored as Record<SecretName, string>;
}
