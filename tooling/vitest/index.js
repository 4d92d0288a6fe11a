// Shared vitest settings. Packages spread these into their own vitest.config.ts.
import { fileURLToPath } from 'node:url';

/** Fails a test that prints to console.error (see the file). Also usable by browser-mode configs. */
export const failOnConsoleError = fileURLToPath(new URL('./fail-on-console-error.js', import.meta.url));

/**
 * For a package whose tests leave nothing behind (storage, the URL, globals, a module's state) and
 * mock no module (`vi.mock` would reach the next file): the files of a worker share one module
 * graph, and one jsdom, instead of loading them again for each file, which was most of such a
 * package's test CPU time. Such a package must pass in any file order (`vitest run
 * --sequence.shuffle`). The web app shares it except for the files that mock a module
 * (apps/web/vitest.config.ts).
 */
export const sharedModules = { pool: 'threads', isolate: false };

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
