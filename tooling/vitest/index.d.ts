import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;
/** Absolute path of the setup file that fails a test printing to console.error. */
export const failOnConsoleError: string;
/** Settings for a package whose test files can share one module graph (see index.js). */
export const sharedModules: Pick<TestOptions, 'pool' | 'isolate'>;
export function nodePreset(overrides?: TestOptions): { test: TestOptions };
export function domPreset(overrides?: TestOptions): { test: TestOptions };
