import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;
/** Absolute path of the setup file that fails a test printing to console.error. */
export const failOnConsoleError: string;
/** Files and tests in a random order; the run prints the seed that replays it (see index.js). */
export const shuffled: Pick<TestOptions, 'sequence'>;
/** Settings for a package whose test files can share one module graph, shuffled (see index.js). */
export const sharedModules: Pick<TestOptions, 'pool' | 'isolate' | 'sequence'>;
export function nodePreset(overrides?: TestOptions): { test: TestOptions };
export function domPreset(overrides?: TestOptions): { test: TestOptions };
