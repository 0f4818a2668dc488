// `npm run migrate`: applies the database migrations of DATABASE_URL (or the embedded database in DATA_DIR) and exits,
// so a deployment can migrate once before it starts its API servers (each server also migrates at start: a no-op then).
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, appUrl: config.appDatabaseUrl, dataDir: config.dataDir, poolSize: 1, connectAs: 'operator' });
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  const { message, cause } = error as Error;
  console.error(`migrate: ${message}${cause instanceof Error ? ` (${cause.message})` : ''}`);
  process.exitCode = 1;
}
