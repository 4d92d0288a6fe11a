import { nodePreset } from '@northgate/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(nodePreset());
