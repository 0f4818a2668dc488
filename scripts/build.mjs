// `npm run build`: the console (Vite) into dist/web and the server as plain JavaScript (esbuild) into dist/server, so
// that production runs `node dist/server/main.js` with no TypeScript loader or bundler in the process.
// `node scripts/build.mjs server` or `… web` builds one part (scripts/start.mjs rebuilds only what is stale).
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

/** The server's entry points: the API server, the operator's tenant CLI and the migration step of a deployment. */
const SERVER_ENTRIES = { main: 'src/server/main.ts', tenant: 'scripts/tenant.ts', migrate: 'scripts/migrate.ts' };

async function buildServer() {
  const { build } = await import('esbuild');
  rmSync('dist/server', { recursive: true, force: true });
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir: 'dist/server',
    bundle: true,
    // Packages stay in node_modules (a production install brings them); only our own code is bundled.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Shared code in chunks beside the entries: every file sits at dist/server/, the depth the sources find the
    // repository root and their migrations from (src/server/app.ts ROOT, src/server/db/client.ts).
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
}

function buildWeb() {
  const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (vite.status !== 0) throw new Error('The console build (vite build) failed.');
}

const parts = process.argv.slice(2);
const all = parts.length === 0;
if (all || parts.includes('web')) buildWeb();
if (all || parts.includes('server')) await buildServer();
