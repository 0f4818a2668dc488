// `npm run tenant -- <command>`: the operator's CLI for tenants, projects, users and roles (--help).
import { runTenantCli } from '../src/server/operator/tenant-cli.js';

try {
  process.exitCode = await runTenantCli(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line), env: process.env });
} catch (error) {
  // A database that cannot be reached, a disk that is full: one line, not a stack.
  const { message, cause } = error as Error;
  console.error(`tenant: ${message}${cause instanceof Error ? ` (${cause.message})` : ''}`);
  process.exitCode = 1;
}
