import { nodePreset } from '@northgate/vitest-config';
import { defineConfig } from 'vitest/config';

// The log audit runs after every test file (see test/helpers/log-audit.ts); the global setup
// migrates the databases each test file copies (see test/helpers/database-templates.ts).
export default defineConfig(
  nodePreset({
    setupFiles: ['test/helpers/log-audit-setup.ts'],
    globalSetup: ['test/helpers/database-templates.ts'],
  }),
);
