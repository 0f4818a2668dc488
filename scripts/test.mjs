// `npm test`: lint, type check, unit tests, API tests on embedded PGlite (and on PostgreSQL when TEST_DATABASE_URL is
// set), then the production build, its first-load budgets, and browser tests in the system Chromium against the freshly
// built console, and the cluster tests against three servers of that build.
import { spawnSync } from 'node:child_process';

/** Each phase's wall time, printed at the end (and when one fails), so a slow phase shows in every run. */
const times = [];
function printTimes() {
  console.log('\n=== Time per phase ===');
  for (const [title, seconds] of times) console.log(`${seconds.toFixed(1).padStart(7)} s  ${title}`);
  console.log(
    `${times
      .reduce((sum, [, s]) => sum + s, 0)
      .toFixed(1)
      .padStart(7)} s  in all`,
  );
}

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  times.push([title, (performance.now() - started) / 1000]);
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    printTimes();
    process.exit(result.status ?? 1);
  }
}

const vitest = (project, env) => [['vitest', 'run', '--project', project], env];

run('Lint', 'npm', ['run', '--silent', 'lint']);
run('Type check', 'npx', ['tsc', '--noEmit']);
run('Unit tests', 'npx', ...vitest('unit'));
run('API tests on embedded PGlite', 'npx', ...vitest('api', { TEST_DB_TARGET: 'pglite' }));
if (process.env.TEST_DATABASE_URL) {
  run('API tests on PostgreSQL', 'npx', ...vitest('api', { TEST_DB_TARGET: 'postgres' }));
} else {
  console.log('\n(TEST_DATABASE_URL is not set: API tests ran on embedded PGlite only.)');
}
run('Build (console and server)', process.execPath, ['scripts/build.mjs']);
// Each page's first-load JavaScript and scripts, counted from the build's manifest, against docs/performance.md's budgets.
run('First-load budgets', process.execPath, ['scripts/first-load.mjs', '--check']);
// Three API servers of the build behind HAProxy, on a PostgreSQL, Redis and S3 stand-in of their own, broken on purpose.
run('Cluster tests (HAProxy, 3 servers)', 'npx', ...vitest('cluster'));
run('Browser tests (system Chromium)', 'npx', ...vitest('e2e'));
printTimes();
