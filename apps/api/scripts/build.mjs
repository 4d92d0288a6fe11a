// Bundles the API into dist/server.mjs, the failed-message command into dist/messages.mjs and the
// staff:create, staff:disable, staff:reset-factor and account:delete commands into dist/<name>.mjs. npm dependencies stay external (installed
// next to the app); workspace packages (@northgate/*) are TypeScript source and get bundled.
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(await readFile(join(appDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@northgate/'),
);

await rm(join(appDir, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    server: join(appDir, 'src/server.ts'),
    messages: join(appDir, 'scripts/messages.ts'),
    'staff-create': join(appDir, 'scripts/staff-create.ts'),
    'staff-disable': join(appDir, 'scripts/staff-disable.ts'),
    'staff-reset-factor': join(appDir, 'scripts/staff-reset-factor.ts'),
    'account-delete': join(appDir, 'scripts/account-delete.ts'),
  },
  outdir: join(appDir, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports such as drizzle-orm/pglite must stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
// The migrator reads SQL files at run time from ./migrations next to the bundle.
await cp(join(appDir, 'src/db/migrations'), join(appDir, 'dist/migrations'), { recursive: true });
console.log(
  'built dist/server.mjs, dist/messages.mjs, dist/staff-create.mjs, dist/staff-disable.mjs, dist/staff-reset-factor.mjs and dist/account-delete.mjs',
);
