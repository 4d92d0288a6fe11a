// Measures argon2id cost per hash and sequential login throughput (in-process, PGlite in memory).
// Run: pnpm --filter @northgate/api exec tsx scripts/bench-login.ts
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { openPglite } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { demoBorrower } from '../src/db/seed.ts';
import { createLogger } from '../src/logger.ts';
import { hashPassword, verifyPassword } from '../src/modules/identity/passwords.ts';

const ROUNDS = 20;

async function timeIt(label: string, fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await fn();
  const perCall = (performance.now() - started) / ROUNDS;
  console.log(`${label}: ${perCall.toFixed(1)} ms each (${(1000 / perCall).toFixed(1)}/s sequential)`);
  return perCall;
}

const hash = await hashPassword('Benchmark-Password-1');
await timeIt('argon2id hash', () => hashPassword('Benchmark-Password-1'));
await timeIt('argon2id verify', () => verifyPassword(hash, 'Benchmark-Password-1'));

const database = await openPglite();
await database.migrate();
const config = {
  ...loadConfig({
    TOKEN_SECRET: randomBytes(48).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  }),
  webDistDir: '/nonexistent',
};
const app = await buildApp({ config, database, logger: createLogger({ level: 'silent' }) });
// One account and one address per login, so the rate limits (10/min) do not cut the run short.
const emails: string[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const email = `bench${i}@example.test`;
  await database.db.insert(users).values({ email, passwordHash: await hashPassword(demoBorrower.password) });
  emails.push(email);
}
let round = 0;
await timeIt('POST /auth/api/v1/auth/login (inject, PGlite)', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/api/v1/auth/login',
    payload: { email: emails[round], password: demoBorrower.password },
    remoteAddress: `10.9.0.${round + 1}`,
  });
  round += 1;
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}`);
});
await app.close();
await database.close();
