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

/**
 * From a build split the default way: the modules boot.tsx loads that the entry and React DOM do
 * not (`app`), and every module a visit loads before the app runs (`everyVisit`).
 */
function survey(output: Rolldown.OutputChunk[], bootId: string) {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const boot = output.find((chunk) => chunk.facadeModuleId === bootId);
  if (!boot) throw new Error('The survey build has no chunk for src/boot.tsx.');
  const before = loadedByEntry(chunks, boot.fileName);
  const modulesOf = (files: Iterable<string>) => [...files].flatMap((file) => chunks.get(file)!.moduleIds);
  const app = new Set(modulesOf([...staticClosure(chunks, boot.fileName)].filter((f) => !before.has(f))));
  app.delete(bootId);
  return { app, everyVisit: new Set([...modulesOf(before), ...app, bootId]) };
}

/**
 * How the browser build splits what every visit loads (docs/decisions/0021-home-page-javascript.md).
 *
 * - `appGroup` puts the modules src/boot.tsx loads (other than those the entry and React DOM load
 *   first) in one chunk, `app`. Split the default way they were twenty-odd chunks of 0.1 to 20 KB,
 *   one per set of later chunks sharing them, each another request and gzip stream although every
 *   visit loads them all. Which modules those are is only known once the build has tree-shaken
 *   them (through the packages' index files, boot.tsx's imports reach 466 modules; it uses 138), so
 *   the plugin first runs the same build in memory, unminified, and reads them off its chunks. boot.tsx itself stays in
 *   its own small chunk, so the manifest still names it (the prerender and the budget read it).
 * - `resolveDependencies` drops, from the preload list Vite writes for each `import()`, the chunks
 *   the entry loaded before the app started (they are in the browser's module map already) and the
 *   imported chunk itself (the `import()` fetches it at the same moment).
 * - `chunkFileNames` names the chunks loaded later by their hash alone (see there).
 */
export function firstVisitChunks(root: string) {
  const bootId = resolve(root, 'src/boot.tsx');
  let app = new Set<string>();
  let everyVisit = new Set<string>();
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
        ({ app, everyVisit } = survey(
          outputs.flatMap(({ output }) => output.filter((file) => file.type === 'chunk')),
          bootId,
        ));
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
    /**
     * For `output.chunkFileNames`: the chunks loaded later are named by their hash alone. Their
     * names filled a third of the preload lists the app chunk carries for its hundred-odd later
     * chunks (0.7 KB gzip); the manifest still gives each one's name and source.
     */
    chunkFileNames: (chunk: Rolldown.PreRenderedChunk) =>
      chunk.moduleIds.some((id) => everyVisit.has(id)) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
    /** For `build.modulePreload.resolveDependencies`. */
    resolveDependencies: (file: string, deps: string[]) =>
      deps.filter((dep) => dep !== file && !loadedFirst.has(dep)),
  };
}
