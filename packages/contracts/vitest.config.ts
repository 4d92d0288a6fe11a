import { nodePreset, sharedModules } from '@northgate/vitest-config';
import { defineConfig } from 'vitest/config';

// Pure functions: the test files share one module graph.
export default defineConfig(nodePreset(sharedModules));
