// API throughput next to a baseline measured in the same run (issue 20): the built API's
// `user_info` (a signed-in borrower's most frequent call) against a bare Fastify hello-world in
// another process, alternating so both see the same machine load. Reports req/s and the ratio.
//
//   pnpm build && pnpm bench:api                      # embedded PGlite, a fresh data folder
//   BENCH_DATABASE_URL=postgres://… pnpm bench:api    # PostgreSQL (a database it may write to)
//
// Options through the environment: BENCH_CONNECTIONS (20), BENCH_SECONDS per round (8), BENCH_ROUNDS (2).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { API_PATHS } from '@northgate/contracts';
import { demoBorrower } from '../src/db/seed.ts';

const here = dirname(fileURLToPath(import.meta.url));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const API_PORT = 4591;
const BASELINE_PORT = 4592;

const BASELINE_SOURCE = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${BASELINE_PORT}, host: '127.0.0.1' });
`;

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'], cwd: join(here, '..') });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${args.join(' ')} exited with ${code}`);
  });
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.average;
}

const dataDir = mkdtempSync(join(tmpdir(), 'northgate-bench-'));
const api = start(process.execPath, ['dist/server.mjs'], {
  ...process.env,
  APP_ENV: 'local',
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: join(here, '..', '..', 'web', 'dist'),
});
const baseline = start(process.execPath, ['--input-type=module', '-e', BASELINE_SOURCE], process.env);

try {
  const origin = `http://127.0.0.1:${API_PORT}`;
  await Promise.all([waitFor(`${origin}${API_PATHS.readyz}`), waitFor(`http://127.0.0.1:${BASELINE_PORT}/`)]);
  const login = await fetch(`${origin}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoBorrower.email, password: demoBorrower.password }),
  });
  if (!login.ok) throw new Error(`demo login: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const authorization = `Bearer ${token}`;

  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${connections} connections, ${rounds} rounds of ${seconds} s each`,
  );
  // A short warm-up of each, then alternating rounds so both share the machine's state.
  await autocannon({ url: `http://127.0.0.1:${BASELINE_PORT}/`, connections, duration: 2 });
  await autocannon({
    url: `${origin}${API_PATHS.userInfo}`,
    connections,
    duration: 2,
    headers: { authorization },
  });
  const baselineRates: number[] = [];
  const userInfoRates: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    baselineRates.push(await requestsPerSecond(`http://127.0.0.1:${BASELINE_PORT}/`));
    userInfoRates.push(await requestsPerSecond(`${origin}${API_PATHS.userInfo}`, { authorization }));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const hello = mean(baselineRates);
  const userInfo = mean(userInfoRates);
  console.log(`hello-world baseline: ${hello.toFixed(0)} req/s`);
  console.log(`user_info:            ${userInfo.toFixed(0)} req/s`);
  console.log(`ratio:                ${(userInfo / hello).toFixed(3)} (target ≥ 0.25)`);
} finally {
  api.kill('SIGTERM');
  baseline.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
