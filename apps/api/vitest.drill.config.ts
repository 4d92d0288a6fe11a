import { nodePreset } from '@northgate/vitest-config';
import { defineConfig } from 'vitest/config';

// The production drill (test/drill/production.drill.ts): `pnpm drill:production`, never in `npm test`.
const preset = nodePreset({ setupFiles: ['test/helpers/log-audit-setup.ts'] });
export default defineConfig({ test: { ...preset.test, include: ['test/drill/**/*.drill.ts'] } });
