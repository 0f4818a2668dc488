import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_CSV_COLUMNS } from '../../../domain/signage/player.js';
import { SIGNAGE_MESSAGES } from '../../../domain/signage/messages.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildSignageStage, pairedDisplay, type SignageStage } from '../../test/signage-player.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let stage: SignageStage;
let elsewhere: SignageStage;
let screen: { display: { id: string; name: string }; authorization: string };
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider', TestUser>;

const BASE = '/api/2.0/zeetaminds';
const DAY = 86_400_000;
let serial = 0;
const playId = () => `play-${Date.now().toString(36)}-${++serial}`;
const play = (over: Record<string, unknown> = {}) => ({
  id: playId(),
  mediaId: stage.media[0].id,
  rowId: null,
  playlistId: stage.playlist,
  startedAt: Date.now() - 10_000,
  endedAt: Date.now() - 2_000,
  completed: true,
  ...over,
});
const send = (plays: object[], authorization = screen.authorization) =>
  t.app.inject({ method: 'POST', url: '/player/api/plays', headers: { authorization }, payload: { plays } });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
const playCount = async (displayId = screen.display.id) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from signage_plays where tenant_id = ${tenant.id} and display_id = ${displayId}`))[0].n;
const actionCount = async (displayId = screen.display.id) =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from audience_actions where tenant_id = ${tenant.id} and type = 9 and action_key like ${`play:${displayId}:%`}`,
    )
  )[0].n;
const period = (from: number, to: number, ws = stage.ws) => `aggregate=${ws}&from=${from}&to=${to}`;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  stage = await buildSignageStage(t, tenant, 'plays');
  elsewhere = await buildSignageStage(t, tenant, 'south', 1);
  screen = await pairedDisplay(t, stage, '10.7.0.1');
}, 60_000);
afterAll(() => t.close());

describe('proof of play', () => {
  it('stores new plays once, answers a resend as repeated, and appends each stored play to the audience as a Play', async () => {
    const batch = [play(), play({ mediaId: stage.media[1].id, completed: false, rowId: null })];
    const first = await send(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ stored: batch.map((p) => p.id), repeated: [], refused: [] });
    const again = await send([...batch, play()]);
    expect(again.json().stored).toHaveLength(1);
    expect(again.json().repeated).toEqual(batch.map((p) => p.id));
    expect(await playCount()).toBe(3);
    expect(await actionCount()).toBe(3);

    const [action] = await rows<Record<string, unknown>>(
      sql`select type, asset_id, campaign_id, aggregate_id, project_id, updated_on from audience_actions where tenant_id = ${tenant.id} and action_key = ${`play:${screen.display.id}:${batch[0].id}`}`,
    );
    expect(action).toMatchObject({ type: 9, asset_id: stage.asset, campaign_id: stage.campaign, aggregate_id: stage.ws, project_id: tenant.project.id });
    expect(new Date(action.updated_on as string).getTime()).toBe(batch[0].startedAt);
    const [stored] = await rows<Record<string, unknown>>(
      sql`select media_id, playlist_id, row_id, asset_id, campaign_id, completed from signage_plays where tenant_id = ${tenant.id} and play_id = ${batch[1].id}`,
    );
    expect(stored).toEqual({
      media_id: stage.media[1].id,
      playlist_id: stage.playlist,
      row_id: null,
      asset_id: stage.asset,
      campaign_id: stage.campaign,
      completed: false,
    });
  });

  it('counts a batch sent twice at once only once', async () => {
    const batch = Array.from({ length: 20 }, () => play());
    const before = await playCount();
    const answers = await Promise.all([send(batch), send(batch), send(batch)]);
    for (const a of answers) expect(a.statusCode).toBe(200);
    const stored = answers.flatMap((a) => a.json().stored as string[]);
    expect(stored.sort()).toEqual(batch.map((p) => p.id).sort());
    for (const a of answers) expect([...a.json().stored, ...a.json().repeated].sort()).toEqual(batch.map((p) => p.id).sort());
    expect(await playCount()).toBe(before + 20);
    expect(await actionCount()).toBe(before + 20);
  });

  it('refuses plays that end before they start, in the future, over 30 days old, or of media not the workspace’s', async () => {
    const now = Date.now();
    const good = play();
    const bad = {
      ends_before_start: play({ startedAt: now - 1000, endedAt: now - 1000 }),
      in_future: play({ startedAt: now, endedAt: now + 10 * 60_000 }),
      too_old: play({ startedAt: now - 31 * DAY, endedAt: now - 31 * DAY + 5000 }),
      unknown_media: play({ mediaId: elsewhere.media[0].id }),
    };
    const before = await playCount();
    const res = await send([good, ...Object.values(bad), play({ mediaId: '0'.repeat(24) })]);
    expect(res.statusCode).toBe(200);
    expect(res.json().stored).toEqual([good.id]);
    expect(res.json().refused).toEqual(expect.arrayContaining(Object.entries(bad).map(([reason, p]) => ({ id: p.id, reason }))));
    expect(res.json().refused).toHaveLength(5);
    expect(await playCount()).toBe(before + 1);
  });

  it('refuses a malformed batch with 400 and stores nothing', async () => {
    const before = await playCount();
    const dup = play();
    for (const plays of [
      [],
      Array.from({ length: 501 }, () => play()),
      [dup, dup],
      [play({ id: 'short' })],
      [play({ id: 'has space in it' })],
      [play({ mediaId: 'x' })],
      [play({ startedAt: 'yesterday' })],
      [play({ completed: undefined })],
    ]) {
      const res = await send(plays);
      expect(res.statusCode, JSON.stringify(plays).slice(0, 80)).toBe(400);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/player/api/plays',
      headers: { authorization: screen.authorization, 'content-type': 'application/json' },
      payload: '{"plays": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(await playCount()).toBe(before);
  });

  it('ties a play to the campaign attached to the asset when it started (none before the anchor began)', async () => {
    const own = await buildTenant(t);
    const s = await buildSignageStage(t, own, 'anchor');
    const paired = await pairedDisplay(t, s, '10.7.0.2');
    const anchorStart = Date.now() - 3_600_000;
    await t.app.ctx.db.execute(
      sql`update relations set start = ${new Date(anchorStart).toISOString()} where tenant_id = ${own.id} and source_id = ${s.campaign}`,
    );
    const before = { ...play({ mediaId: s.media[0].id, playlistId: s.playlist }), startedAt: anchorStart - 60_000, endedAt: anchorStart - 50_000 };
    const after = { ...play({ mediaId: s.media[0].id, playlistId: s.playlist }), startedAt: anchorStart + 60_000, endedAt: anchorStart + 70_000 };
    expect((await send([before, after], paired.authorization)).json().stored).toEqual([before.id, after.id]);
    const found = await rows<{ play_id: string; campaign_id: string | null }>(
      sql`select play_id, campaign_id from signage_plays where tenant_id = ${own.id} order by started_at`,
    );
    expect(found).toEqual([
      { play_id: before.id, campaign_id: null },
      { play_id: after.id, campaign_id: s.campaign },
    ]);
    const actions = await rows<{ campaign_id: string | null }>(
      sql`select campaign_id from audience_actions where tenant_id = ${own.id} and type = 9 order by updated_on`,
    );
    expect(actions).toEqual([{ campaign_id: null }, { campaign_id: s.campaign }]);
  });

  it('are listed by the detailed audience export as Play, alone with type=9', async () => {
    const from = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const to = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const res = await injectAs(t, stage.owner, { method: 'GET', url: `/api/2.0/media-aggregates/${stage.ws}/exports/detailed?from=${from}&to=${to}&type=9` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const actions = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[])[4]);
    expect(actions.length).toBe(await actionCount());
    expect(new Set(actions)).toEqual(new Set(['Play']));
  });

  it('are counted by the audience queries as type 9', async () => {
    const res = await injectAs(t, stage.owner, {
      method: 'POST',
      url: '/api/1.0/media-query',
      payload: { query: `{ getTotalActionsByTenantType(tenant_id: "${tenant.key}", type: 9) { today last30Days } }` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await actionCount();
    const totals = res.json().data.getTotalActionsByTenantType;
    expect(totals.last30Days).toBe(stored);
    expect(totals.today).toBeGreaterThan(0);
  });
});

describe('proof-of-play summary and CSV', () => {
  it('sum plays per media of the period, most played first (VIEWER); another tenant → 404', async () => {
    const from = Date.now() - DAY;
    const to = Date.now() + DAY;
    const res = await injectAs(t, users.viewer, { method: 'GET', url: `${BASE}/plays/summary?${period(from, to)}` });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as { mediaId: string; name: string; kind: string; plays: number; completed: number; skipped: number; seconds: number }[];
    const counted = await rows<{ media_id: string; n: number; done: number; secs: number }>(
      sql`select media_id, count(*)::int as n, count(*) filter (where completed)::int as done, round(sum(extract(epoch from ended_at - started_at)))::int as secs
        from signage_plays where tenant_id = ${tenant.id} and aggregate_id = ${stage.ws} group by media_id order by n desc`,
    );
    expect(summary.map((s) => [s.mediaId, s.plays, s.completed, s.skipped, s.seconds])).toEqual(
      counted.map((c) => [c.media_id, c.n, c.done, c.n - c.done, c.secs]),
    );
    expect(summary[0]).toMatchObject({ name: 'plays first', kind: 'IMAGE' });
    expect(summary.every((s, i) => i === 0 || summary[i - 1].plays >= s.plays)).toBe(true);
    // A period before every play is empty; another workspace's plays are not these.
    expect((await injectAs(t, users.viewer, { method: 'GET', url: `${BASE}/plays/summary?${period(from - 10 * DAY, from - 9 * DAY)}` })).json()).toEqual([]);
    expect((await injectAs(t, users.outsider, { method: 'GET', url: `${BASE}/plays/summary?${period(from, to)}` })).statusCode).toBe(404);
    for (const q of [period(to, from), period(0, 367 * DAY), `aggregate=${stage.ws}&from=x&to=1`, `aggregate=${stage.ws}`]) {
      expect((await injectAs(t, users.viewer, { method: 'GET', url: `${BASE}/plays/summary?${q}` })).statusCode, q).toBe(400);
    }
  });

  it('stream one CSV line per play with names, ISO times, seconds and completion', async () => {
    const from = Date.now() - DAY;
    const res = await injectAs(t, users.viewer, { method: 'GET', url: `${BASE}/plays.csv?${period(from, Date.now() + DAY)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="proof-of-play.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(PLAY_CSV_COLUMNS.join(','));
    const stored = await rows<{ play_id: string; started_at: string; ended_at: string; completed: boolean }>(
      sql`select play_id, started_at, ended_at, completed from signage_plays where tenant_id = ${tenant.id} and aggregate_id = ${stage.ws} order by started_at, display_id, play_id`,
    );
    expect(lines).toHaveLength(stored.length + 1);
    const first = stored[0];
    const cells = lines[1].split(',');
    const seconds = Math.round((new Date(first.ended_at).getTime() - new Date(first.started_at).getTime()) / 1000);
    expect(cells).toEqual([
      first.play_id,
      screen.display.name,
      expect.any(String),
      'plays totem',
      'plays loop',
      expect.stringMatching(/^plays (first|second)$/),
      'plays campaign',
      new Date(first.started_at).toISOString(),
      new Date(first.ended_at).toISOString(),
      String(seconds),
      first.completed ? 'yes' : 'no',
    ]);
    expect((await injectAs(t, users.outsider, { method: 'GET', url: `${BASE}/plays.csv?${period(from, Date.now())}` })).statusCode).toBe(404);
  });
});

describe('emergency override', () => {
  const overrideUrl = () => `${BASE}/override?aggregate=${stage.ws}`;
  const manifest = (etag?: string) =>
    t.app.inject({ method: 'GET', url: '/player/api/manifest', headers: { authorization: screen.authorization, ...(etag ? { 'if-none-match': etag } : {}) } });

  it('is none at first; EDITOR sets a message, every display’s manifest shows it with a new ETag; clearing brings the playlist back', async () => {
    expect((await injectAs(t, users.viewer, { method: 'GET', url: overrideUrl() })).json()).toBeNull();
    const etag = String((await manifest()).headers.etag);
    expect((await manifest(etag)).statusCode).toBe(304);

    expect((await injectAs(t, users.viewer, { method: 'PUT', url: overrideUrl(), payload: { message: 'x' } })).statusCode).toBe(403);
    const set = await injectAs(t, users.editor, { method: 'PUT', url: overrideUrl(), payload: { message: 'Please leave the building' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ version: 1, message: 'Please leave the building', media: null });
    expect(Date.parse(set.json().since)).toBeGreaterThan(Date.now() - 10_000);
    const shown = await manifest(etag);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().override).toEqual(set.json());
    expect(shown.json().items.length).toBeGreaterThan(0);
    expect((await injectAs(t, users.viewer, { method: 'GET', url: overrideUrl() })).json()).toEqual(set.json());

    const media = await injectAs(t, users.editor, { method: 'PUT', url: overrideUrl(), payload: { mediaId: stage.media[1].id } });
    expect(media.json()).toMatchObject({
      version: 2,
      message: null,
      media: { mediaId: stage.media[1].id, name: 'plays second', kind: 'IMAGE', url: stage.media[1].url },
    });
    const withMedia = await manifest(String(shown.headers.etag));
    expect(withMedia.statusCode).toBe(200);
    expect(withMedia.json().override.media.mediaId).toBe(stage.media[1].id);
    // Its media is not deleted while the displays show it.
    const gone = await injectAs(t, users.editor, { method: 'DELETE', url: `${BASE}/media/${stage.media[1].id}` });
    expect(gone.statusCode).toBe(409);

    const cleared = await injectAs(t, users.editor, { method: 'DELETE', url: overrideUrl() });
    expect(cleared.statusCode).toBe(200);
    expect((await injectAs(t, users.viewer, { method: 'GET', url: overrideUrl() })).json()).toBeNull();
    const back = await manifest(String(withMedia.headers.etag));
    expect(back.statusCode).toBe(200);
    expect(back.json().override).toBeNull();
    // A new ETag, never an older one again.
    expect([etag, String(shown.headers.etag), String(withMedia.headers.etag)]).not.toContain(String(back.headers.etag));
  });

  it('refuses bad input with 400, a viewer with 403 and another tenant with 404, changing nothing', async () => {
    for (const payload of [{}, { message: '' }, { message: 'x'.repeat(501) }, { message: 'a', mediaId: stage.media[0].id }, { mediaId: 'nope' }]) {
      expect((await injectAs(t, users.editor, { method: 'PUT', url: overrideUrl(), payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const foreign = await injectAs(t, users.editor, { method: 'PUT', url: overrideUrl(), payload: { mediaId: elsewhere.media[0].id } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(SIGNAGE_MESSAGES.unknownMedia);
    expect((await injectAs(t, users.viewer, { method: 'DELETE', url: overrideUrl() })).statusCode).toBe(403);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await injectAs(t, users.outsider, { method, url: overrideUrl(), ...(method === 'PUT' ? { payload: { message: 'x' } } : {}) });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await injectAs(t, users.viewer, { method: 'GET', url: overrideUrl() })).json()).toBeNull();
  });
});
