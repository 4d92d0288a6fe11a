import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;
export function nodePreset(overrides?: TestOptions): { test: TestOptions };
export function domPreset(overrides?: TestOptions): { test: TestOptions };
