// Shared vitest settings. Packages spread these into their own vitest.config.ts.
import { fileURLToPath } from 'node:url';

/** Fails a test that prints to console.error (see the file). Also usable by browser-mode configs. */
export const failOnConsoleError = fileURLToPath(new URL('./fail-on-console-error.js', import.meta.url));

/**
 * Files, and the tests in each file, in a random order on every run, so a test that passes only
 * after another one fails somewhere instead of hiding. Vitest prints the order's seed at the top
 * of the run (`Running tests with seed "…"`); `vitest run --sequence.seed=<seed>` replays it.
 * Vitest reads it from the root config only (a project's own `sequence` is ignored).
 */
export const shuffled = { sequence: { shuffle: { files: true, tests: true } } };

/**
 * For a package whose tests leave nothing behind (storage, the URL, globals, a module's state) and
 * mock no module (`vi.mock` would reach the next file): the files of a worker share one module
 * graph, and one jsdom, instead of loading them again for each file, which was most of such a
 * package's test CPU time. Such a package must pass in any file order, so it runs `shuffled`. The
 * web app shares it except for the files that mock a module (apps/web/vitest.config.ts).
 */
export const sharedModules = { pool: 'threads', isolate: false, ...shuffled };

const withSetup = (overrides) => ({
  ...overrides,
  setupFiles: [failOnConsoleError, ...(overrides.setupFiles ?? [])],
});

export function nodePreset(overrides = {}) {
  return {
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...withSetup(overrides),
    },
  };
}

export function domPreset(overrides = {}) {
  return {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      testTimeout: 15_000,
      ...withSetup(overrides),
    },
  };
}
