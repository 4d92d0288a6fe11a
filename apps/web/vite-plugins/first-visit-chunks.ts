import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** Set while the survey build below runs, so that build does not start a survey of its own. */
const SURVEY_FLAG = 'NORTHGATE_FIRST_VISIT_SURVEY';

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'dynamicImports'>;

/** A chunk and the chunks it imports statically, recursively: what loads before it runs. */
function staticClosure(chunks: Map<string, Chunk>, file: string, seen = new Set<string>()): Set<string> {
  const chunk = chunks.get(file);
  if (!chunk || seen.has(file)) return seen;
  seen.add(file);
  for (const dep of chunk.imports) staticClosure(chunks, dep, seen);
  return seen;
}

/**
 * The chunks the entry loads before the app runs: src/main.tsx and its static imports, then, by
 * `import()`, React DOM and src/boot.tsx (less the one in `except`). Nothing else is imported
 * before boot.tsx has run.
 */
function loadedByEntry(chunks: Map<string, Chunk>, except?: string): Set<string> {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The browser build has no entry chunk.');
  const loaded = staticClosure(chunks, entry.fileName);
  for (const file of entry.dynamicImports) if (file !== except) staticClosure(chunks, file, loaded);
  return loaded;
}

/** The modules boot.tsx loads that the entry and React DOM do not, in a build split the default way. */
function appModules(output: Rolldown.OutputChunk[], bootId: string): Set<string> {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const boot = output.find((chunk) => chunk.facadeModuleId === bootId);
  if (!boot) throw new Error('The survey build has no chunk for src/boot.tsx.');
  const before = loadedByEntry(chunks, boot.fileName);
  const modules = new Set<string>();
  for (const file of staticClosure(chunks, boot.fileName)) {
    if (!before.has(file)) for (const id of chunks.get(file)!.moduleIds) modules.add(id);
  }
  modules.delete(bootId);
  return modules;
}

/**
 * How the browser build splits what every visit loads (docs/decisions/0021-home-page-javascript.md).
 *
 * - `appGroup` puts the modules src/boot.tsx loads (other than those the entry and React DOM load
 *   first) in one chunk, `app`. Split the default way they were twenty-odd chunks of 0.1 to 20 KB,
 *   one per set of later chunks sharing them, each another request and gzip stream although every
 *   visit loads them all. Which modules those are is only known once the build has tree-shaken
 *   them (`@northgate/ui`'s index reaches every component, boot uses four), so the plugin first runs
 *   the same build in memory, unminified, and reads them off its chunks. boot.tsx itself stays in
 *   its own small chunk, so the manifest still names it (the prerender and the budget read it).
 * - `resolveDependencies` drops, from the preload list Vite writes for each `import()`, the chunks
 *   the entry loaded before the app started: they are in the browser's module map already.
 */
export function firstVisitChunks(root: string) {
  const bootId = resolve(root, 'src/boot.tsx');
  let app = new Set<string>();
  let loadedFirst = new Set<string>();

  const plugin: Plugin = {
    name: 'northgate-first-visit-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env[SURVEY_FLAG],
    async configResolved(config) {
      process.env[SURVEY_FLAG] = '1';
      try {
        const result = await build({
          root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, minify: false, manifest: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        app = appModules(
          outputs.flatMap(({ output }) => output.filter((file) => file.type === 'chunk')),
          bootId,
        );
      } finally {
        delete process.env[SURVEY_FLAG];
      }
    },
    generateBundle: {
      // Before Vite's own generateBundle writes the preload lists.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        loadedFirst = loadedByEntry(new Map(chunks.map((chunk) => [chunk.fileName, chunk])));
      },
    },
  };

  return {
    plugin,
    appGroup: {
      name: 'app',
      test: (id: string) => app.has(id),
      // Exactly the modules picked: React, which they import, stays in React DOM's chunk.
      includeDependenciesRecursively: false,
    },
    /** For `build.modulePreload.resolveDependencies`. */
    resolveDependencies: (deps: string[]) => deps.filter((dep) => !loadedFirst.has(dep)),
  };
}
