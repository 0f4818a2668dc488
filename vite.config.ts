import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.js';
import { pureSchemas } from './scripts/pure-schemas.js';
import { shellPage } from './scripts/shell-page.js';

const SERVER = 'http://127.0.0.1:8080';
const PROXIED = ['/api', '/iam', '/images', '/.well-known', '/console-config.json', '/health', '/player/api', '/signage'];

type ModuleInfoOf = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;
const PLAYER_ENTRIES = ['src/web/player/index.html', 'src/web/player/sw.ts'].map((path) => resolve(import.meta.dirname, path));
const reachesPlayer = new Map<string, boolean>();

/** Whether the player's page or worker imports `id` statically, directly or through other modules. */
function playerImports(id: string, info: ModuleInfoOf): boolean {
  const known = reachesPlayer.get(id);
  if (known !== undefined) return known;
  reachesPlayer.set(id, false); // an import cycle meets the answer being worked out
  const found = PLAYER_ENTRIES.includes(id) || (info(id)?.importers ?? []).some((importer) => playerImports(importer, info));
  reachesPlayer.set(id, found);
  return found;
}

/**
 * The console's first load is one chunk, its entry's: every module its entry imports statically (rolldown's tag
 * `$initial`) but what the player's page or worker imports too (the modulepreload polyfill: it stays a chunk of its
 * own, so the player never loads the console). Left to the bundler, these modules were split by which lazy chunks
 * share them into ~25 scripts of a few hundred bytes each, all loaded first by every page (docs/performance.md
 * "First load"). The group takes no dependencies of its own accord (`includeDependenciesRecursively: false`): every
 * static import of a first-load module is a first-load module, and those the player shares must stay out.
 */
function firstLoadGroup(id: string, ctx: { getModuleInfo: ModuleInfoOf }): string | null {
  const info = (moduleId: string) => ctx.getModuleInfo(moduleId);
  if (playerImports(id, info)) return null;
  return 'index';
}

/**
 * TanStack Query as one chunk beside the signed-in shell's (docs/decisions/0139-one-console-cache.md): the client the
 * shell holds, the queries and the mutations every page uses. Left to the bundler, its modules were split by which
 * pages use them into small scripts that each page loaded several of, each compressed alone. `useQueries`, which two
 * pages use, stays with them.
 */
const queryGroup = (id: string) => /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/.test(id) && !/queriesObserver|useQueries/.test(id);

/**
 * Mantine's `useId` (in @mantine/hooks) re-renders every component that uses it once more after it mounts; the build
 * takes `src/web/lib/mantine-use-id.ts` in its place (that file says why). The dev server keeps Mantine's own.
 */
function mantineUseId(): Plugin {
  const replacement = resolve(import.meta.dirname, 'src/web/lib/mantine-use-id.ts');
  let replaced = false;
  return {
    name: 'mantine-use-id',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/@mantine/hooks/') || !source.endsWith('/use-id/use-id.mjs')) return null;
      replaced = true;
      return replacement;
    },
    // A Mantine release that moves the module must not quietly bring the extra renders back.
    buildEnd() {
      if (!replaced) this.error('@mantine/hooks no longer imports ./use-id/use-id.mjs: update mantineUseId in vite.config.ts');
    },
  };
}

/**
 * The console: sources in src/web, built into dist/web (served by the API server with SPA fallback). The signage
 * player is a second page of its own (src/web/player, built to dist/web/player) with its service worker at the fixed
 * address /player/sw.js; it shares no code with the console's bundle but what both import from src/domain.
 */
export default defineConfig(({ command }) => ({
  root: 'src/web',
  plugins: [react(), precompress(), mantineUseId(), pureSchemas(), shellPage()],
  // react-router's package exports name only its development build, dev-only warnings and checks included
  // (remix-run/react-router#14102): a production build takes the production build the package ships beside it.
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') }] }
      : {},
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
    // Which chunks each page loads first: scripts/first-load.mjs reads it to check the budgets (docs/performance.md).
    // (dist/web/.vite/manifest.json; the server serves no dot folder: @fastify/static globs without dotfiles).
    manifest: true,
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'src/web/index.html'),
        player: resolve(import.meta.dirname, 'src/web/player/index.html'),
        'player-sw': resolve(import.meta.dirname, 'src/web/player/sw.ts'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'player-sw' ? 'player/sw.js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            { name: firstLoadGroup, debugName: 'first-load', tags: ['$initial'], includeDependenciesRecursively: false },
            { name: 'query', test: queryGroup, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: SERVER, changeOrigin: false }])),
  },
}));
