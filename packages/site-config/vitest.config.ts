import { nodePreset, sharedModules } from '@northgate/vitest-config';
import { defineConfig } from 'vitest/config';

// The lender's clock (src/lender-time.ts) must not depend on the machine's zone: the tests run in
// Tokyo, a day ahead of the lender. Set here, before the workers start, as a worker thread cannot change it.
process.env.TZ = 'Asia/Tokyo';

// Pure functions: the test files share one module graph.
export default defineConfig(nodePreset(sharedModules));
