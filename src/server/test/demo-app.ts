import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import type { TestUser } from './factories.js';
import { injectAs } from './inject-as.js';

/**
 * The app on a database seeded with the demo tenant, for one test file (built before its tests, closed after): its
 * rows read by SQL, and requests as a demo user (`owner`, `viewer`, `transit` …) signed in with the demo password.
 */
export function useDemoApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
  });
  afterAll(() => t?.close());
  const app = () => {
    if (!t) throw new Error('The demo app runs inside tests only');
    return t;
  };
  const demoUser = (username: string) => ({ id: username, username, password: DEMO_PASSWORD, tenant: { key: 'demo' } }) as unknown as TestUser;
  return {
    rows: async <T>(query: SQL) => ((await app().app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows,
    as: (username: string, request: Parameters<typeof injectAs>[2]) => injectAs(app(), demoUser(username), request),
  };
}
