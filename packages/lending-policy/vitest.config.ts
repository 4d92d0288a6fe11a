import { nodePreset, sharedModules } from '@northgate/vitest-config';
import { defineConfig } from 'vitest/config';

// Constants and pure words: the test files share one module graph.
export default defineConfig(nodePreset(sharedModules));
