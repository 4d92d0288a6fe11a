// Shared vitest settings. Packages spread these into their own vitest.config.ts.
export function nodePreset(overrides = {}) {
  return {
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...overrides,
    },
  };
}

export function domPreset(overrides = {}) {
  return {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      testTimeout: 15_000,
      ...overrides,
    },
  };
}
