import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One API server process, started as a replica behind a load balancer would be. */
export interface ApiReplica {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `src/server.ts` in a child process of its own on `databaseUrl`, in local mode unless `env`
 * says otherwise. Replicas share the secrets in `env` (a token signed by one verifies on another) and trust X-Forwarded-For, as they
 * would behind a proxy.
 */
export async function startApiReplica(databaseUrl: string, env: Record<string, string>): Promise<ApiReplica> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-replica-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      APP_ENV: 'local',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      STAFF_DIST_DIR: join(dataDir, 'no-staff-build'),
      // Last, so a caller may run the replica in production mode (the production drill).
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  try {
    const origin = await listeningOrigin(child, stderr);
    return {
      origin,
      async stop() {
        await stopProcess(child);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Reads the server's log until Fastify says where it listens. */
function listeningOrigin(child: ChildProcess, stderr: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}: ${stderr.join('')}`)));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
