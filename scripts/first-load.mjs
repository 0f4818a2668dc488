// The console's first load, counted from the build's manifest (dist/web/.vite/manifest.json, written by
// `vite build`): each page's scripts, their size gzipped at level 9 and the depth of its script request chain,
// against the budgets of docs/performance.md "First load". Stable where Lighthouse is not: no browser, no network.
// `node scripts/first-load.mjs` prints the figures; `--check` also fails (exit 1) when a page is over its budget,
// naming the page (scripts/test.mjs runs it right after the build); `--json` prints them as JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The console's HTML entry: its script and everything that script imports statically load with every page. */
export const ENTRY = 'index.html';

/**
 * Each page's first load, by name in the manifest (sources relative to src/web). Every page gets the entry and its
 * static imports (the router, its loaders and the landing and sign-in pages are in it: app/routes.tsx). A signed-in
 * page also renders route chunks before its first paint: the signed-in shell (`lazyPage(signedInShell, …)` in
 * app/routes.tsx) and the area's page (`lazyPage(lists, …)` in features/media-items/index.tsx for venues), each with
 * its static imports. `after` names what a route chunk waits for before it is asked for, so the chain's depth is
 * counted: 'entry' when the entry asks for it at once (app/router.tsx asks for every matched route's chunk when the
 * page starts, lib/lazy-page.tsx preloadMatched), or another route chunk when one is asked for only once the other
 * has rendered (a lazy page nested in the lazy shell, as before that preload).
 * A chunk's static imports are preloaded beside it (Vite's modulepreload), so they add no depth.
 * Chunks loaded later (maps, charts, snackbars, date pickers, dialogs) are not part of a first load.
 */
export const PAGES = [
  { name: 'landing', path: '/', budget: { kb: 150, scripts: 12, depth: 3 }, routeChunks: [] },
  { name: 'sign-in', path: '/demo', budget: { kb: 150, scripts: 12, depth: 3 }, routeChunks: [] },
  {
    name: 'workspace venues (signed in)',
    path: '/demo/mall/city-centre/venues',
    budget: { kb: 260, depth: 3 },
    routeChunks: [
      { src: 'app/shell/signed-in-shell.tsx', after: 'entry' },
      { src: 'features/media-items/pages/item-list-page.tsx', after: 'entry' },
    ],
  },
];

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** Reads dist/web's manifest; answers each page's scripts (files), their raw and gzipped bytes and the chain depth. */
export function firstLoad(distDir = 'dist/web') {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    throw new Error(`No build manifest at ${manifestPath} (${error.code ?? error.message}): run npm run build first.`, { cause: error });
  }
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const body = readFileSync(join(distDir, file));
      sizes.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  const chunk = (key) => {
    const found = manifest[key];
    if (!found) throw new Error(`The manifest has no chunk ${key}: the page map of scripts/first-load.mjs needs updating.`);
    return found;
  };
  /** The chunk's file and every file it imports statically, transitively (`seen`: their manifest keys). */
  const closure = (key, into = new Set(), seen = new Set()) => {
    if (seen.has(key)) return into;
    seen.add(key);
    const c = chunk(key);
    into.add(c.file);
    for (const imported of c.imports ?? []) closure(imported, into, seen);
    return into;
  };

  const entryKeys = new Set();
  closure(ENTRY, new Set(), entryKeys);
  return PAGES.map((page) => {
    const files = closure(ENTRY);
    const depthOf = { entry: 1 };
    for (const route of page.routeChunks) {
      closure(route.src, files);
      // The route table comes with the entry, so the entry's chunks import every route chunk dynamically; if not, the map is out of date.
      if (![...entryKeys].some((key) => (manifest[key].dynamicImports ?? []).includes(route.src))) {
        throw new Error(`The entry does not import ${route.src} dynamically: the page map of scripts/first-load.mjs needs updating.`);
      }
      depthOf[route.src] = (depthOf[route.after] ?? depthOf.entry) + 1;
    }
    const scripts = [...files].filter((file) => file.endsWith('.js')).sort();
    const raw = scripts.reduce((sum, file) => sum + size(file).raw, 0);
    const gzip = scripts.reduce((sum, file) => sum + size(file).gzip, 0);
    const depth = Math.max(...Object.values(depthOf));
    const over = [];
    if (page.budget.kb !== undefined && kb(gzip) > page.budget.kb) over.push(`${kb(gzip)} KB gzipped > ${page.budget.kb} KB`);
    if (page.budget.scripts !== undefined && scripts.length > page.budget.scripts) over.push(`${scripts.length} scripts > ${page.budget.scripts}`);
    if (page.budget.depth !== undefined && depth > page.budget.depth) over.push(`request chain ${depth} deep > ${page.budget.depth}`);
    return {
      name: page.name,
      path: page.path,
      budget: page.budget,
      scripts,
      raw,
      gzip,
      kbGzipped: kb(gzip),
      depth,
      over,
      sizes: Object.fromEntries(scripts.map((f) => [f, size(f)])),
    };
  });
}

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/**
 * The first download's stylesheet holds only what the entry's components draw (app/first-load.css); other pages wait
 * for the whole sheet. Answers the Mantine classes the entry's scripts name that some stylesheet of the build styles
 * but the entry's does not: a component added to the landing or sign-in page without its rules.
 */
export function unstyledInFirstLoad(distDir = 'dist/web') {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const classesIn = (file) => new Set(readFileSync(join(distDir, file), 'utf8').match(MANTINE_CLASS) ?? []);
  const entry = new Set();
  const pending = [ENTRY];
  while (pending.length) {
    const key = pending.pop();
    if (entry.has(key)) continue;
    entry.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  const named = new Set();
  const entryStyled = new Set();
  for (const key of entry) {
    if (manifest[key].file.endsWith('.js')) for (const name of classesIn(manifest[key].file)) named.add(name);
    for (const css of manifest[key].css ?? []) for (const name of classesIn(css)) entryStyled.add(name);
  }
  const styled = new Set();
  // A module that only imports a stylesheet is a chunk whose file is that stylesheet.
  const stylesheets = Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]);
  for (const css of stylesheets) for (const name of classesIn(css)) styled.add(name);
  return [...named].filter((name) => styled.has(name) && !entryStyled.has(name)).sort();
}

/** One line a page: its figures and budget, and what is over it. */
export function describe(figures) {
  const { name, path, scripts, kbGzipped, depth, budget, over } = figures;
  const limits = [budget.kb && `≤ ${budget.kb} KB`, budget.scripts && `≤ ${budget.scripts} scripts`, budget.depth && `chain ≤ ${budget.depth}`]
    .filter(Boolean)
    .join(', ');
  const status = over.length ? `OVER BUDGET: ${over.join(', ')}` : 'within budget';
  return `${name} ${path}: ${kbGzipped} KB gzipped, ${scripts.length} scripts, chain ${depth} deep (budget ${limits}): ${status}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dist = args.find((a) => !a.startsWith('--')) ?? 'dist/web';
  const pages = firstLoad(dist);
  if (args.includes('--json')) console.log(JSON.stringify(pages, null, 2));
  else for (const page of pages) console.log(describe(page));
  if (args.includes('--verbose')) {
    for (const page of pages) {
      console.log(`\n${page.name}:`);
      for (const [file, s] of Object.entries(page.sizes).sort((a, b) => b[1].gzip - a[1].gzip))
        console.log(`  ${kb(s.gzip).toFixed(1).padStart(6)} KB  ${file}`);
    }
  }
  const unstyled = unstyledInFirstLoad(dist);
  if (unstyled.length)
    console.log(
      `The first download's stylesheet lacks the rules of Mantine classes its scripts use: ${unstyled.join(', ')} (add their components to src/web/app/first-load.css).`,
    );
  const over = pages.filter((page) => page.over.length);
  if (args.includes('--check') && (over.length || unstyled.length)) {
    if (over.length) console.error(`\nFirst-load budget exceeded on ${over.map((p) => p.name).join(', ')} (docs/performance.md "First load").`);
    process.exit(1);
  }
}
