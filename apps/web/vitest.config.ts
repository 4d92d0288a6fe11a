import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { domPreset, sharedModules, shuffled } from '@northgate/vitest-config';

/**
 * Files that replace a module with `vi.mock`: the mock would reach the next file of a worker that
 * shares its module graph, so these keep one graph per file. Every other file shares one jsdom and
 * module graph per worker (`sharedModules`), which was most of this package's test time.
 */
const mockingFiles = [
  'src/features/flows/review/change-from-review.test.tsx',
  'src/features/flows/steps/business/business-steps.test.tsx',
  'src/features/flows/steps/long-form/long-form-summary.test.tsx',
  'src/features/flows/steps/permanent/permanent-steps.test.tsx',
];

const { test: preset } = domPreset();

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Both projects in a random order: Vitest takes the order from here, not from a project.
    ...shuffled,
    projects: [
      {
        extends: true,
        test: { ...preset, ...sharedModules, name: 'shared', exclude: mockingFiles },
      },
      { extends: true, test: { ...preset, name: 'mocking', include: mockingFiles } },
    ],
  },
});
