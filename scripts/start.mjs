// `npm start` (and `npm run tenant`, `npm run migrate`): rebuilds what is missing or older than its sources
// (scripts/build.mjs), then runs the built server entry with node alone.
//   node scripts/start.mjs [main|tenant|migrate] [arguments…]
//   node scripts/start.mjs build   (only brings the build up to date: `npm run cluster` runs it before its servers)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (path) => {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return path.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
};
const builtAt = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

const PARTS = {
  web: { output: 'dist/web/index.html', sources: ['src/web', 'src/domain'] },
  server: { output: 'dist/server/main.js', sources: ['src/server', 'src/domain', 'scripts/tenant.ts', 'scripts/migrate.ts'] },
};

const [entry = 'main', ...args] = process.argv.slice(2);
// The tenant CLI and the migration step need no console.
const needed = entry === 'main' || entry === 'build' ? ['web', 'server'] : ['server'];
const stale = needed.filter((part) => builtAt(PARTS[part].output) < Math.max(...PARTS[part].sources.map(newest)));

if (stale.length) {
  if (!existsSync('node_modules/esbuild') || !existsSync('node_modules/vite')) {
    console.error(
      `The build (${stale.join(', ')}) is missing or older than its sources, and this install has no build tools: run \`npm run build\` where the development dependencies are installed.`,
    );
    process.exit(1);
  }
  console.log(`Building (${stale.join(', ')})...`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', ...stale], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (entry === 'build') process.exit(0);

const server = spawn(process.execPath, ['--enable-source-maps', `dist/server/${entry}.js`, ...args], { stdio: 'inherit' });
// A service manager stops this wrapper: the server gets the signal too and closes cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
