import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The start script of the production build: the theme script, then the route's preloads. */
const BOOT_FILE = "boot.js";
/** The theme script's tag in `index.html`, which the build's start script replaces. */
const THEME_TAG = `src="/theme.js"`;
/** The start script's own source: the first screen's early reads (src/lib/early-reads.ts). */
const BOOT_SOURCE = "src/boot.ts";

const SHELL_SOURCE = /\/src\/app\/routes\/signed-in\.tsx$/;
const MODULE_SOURCE = /\/src\/app\/routes\/modules\/([a-z]+)\.tsx$/;

/**
 * Screens a module loads on their own, whose address says they open: a campaign's dashboard (its
 * chart's chunk stays out: the chart draws after the first paint, and its script evaluated
 * earlier would hold the main thread as the dashboard first renders).
 */
const SCREENS = [
  {
    path: "^/[a-z]+-campaign/\\d+/dashboard$",
    source: /\/src\/features\/campaigns\/components\/campaign-dashboard\.tsx$/,
  },
];

/** A chunk's file and every chunk it imports statically, however deep. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === "chunk") withImports(bundle, imported, into);
  }
  return into;
}

interface RouteChunks {
  shell: string[];
  modules: Record<string, string[]>;
  /** Per address pattern (a regular expression's source), the chunks of the screen it opens. */
  screens: Array<{ path: string; files: string[] }>;
}

/**
 * The signed-in shell's chunks, each menu module's beyond them, and the chunks of the screens of
 * SCREENS, that the entry does not load itself.
 */
export function routeChunks(bundle: OutputBundle): RouteChunks {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry);
  // A chunk Rollup merged a small one into has no single facade: the chunk holding the module.
  const shellChunk = chunks.find((chunk) => chunk.moduleIds.some((id) => SHELL_SOURCE.test(id)));
  if (!entry || !shellChunk)
    throw new Error("route preloads: the entry or the signed-in shell's chunk is missing");
  const loaded = withImports(bundle, entry);
  const shell = [...withImports(bundle, shellChunk)].filter((file) => !loaded.has(file));
  const modules: Record<string, string[]> = {};
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const name = MODULE_SOURCE.exec(id)?.[1];
      if (!name) continue;
      modules[name] = [...withImports(bundle, chunk)].filter(
        (file) => !loaded.has(file) && !shell.includes(file),
      );
    }
  }
  const screens = SCREENS.map(({ path, source }) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => source.test(id)));
    const files = chunk ? [...withImports(bundle, chunk)] : [];
    return { path, files: files.filter((file) => !loaded.has(file) && !shell.includes(file)) };
  });
  return { shell, modules, screens };
}

/**
 * The script that asks for the chunks of the address's module: `<link rel="modulepreload">` for
 * the shell's chunks and the module's, when the address's first segment names a module, and for
 * the chunks of the screen the address opens where SCREENS names it.
 */
export function preloadScript(base: string, { shell, modules, screens }: RouteChunks): string {
  return `(function () {
  var base = ${JSON.stringify(base)};
  var shell = ${JSON.stringify(shell)};
  var modules = ${JSON.stringify(modules)};
  var screens = ${JSON.stringify(screens)};
  var name = (location.pathname.split("/")[1] || "").replace(/-campaign$/, "");
  if (!Object.prototype.hasOwnProperty.call(modules, name)) return;
  var files = shell.concat(modules[name]);
  screens.forEach(function (screen) {
    if (!new RegExp(screen.path).test(location.pathname)) return;
    screen.files.forEach(function (file) {
      if (files.indexOf(file) < 0) files.push(file);
    });
  });
  files.forEach(function (file) {
    var link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = base + file;
    document.head.appendChild(link);
  });
})();
`;
}

/** `src/boot.ts` and what it imports, as one classic script for browsers the console supports. */
export async function bootScript(root: string, target: string[]): Promise<string> {
  // Loaded here, not with the module: esbuild's API refuses to load in a DOM test environment.
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [join(root, BOOT_SOURCE)],
    bundle: true,
    format: "iife",
    minify: true,
    target,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/**
 * The production build's start script, `boot.js`, in place of `theme.js`: the theme script, then
 * `<link rel="modulepreload">` for the chunks a signed-in address opens (the shell's, and those of
 * the menu module the address most likely belongs to), so the browser asks for them with the
 * entry's instead of one wave after another as each chunk's import is reached, then the first
 * screen's early reads (`src/boot.ts`). The module is read from the address as
 * `likelyModuleOfPath` (src/app/routes/modules/module-route.ts) reads it; an address of no module
 * (the login and the other public screens) preloads nothing.
 */
export function routePreload(): Plugin {
  let base = "/";
  let publicDir = "";
  let root = "";
  let target: string[] = [];
  return {
    name: "sendline:route-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
      root = config.root;
      target = [config.build.target].flat().filter((value): value is string => typeof value === "string");
    },
    transformIndexHtml(html) {
      if (!html.includes(THEME_TAG)) throw new Error(`route preloads: index.html has no ${THEME_TAG}`);
      return html.replace(THEME_TAG, `src="${base}${BOOT_FILE}"`);
    },
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const preloads = preloadScript(base, routeChunks(bundle));
        const theme = readFileSync(join(publicDir, "theme.js"), "utf8");
        const reads = await bootScript(root, target);
        this.emitFile({ type: "asset", fileName: BOOT_FILE, source: `${theme}\n${preloads}\n${reads}` });
      },
    },
  };
}
