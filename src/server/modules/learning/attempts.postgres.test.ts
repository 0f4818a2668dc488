import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/test-database.js';
import { insertAttempt, type NewAttempt } from './repo-attempts.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const attempt = (id: string): NewAttempt => ({
  tenantId: 'race',
  id,
  topicId: 'topic',
  profileId: 'profile',
  preview: false,
  plan: [],
  startedOn: new Date(),
  deadline: null,
});

it('refuses a start that raced a start not yet committed, once that one counts: two connections never exceed the limit', async () => {
  // A keeps its attempt uncommitted while B starts: B cannot see it, takes the same number and waits on the unique index.
  const { raced } = await database.db.transaction(async (tx) => {
    expect(await insertAttempt(tx, attempt('a'), 1)).not.toBeNull();
    const raced = insertAttempt(database.db, attempt('b'), 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { raced };
  });
  expect(await raced).toBeNull();
  const { rows } = (await database.db.execute(sql`select id, number from learning_attempts where tenant_id = 'race'`)) as unknown as {
    rows: { id: string; number: number }[];
  };
  expect(rows).toEqual([{ id: 'a', number: 1 }]);
});
