// API throughput next to a baseline measured in the same run (ADR 0030): the built API's
// `user_info` (a signed-in borrower's most frequent call) and a draft autosave against a bare
// Fastify hello-world in another process, alternating so all see the same machine load. Reports
// req/s, the ratios, and the API process's CPU time per request (Linux).
//
//   pnpm build && pnpm bench:api                      # embedded PGlite, a fresh data folder
//   BENCH_DATABASE_URL=postgres://… pnpm bench:api    # PostgreSQL (a database it may write to)
//
// Options through the environment: BENCH_CONNECTIONS (20), BENCH_SECONDS per round (8),
// BENCH_ROUNDS (2), BENCH_LOG_LEVEL (info, what `npm start` and production log: a line per request;
// the bench at warn once measured a server that wrote nothing per request), BENCH_SERVER (the
// bundle to start, dist/server.mjs; another build's, to compare two builds on one machine),
// BENCH_PORT (4591: the API's port, the hello-world's one above; for benches running side by side).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const server = process.env.BENCH_SERVER ?? 'dist/server.mjs';
// Two ports: the API's and, one above it, the hello-world's.
const API_PORT = Number(process.env.BENCH_PORT ?? 4591);
const BASELINE_PORT = API_PORT + 1;

const BASELINE_SOURCE = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${BASELINE_PORT}, host: '127.0.0.1' });
`;

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Its log goes to a pipe read by this process, as when `npm start` runs under a supervisor.
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'], cwd: join(here, '..') });
  child.stdout.resume();
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${args.join(' ')} exited with ${code}`);
  });
  return child;
}

// Two minutes: on a loaded machine the API's start (PGlite, migrations, the seed) can take over 30 s.
async function waitFor(url: string): Promise<void> {
  for (let tries = 0; tries < 1200; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

interface Target {
  url: string;
  method?: 'GET' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
}

interface Round {
  rate: number;
  /** The API process's CPU time per request (µs), where /proc tells it. */
  cpuMicros?: number;
}

/**
 * A process's CPU time so far in µs (utime + stime from /proc/<pid>/stat, in clock ticks of
 * 1/100 s as on Linux), or undefined where there is no /proc. Unlike req/s, other work on the
 * machine moves it little, so two builds compare even on a loaded machine (ADR 0041).
 */
function cpuMicros(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ');
    return fields === undefined ? undefined : (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

async function measure(target: Target, duration = seconds): Promise<Round> {
  const { url } = target;
  const before = cpuMicros(api.pid);
  const result = await autocannon({ ...target, connections, duration });
  const after = cpuMicros(api.pid);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  const cpu =
    before === undefined || after === undefined ? undefined : (after - before) / result.requests.total;
  return { rate: result.requests.average, ...(cpu === undefined ? {} : { cpuMicros: cpu }) };
}

const DRAFT_SAVE_GUESTS = 512;

interface Guest {
  token: string;
  ip: string;
}

/** Guest sessions, each started from an address of its own. */
async function startGuests(origin: string, count: number): Promise<Guest[]> {
  const guests: Guest[] = [];
  for (let index = 0; index < count; index += 1) {
    const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const res = await fetch(`${origin}${API_PATHS.fakeAuth}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
    });
    if (!res.ok) throw new Error(`guest session: ${res.status} ${await res.text()}`);
    guests.push({ token: ((await res.json()) as { access_token: string }).access_token, ip });
  }
  return guests;
}

const dataDir = mkdtempSync(join(tmpdir(), 'northgate-bench-'));
const api = start(process.execPath, [server], {
  ...process.env,
  APP_ENV: 'local',
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: logLevel,
  // The draft saves come from many addresses (X-Forwarded-For), as behind a proxy.
  TRUST_PROXY: 'true',
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
  const baseline: Target = { url: `http://127.0.0.1:${BASELINE_PORT}/` };
  const userInfo: Target = { url: `${origin}${API_PATHS.userInfo}`, headers: { authorization } };
  // An autosave while typing: the step's values stored (encrypted) without being checked. Draft
  // saves are limited per owner and per address (modules/identity/rate-limits.ts), so they rotate over
  // guests, each from an address of its own, enough that no quota runs out during the bench.
  const guests = await startGuests(origin, DRAFT_SAVE_GUESTS);
  let nextGuest = 0;
  const draftSave: Target = {
    url: `${origin}${API_PATHS.draftStep.replace(':flowId', 'shortQuiz').replace(':stepId', 'personalDetails')}`,
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ values: { firstName: demoBorrower.firstName, email: 'dana@' }, complete: false }),
    requests: [
      {
        setupRequest: (request) => {
          const guest = guests[nextGuest++ % guests.length] as Guest;
          request.headers = {
            ...request.headers,
            authorization: `Bearer ${guest.token}`,
            'x-forwarded-for': guest.ip,
          };
          return request;
        },
      },
    ],
  };
  const targets = { baseline, userInfo, draftSave };

  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${server}, ${connections} connections, ${rounds} rounds of ${seconds} s each`,
  );
  // A short warm-up of each, then alternating rounds so all share the machine's state.
  for (const target of Object.values(targets)) await measure(target, 2);
  const measured: Record<keyof typeof targets, Round[]> = { baseline: [], userInfo: [], draftSave: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, target] of Object.entries(targets)) {
      measured[name as keyof typeof targets].push(await measure(target));
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const hello = mean(measured.baseline.map((round) => round.rate));
  console.log(`hello-world baseline: ${hello.toFixed(0)} req/s`);
  for (const name of ['userInfo', 'draftSave'] as const) {
    const rate = mean(measured[name].map((round) => round.rate));
    const cpu = measured[name].flatMap((round) => (round.cpuMicros === undefined ? [] : [round.cpuMicros]));
    const label = name === 'userInfo' ? 'user_info' : 'draft save';
    const perRequest = cpu.length === 0 ? '' : `, ${mean(cpu).toFixed(0)} µs of API CPU per request`;
    console.log(
      `${`${label}:`.padEnd(21)} ${rate.toFixed(0)} req/s, ratio ${(rate / hello).toFixed(3)}${perRequest}`,
    );
  }
  console.log('target: user_info ratio ≥ 0.25');
} finally {
  api.kill('SIGTERM');
  baseline.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
