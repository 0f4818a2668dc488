import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MediaItemKind } from '../db/schema/index.js';
import { mediaItems } from '../db/schema/index.js';
import type { TestApp } from './build-test-app.js';
import type { TestUser } from './factories.js';
import { CUSTOMER_CLIENT_ID } from '../seed/clients.js';
import { appClient, injectAs } from './inject-as.js';

/**
 * What the audience tests do again and again, on the app `app()` answers (built in beforeAll): read rows, send a
 * batch of actions (through the customer app) or a media-query document as a user, add a bare item, give a user its profile.
 */
export function audienceCalls(app: () => TestApp) {
  const rows = async <T>(query: SQL) => ((await app().app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** Through the customer app, as the apps report (the console's client is refused). */
  const ingest = async (user: TestUser, actions: object[]) =>
    injectAs(app(), user, { method: 'POST', url: '/api/1.0/audience-actions', payload: { actions } }, await appClient(app(), CUSTOMER_CLIENT_ID));
  const graph = (user: TestUser, query: string, variables: object = {}) =>
    injectAs(app(), user, { method: 'POST', url: '/api/1.0/media-query', payload: { query, variables } });
  /** An item with nothing but its place, named `{kind} {last 4 of its id}`. */
  const addItem = async (tenantId: string, projectId: string, aggregateId: string, kind: MediaItemKind, id: string) => {
    await app()
      .app.ctx.db.insert(mediaItems)
      .values({ tenantId, id, kind, projectId, aggregateId, code: id.slice(0, 10), name: `${kind} ${id.slice(-4)}` });
  };
  /** The user's own profile (the ingestion needs one); answers its id. */
  const profileFor = async (user: TestUser): Promise<string> => {
    const res = await injectAs(app(), user, {
      method: 'POST',
      url: '/api/1.0/profiles',
      payload: { key: user.id, name: { firstName: 'Aud', lastName: user.username, displayName: user.username } },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  };
  return { rows, ingest, graph, addItem, profileFor };
}
