import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from './e2e-port.ts';

const here = dirname(fileURLToPath(import.meta.url));

export interface ShortSessionServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A second API (local mode, its own fresh database) whose staff session limits are shortened by
 * STAFF_SESSION_TIME_SCALE (ADR 0055), so a test watches the idle warning and end in seconds. Its
 * own process: the shared server of playwright.config.ts keeps the real limits for every other spec.
 * Each spec that starts one names its own `portOffset` (1, 2, …): specs run side by side.
 */
export async function startShortSessionServer(
  scale: number,
  portOffset: number,
): Promise<ShortSessionServer> {
  const port = E2E_PORT + portOffset;
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(here, '..', '..', 'api', 'dist', 'server.mjs')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'northgate-staff-e2e-short-')),
      STAFF_DIST_DIR: join(here, '..', 'dist'),
      WEB_DIST_DIR: join(here, '..', '..', 'web', 'dist'),
      APP_ENV: 'local',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      STAFF_SESSION_TIME_SCALE: String(scale),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the short-session API exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the short-session API did not become ready in 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    close: async () => {
      child.kill();
      await exited;
    },
  };
}
