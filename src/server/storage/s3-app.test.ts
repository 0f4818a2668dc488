import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signageMedia } from '../db/schema/signage.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildWorkspaceStaff, type TestUser } from '../test/factories.js';
import { injectAs } from '../test/inject-as.js';
import { startStandInS3, type StandInS3 } from '../test/stand-in-s3.js';
import { mediaUpload } from '../test/world.js';
import { S3Storage } from './s3-storage.js';

let s3: StandInS3;
let t: TestApp;
let editor: TestUser;
let ws = '';

beforeAll(async () => {
  s3 = await startStandInS3();
  t = await buildTestApp({ s3: s3.settings });
  const tenant = await buildTenant(t);
  const other = await buildTenant(t);
  ({ editor } = await buildWorkspaceStaff(t, tenant, other));
  ws = tenant.workspaces[0].id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

it('with S3 configured, signage media goes to the bucket, is served by ranges from it and leaves it when deleted', async () => {
  const bytes = Buffer.from('Opening hours: 9 to 21, every day of the week.');
  const times = { startAt: 1_700_000_000_000, expiryAt: 1_800_000_000_000 };
  const res = await injectAs(t, editor, {
    method: 'POST',
    url: `/api/2.0/zeetaminds/media/file?aggregate=${ws}`,
    ...mediaUpload({ name: 'Hours', ...times }, { name: 'hours.txt', bytes, type: 'text/plain' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const media = res.json();

  const [{ key }] = await t.app.ctx.db.select({ key: signageMedia.storageKey }).from(signageMedia).where(eq(signageMedia.id, media.id));
  const bucket = new S3Storage(s3.settings);
  expect((await bucket.get(key))?.equals(bytes)).toBe(true);

  const part = await t.app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=0-12' } });
  expect(part.statusCode).toBe(206);
  expect(part.body).toBe('Opening hours');

  expect((await injectAs(t, editor, { method: 'DELETE', url: `/api/2.0/zeetaminds/media/${media.id}` })).statusCode).toBe(200);
  expect(await bucket.get(key)).toBeNull();
  expect((await t.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(404);
});
