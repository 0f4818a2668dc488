// The console's first load, counted from the build's manifest (dist/web/.vite/manifest.json, written by
// `vite build`): each page's scripts, their size gzipped at level 9 and the depth of its script request chain,
// against the budgets of docs/performance.md "First load". Stable where Lighthouse is not: no browser, no network.
// The pages are read from the manifest too, so that a new area cannot escape the budget (pageMap below).
// `node scripts/first-load.mjs` prints the figures; `--check` also fails (exit 1) when a page is over its budget,
// naming the page (scripts/test.mjs runs it right after the build); `--json` prints them as JSON; `--verbose` lists
// each page's scripts by size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The console's HTML entry: its script and everything that script imports statically load with every page. */
export const ENTRY = 'index.html';

/** The signed-in shell (`lazyPage(signedInShell, …)` in app/routes.tsx): its chunk renders around every signed-in page. */
export const SIGNED_IN_SHELL = 'app/shell/signed-in-shell.tsx';

/** Landing and sign-in come with the first download; every other page is ≤ 260 KB with a chain ≤ 3. */
export const BUDGETS = {
  public: { kb: 150, scripts: 12, depth: 3 },
  signedIn: { kb: 260, depth: 3 },
};

/** The pages of the entry alone (the router, its loaders and these two pages are in it: app/routes.tsx). */
export const ENTRY_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'sign-in', path: '/demo' },
];

/** Route chunks whose page has no signed-in shell around it: counted as the entry and the chunk. */
export const OWN_LAYOUT = {
  [SIGNED_IN_SHELL]: 'the shell alone, at a path it has no page for (not-found inside the shell)',
  'app/shell/status-layout.tsx': 'not-found and insufficient-privilege reached from inside a tenant',
  'features/reports/pages/shared-report-page.tsx': "a share link's report, with no shell and no sign-in",
};

/** Chunks the entry asks for that are not a route's: loaded after a page's first paint, so part of no first load. */
export const NOT_PAGES = {
  'app/snackbars.tsx': 'the snackbars, when a first one is to be shown (app/providers.tsx)',
  'features/auth/components/sign-in-enrolment.tsx': 'two-factor enrolment, when the server answers at sign-in that it is needed',
};

/**
 * Pages still over their budget, each with the figure it may not grow past (KB gzipped: its size when listed, rounded
 * up, and 1 KB for the entry's small changes): `--check` fails when one grows, or when one comes within its budget
 * and is still listed (so the list only shrinks). Every page is within its budget: the list is empty.
 */
export const KNOWN_OVER = {};

/**
 * Every page of the console, read from the manifest: the landing and sign-in pages (the entry), and one page for each
 * chunk the entry imports dynamically (the route table is in the entry, so every `lazyPage(…)` target of app/routes.tsx
 * and features/<area>/index.tsx is one) but those of NOT_PAGES and the libraries code asks for on its own (a chunk with
 * no source module of ours: @mantine/notifications for lib/notify.ts). A route chunk's page is the entry, the
 * signed-in shell and the chunk (OWN_LAYOUT: the entry and the chunk), each with its static imports, which Vite
 * preloads beside it (modulepreload). A record area's chunk serves its create, view and edit routes alike.
 * The chain: the entry is 1; app/router.tsx asks for every matched route's chunk at once when the page starts
 * (lib/lazy-page.tsx preloadMatched), so the shell and the page's chunk are both 2.
 * Chunks a page asks for itself once rendered (maps, charts, QR codes, dialogs, sections rendered with React.lazy)
 * are not part of its first load.
 */
export function pageMap(manifest) {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The manifest has no ${ENTRY}: is it the console's build?`);
  const dynamic = entry.dynamicImports ?? [];
  for (const key of [SIGNED_IN_SHELL, ...Object.keys(OWN_LAYOUT), ...Object.keys(NOT_PAGES)]) {
    if (!dynamic.includes(key)) throw new Error(`The entry does not import ${key} dynamically: scripts/first-load.mjs needs updating.`);
  }
  const routeChunks = dynamic.filter((key) => manifest[key]?.src && !(key in NOT_PAGES));
  return [
    ...ENTRY_PAGES.map((page) => ({ ...page, budget: BUDGETS.public, routeChunks: [] })),
    ...routeChunks.map((src) => ({
      name: src,
      budget: BUDGETS.signedIn,
      routeChunks: src in OWN_LAYOUT ? [src] : [SIGNED_IN_SHELL, src],
    })),
  ];
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** The build's manifest of dist/web (written by `vite build`). */
function readManifest(distDir) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    throw new Error(`No build manifest at ${manifestPath} (${error.code ?? error.message}): run npm run build first.`, { cause: error });
  }
}

/** The manifest keys of `key`'s chunk and of every chunk it imports statically, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`The manifest has no chunk ${key}.`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Reads dist/web's manifest; answers each page's scripts (files), their raw and gzipped bytes and the chain depth. */
export function firstLoad(distDir = 'dist/web') {
  const manifest = readManifest(distDir);
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const body = readFileSync(join(distDir, file));
      sizes.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  /** The chunk's file and every file it imports statically, transitively, added to `into`. */
  const closure = (key, into = new Set()) => {
    for (const k of staticClosure(manifest, key)) into.add(manifest[k].file);
    return into;
  };

  const pages = pageMap(manifest);
  for (const name of Object.keys(KNOWN_OVER)) {
    if (!pages.some((page) => page.name === name)) throw new Error(`KNOWN_OVER names ${name}, which is no page of the build: take it off.`);
  }
  return pages.map((page) => {
    const files = closure(ENTRY);
    for (const src of page.routeChunks) closure(src, files);
    const scripts = [...files].filter((file) => file.endsWith('.js')).sort();
    const raw = scripts.reduce((sum, file) => sum + size(file).raw, 0);
    const gzip = scripts.reduce((sum, file) => sum + size(file).gzip, 0);
    const depth = page.routeChunks.length ? 2 : 1;
    const over = [];
    const ceiling = KNOWN_OVER[page.name];
    if (ceiling !== undefined && kb(gzip) > ceiling) over.push(`${kb(gzip)} KB gzipped > ${ceiling} KB, the figure it may not grow past`);
    if (ceiling !== undefined && kb(gzip) <= (page.budget.kb ?? Infinity)) over.push(`within ${page.budget.kb} KB: take it off KNOWN_OVER`);
    if (ceiling === undefined && page.budget.kb !== undefined && kb(gzip) > page.budget.kb) over.push(`${kb(gzip)} KB gzipped > ${page.budget.kb} KB`);
    if (page.budget.scripts !== undefined && scripts.length > page.budget.scripts) over.push(`${scripts.length} scripts > ${page.budget.scripts}`);
    if (page.budget.depth !== undefined && depth > page.budget.depth) over.push(`request chain ${depth} deep > ${page.budget.depth}`);
    return {
      name: page.name,
      ...(page.path && { path: page.path }),
      budget: page.budget,
      routeChunks: page.routeChunks,
      scripts,
      raw,
      gzip,
      kbGzipped: kb(gzip),
      depth,
      over,
      ...(ceiling !== undefined && { knownOver: ceiling }),
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
  const manifest = readManifest(distDir);
  const classesIn = (file) => new Set(readFileSync(join(distDir, file), 'utf8').match(MANTINE_CLASS) ?? []);
  const entry = staticClosure(manifest, ENTRY);
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
  const { name, path, scripts, kbGzipped, depth, budget, over, knownOver } = figures;
  const limits = [budget.kb && `≤ ${budget.kb} KB`, budget.scripts && `≤ ${budget.scripts} scripts`, budget.depth && `chain ≤ ${budget.depth}`]
    .filter(Boolean)
    .join(', ');
  const status = over.length
    ? `FAILS: ${over.join(', ')}`
    : knownOver !== undefined
      ? `over budget, known (may not grow past ${knownOver} KB)`
      : 'within budget';
  return `${name}${path ? ` ${path}` : ''}: ${kbGzipped} KB gzipped, ${scripts.length} scripts, chain ${depth} deep (budget ${limits}): ${status}`;
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
