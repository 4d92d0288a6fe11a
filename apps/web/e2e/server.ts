import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const READY_WITHIN_MS = 60_000;

export interface TestServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * The production build served by the API, exactly as `npm start` serves it, with a fresh embedded
 * database: one per Playwright worker, so workers share no account, outbox or rate-limit counter.
 *
 * DATABASE_URL is emptied so the server uses a fresh embedded PGlite even when CI exports it for
 * the API's own tests: with it, runs shared a PostgreSQL database (a demo password changed by an
 * earlier run, drafts encrypted under an earlier run's key). At LOG_LEVEL=warn the server writes
 * only warnings and errors: a 500 shows its cause in the test's output.
 */
export async function startTestServer(port: number): Promise<TestServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  if (await answers(baseURL)) throw new Error(`port ${port} is taken: stop what serves ${baseURL} first`);
  const child = spawn(process.execPath, [join(webRoot, '..', 'api', 'dist', 'server.mjs')], {
    cwd: webRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'northgate-e2e-')),
      WEB_DIST_DIR: join(webRoot, 'dist'),
      APP_ENV: 'local',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  });
  const prefix = `[server :${port}] `;
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix + chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix + chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilReady(baseURL, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

async function waitUntilReady(baseURL: string, exited: Promise<number | null>): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`the server at ${baseURL} exited with ${exitCode} before it was ready`);
    if (await answers(baseURL)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${baseURL} was not ready within ${READY_WITHIN_MS / 1000} s`);
}

function answers(baseURL: string): Promise<boolean> {
  return fetch(`${baseURL}/readyz`).then(
    (response) => response.ok,
    () => false,
  );
}
