// What the browser benchmarks share (bench-lighthouse.mjs, bench-inp.mjs): the builds to measure,
// each served by its own API server as `npm start` serves it, and the load-average guard.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const cores = availableParallelism();

/**
 * This checkout's build on `port`, and with BENCH_BASELINE=<another checkout's root, built> that
 * build too on the next port: a baseline measured in the same run, alternately with this one.
 */
export function buildsToMeasure(port) {
  const builds = [{ name: 'this build', root: repoRoot, port }];
  if (process.env.BENCH_BASELINE)
    builds.unshift({ name: 'baseline', root: resolve(process.env.BENCH_BASELINE), port: port + 1 });
  for (const build of builds) {
    for (const built of [
      join('apps', 'web', 'dist', 'index.html'),
      join('apps', 'api', 'dist', 'server.mjs'),
    ]) {
      if (!existsSync(join(build.root, built))) {
        console.error(`${join(build.root, built)} is missing: run \`pnpm build\` in ${build.root} first.`);
        process.exit(1);
      }
    }
  }
  return builds;
}

/** Serves a checkout's build with its own API server, as `npm start` does (fresh embedded database). */
export async function startServer(build) {
  const dataDir = mkdtempSync(join(tmpdir(), 'northgate-bench-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [join(build.root, 'apps', 'api', 'dist', 'server.mjs')], {
    cwd: build.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(build.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(build.root, 'apps', 'web', 'dist'),
      APP_ENV: 'local',
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${build.port}`;
  await waitFor(`${origin}/readyz`, child);
  return {
    ...build,
    origin,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((done) => child.once('exit', done));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitFor(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within 60 s.`);
}

/**
 * Waits until the 1-minute load average is at most the number of cores and returns it. Numbers
 * measured on a busy machine mean nothing, so when the load stays above for BENCH_LOAD_WAIT_S
 * (default 180) this stops the servers and exits without a report.
 */
export async function calmLoad(servers) {
  const waitMs = Number(process.env.BENCH_LOAD_WAIT_S ?? 180) * 1000;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const load = loadavg()[0];
    if (load <= cores) return load;
    if (Date.now() > deadline) {
      console.error(
        `✗ Load average ${load.toFixed(2)} is above the number of cores (${cores}) after waiting ` +
          `${waitMs / 1000} s: a benchmark on a busy machine means nothing, so there is no report.`,
      );
      await Promise.all(servers.map((server) => server.stop()));
      process.exit(2);
    }
    await new Promise((done) => setTimeout(done, 5000));
  }
}

/** The middle value of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
