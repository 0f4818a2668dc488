// The signed-in shell's pages: index.html naming, for the browser to fetch while it reads the page, every script the
// signed-in shell needs beyond the first download (and the whole stylesheet), and on a page's own path the scripts of
// that page too. Left to the console's own code, those requests started only once the entry script had arrived and
// run, each added as a <link> from script. The server sends shell.html for the paths the shell answers, or the page of
// the path's route when it has one (src/server/web.ts, which reads PAGE_ROUTES).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const SHELL_PAGE = 'shell.html';
/** Each route's path and the page sent for it, in the router's order: `[{ path, page }]`; not served (a dot folder). */
export const PAGE_ROUTES = '.vite/page-routes.json';
/** The route pages, beside shell.html. */
const PAGES_DIR = 'shell-pages';

/** A path of the console's router and the modules its page loads lazily (src/web/app/page-routes.json, kept by its test). */
export interface PageRoute {
  path: string;
  modules: string[];
}
/** The signed-in shell's module, from src/web. */
const SHELL_MODULE = 'app/shell/signed-in-shell.tsx';
const STYLESHEET = 'whole-stylesheet.css';

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and every chunk it imports statically, directly or not. */
function withStaticImports(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

const chunkOf = (bundle: OutputBundle, module: string) => chunks(bundle).find((chunk) => chunk.facadeModuleId?.endsWith(`/src/web/${module}`));
/** A script for the browser to fetch now; `low`, after what the page needs to draw first (the entry, the shell, the stylesheet). */
const preloadLink = (file: string, priority?: 'low') =>
  `<link rel="modulepreload"${priority ? ` fetchpriority="${priority}"` : ''} crossorigin href="/${file}">`;

/** The scripts of `modules` (their chunks and what those import statically) that the first download does not bring. */
function scriptsBeyondFirstDownload(bundle: OutputBundle, modules: string[]): string[] {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/src/web/index.html'));
  if (!entry) throw new Error('shell-page: the build has no index.html entry.');
  const firstDownload = withStaticImports(bundle, entry.fileName);
  const scripts = new Set<string>();
  for (const module of modules) {
    const chunk = chunkOf(bundle, module);
    if (!chunk) throw new Error(`shell-page: the build has no chunk for ${module}.`);
    withStaticImports(bundle, chunk.fileName, scripts);
  }
  return [...scripts].filter((file) => !firstDownload.has(file));
}

/** The links the shell's page adds to index.html's head: the shell's scripts not in the first download, and the stylesheet. */
export function shellLinks(bundle: OutputBundle): string[] {
  if (!chunkOf(bundle, SHELL_MODULE)) throw new Error(`shell-page: the build has no ${SHELL_MODULE} chunk.`);
  // The whole stylesheet's module is CSS alone: the build writes its stylesheet and no script.
  const stylesheet = Object.values(bundle).find((file) => file.type === 'asset' && file.names.includes(STYLESHEET));
  if (!stylesheet) throw new Error(`shell-page: the build has no ${STYLESHEET}.`);
  return [
    ...scriptsBeyondFirstDownload(bundle, [SHELL_MODULE]).map((file) => preloadLink(file)),
    // Fetched now, applied when the console adds it (a stylesheet link here would hold the first paint back).
    `<link rel="preload" as="style" crossorigin href="/${stylesheet.fileName}">`,
  ];
}

/**
 * The page of each route inside the shell: its file name and the links it adds to the shell's (the scripts of the
 * route's own modules), one page for each set of modules; a route with the shell's modules alone gets shell.html.
 */
export function routePages(bundle: OutputBundle, routes: PageRoute[]): { routes: { path: string; page: string }[]; pages: Map<string, string[]> } {
  const shell = new Set(scriptsBeyondFirstDownload(bundle, [SHELL_MODULE]));
  const pages = new Map<string, string[]>();
  const byModules = new Map<string, string>();
  const found = routes.map(({ path, modules }) => {
    // Pages outside the shell (status pages, a share link's report) are sent index.html: the shell's pages are not theirs.
    if (!modules.includes(SHELL_MODULE)) return null;
    const key = modules.join(' ');
    let page = byModules.get(key);
    if (!page) {
      const own = scriptsBeyondFirstDownload(bundle, modules).filter((file) => !shell.has(file));
      if (own.length === 0) page = SHELL_PAGE;
      else {
        // scriptsBeyondFirstDownload has checked that every module has its chunk.
        const last = chunkOf(bundle, modules[modules.length - 1])!;
        page = `${PAGES_DIR}/${last.fileName.replace(/^.*\//, '').replace(/\.js$/, '')}.html`;
        // The page's own scripts come after what draws the shell (measured: docs/performance.md "First load").
        pages.set(
          page,
          own.map((file) => preloadLink(file, 'low')),
        );
      }
      byModules.set(key, page);
    }
    return { path, page };
  });
  return { routes: found.filter((route) => route !== null), pages };
}

/**
 * Vite plugin: writes shell.html beside index.html, a page for each route with scripts of its own
 * (shell-pages/<its chunk>.html) and PAGE_ROUTES, from the routes in src/web/app/page-routes.json.
 */
export function shellPage(): Plugin {
  let root = '';
  return {
    name: 'sdm-shell-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      if (!index) return; // a build without the console's page (a test's)
      const html = String(index.source);
      if (!html.includes('</head>')) this.error('shell-page: index.html has no </head>.');
      const shell = shellLinks(bundle);
      const withLinks = (links: string[]) => html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: SHELL_PAGE, source: withLinks(shell) });
      const routes = JSON.parse(readFileSync(join(root, 'app/page-routes.json'), 'utf8')) as PageRoute[];
      const found = routePages(bundle, routes);
      for (const [fileName, links] of found.pages) this.emitFile({ type: 'asset', fileName, source: withLinks([...shell, ...links]) });
      this.emitFile({ type: 'asset', fileName: PAGE_ROUTES, source: JSON.stringify(found.routes) });
    },
  };
}
