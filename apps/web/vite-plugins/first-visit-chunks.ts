import { fileURLToPath } from 'node:url';
import type { BuildEnvironmentOptions } from 'vite';

/** The module src/main.tsx imports once the page has painted and React DOM has loaded. */
const BOOT_MODULE = 'src/boot.tsx';
/** What it imports instead on a page that hydrates without the router (src/static-pages). */
const STATIC_BOOT_MODULE = 'src/static-boot.tsx';
const moduleId = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The modules a module imports statically, directly or not (before tree-shaking). */
function staticImports(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
const importsOf = new WeakMap<object, { boot: Set<string>; staticBoot: Set<string> }>();

/**
 * `site` for what both boots import, `app` for what only boot.tsx imports, `static-page` for what
 * only static-boot.tsx imports: the home page and links without the router. Left to Rolldown, the
 * last were four small chunks, shared with the later chunks that use them too.
 */
function firstVisitChunk(id: string, graph: ModuleGraph): string {
  let imports = importsOf.get(graph);
  if (!imports) {
    imports = {
      boot: staticImports(graph, moduleId(BOOT_MODULE)),
      staticBoot: staticImports(graph, moduleId(STATIC_BOOT_MODULE)),
    };
    importsOf.set(graph, imports);
  }
  if (!imports.staticBoot.has(id)) return 'app';
  return imports.boot.has(id) ? 'site' : 'static-page';
}

/** React DOM, React and the scheduler: one chunk, which the entry loads right after the first paint. */
const REACT_DOM = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * What the entry loads before the first paint (src/main.tsx and its stylesheet), and
 * the bundlers' helper modules, which go with it: never in the app chunk, or the page would wait for
 * the app before it paints. check-bundle-budget.mjs fails the build if it ever does.
 */
const ENTRY_MODULES = [
  /^\0/,
  /\.html$/,
  /src[\\/](main|boot|static-boot)\.tsx$/,
  /packages[\\/]ui[\\/]src[\\/](global\.css\.ts|theme[\\/](global|theme)\.css\.ts\.vanilla\.css)/,
];

/** The chunks every visit loads keep their names (the manifest names the rest). */
const FIRST_VISIT_CHUNKS = [
  'index',
  'boot',
  'static-boot',
  'react-dom',
  'site',
  'static-page',
  'app',
  'rolldown-runtime',
];
const firstVisitFile = new RegExp(`(^|/)assets/(${FIRST_VISIT_CHUNKS.join('|')})-[\\w-]+\\.js$`);

/**
 * How the browser build splits the JavaScript every visit loads, with static rules
 * (docs/decisions/0021-home-page-javascript.md, 0044-one-room-for-prerender.md):
 *
 * - `react-dom`: React DOM, React and the scheduler.
 * - `site`: what src/static-boot.tsx loads (the shell, the home page, jotai), without the router:
 *   all a page that hydrates without the router needs besides React DOM. The app loads it too.
 * - `app`: the rest of what src/boot.tsx loads. Split the default way it was twenty-odd chunks of
 *   0.1 to 20 KB, each another request, although every visit loads them all. boot.tsx is a second
 *   input of the build (the entry still imports it with `import()`), so Rolldown tags every module
 *   it imports statically `$initial`, after tree-shaking: through the packages' index files a plain
 *   walk of its imports would reach hundreds of modules the app loads only later.
 * - The chunks loaded later are named by their hash alone: their names filled a third of the
 *   preload lists the app chunk carries for its hundred-odd later chunks (0.7 KB gzip).
 * - The preload list Vite writes next to each `import()` leaves out the chunks every visit has
 *   loaded before the app runs, and the imported chunk itself (the `import()` fetches it then anyway).
 *   boot.tsx gets none: a page the browser renders preloads boot's chunks from its HTML
 *   (src/prerender/boot-preloads.ts), and on a prerendered page the browser finds them in boot's
 *   imports sooner than Vite's preload code would add them.
 */
export const firstVisitChunks = {
  rolldownOptions: {
    input: { index: 'index.html', boot: BOOT_MODULE, 'static-boot': STATIC_BOOT_MODULE },
    output: {
      codeSplitting: {
        groups: [
          { name: 'react-dom', test: REACT_DOM, priority: 1 },
          {
            // static-boot.tsx's modules are found by walking its imports, but only those tagged
            // `$initial` (kept after tree-shaking) are candidates.
            name: firstVisitChunk,
            tags: ['$initial'],
            test: (id: string) => !ENTRY_MODULES.some((pattern) => pattern.test(id)),
            // Exactly the modules picked: a module they import that the entry loads stays with the entry.
            includeDependenciesRecursively: false,
          },
        ],
      },
      chunkFileNames: ({ name }) =>
        FIRST_VISIT_CHUNKS.includes(name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
    },
  },
  modulePreload: {
    resolveDependencies: (file, deps) =>
      /(^|\/)(static-)?boot-[\w-]+\.js$/.test(file)
        ? []
        : deps.filter((dep) => dep !== file && !firstVisitFile.test(dep)),
  },
} satisfies BuildEnvironmentOptions;
