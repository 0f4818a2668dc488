import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, requestToken, Session, WHERE, type Answer } from './client.js';
import { startDeployment, type Deployment } from './deployment.js';
import { sleep } from './processes.js';

// Three servers behind a round-robin balancer read what any of them wrote at once, and share sign-in limits and
// token checks (docs/scaling.md). Every server keeps item lists in memory: these checks read on each one right after
// a write on another, with each server's lists warmed first, so a list kept from before the write would show.

const dir = mkdtempSync(join(tmpdir(), 'sdm-cluster-'));
let cluster: Deployment;
let owner: Session;
const FAILURES_PER_USER = 5;

beforeAll(async () => {
  cluster = await startDeployment({
    dir,
    demo: true,
    env: { LOGIN_MAX_FAILURES_PER_USER: String(FAILURES_PER_USER), REPORT_SWEEP_MS: '0', POINTS_SWEEP_MS: '0', MEASURED_SWEEP_MS: '0' },
  });
  owner = await Session.signIn(cluster.url);
});

afterAll(async () => {
  await cluster?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `path` read on every server directly, in order. */
const onEach = (session: Session, path: string) => Promise.all(cluster.servers.map((s) => session.call(s.url, 'GET', path)));
const ok = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
};

describe('through the balancer', () => {
  it('consecutive requests go round the three servers', async () => {
    const served: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) served.push((await owner.call(cluster.url, 'GET', `/api/2.0/media-venues?${WHERE}&limit=1`)).servedBy);
    expect(new Set(served)).toEqual(new Set(['api1', 'api2', 'api3']));
    // Round robin: no server twice in a row.
    expect(served.every((name, i) => i === 0 || name !== served[i - 1])).toBe(true);
  });

  it('a venue created, renamed and anchored through one server reads the same on every server at once', async () => {
    const list = `/api/2.0/media-venues?${WHERE}&limit=200`;
    const picker = `/api/2.0/media-venues?${WHERE}&limit=200&fields=id,name`;
    const workspace = ok(await owner.call(cluster.url, 'GET', `/api/2.0/media-aggregates/city-centre?project=mall&tenant=demo`));
    const summary = {
      query: 'query Counts($id: ID!) { assetsCountByWorkspace(id: $id) { venues { total } } }',
      variables: { id: workspace.id },
    };
    const venueCount = async (base: string) => {
      return ok(await owner.call(base, 'POST', '/api/1.0/media-query', summary)).data.assetsCountByWorkspace.venues.total as number;
    };
    // Every server keeps these lists before the write.
    const before = await onEach(owner, list);
    await onEach(owner, picker);
    const countsBefore = await Promise.all(cluster.servers.map((s) => venueCount(s.url)));

    const created = await owner.call(cluster.url, 'POST', `/api/2.0/media-venues?${WHERE}`, { name: 'Cluster Hall', type: 'Shopping Mall', subtype: 'Atrium' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (const answer of await onEach(owner, `/api/2.0/media-venues/${id}?${WHERE}`)) expect(ok(answer).name).toBe('Cluster Hall');
    for (const [i, answer] of (await onEach(owner, list)).entries()) expect(ok(answer)).toHaveLength(before[i].body.length + 1);
    for (const answer of await onEach(owner, picker)) expect(ok(answer)).toContainEqual({ id, name: 'Cluster Hall' });
    const countsAfter = await Promise.all(cluster.servers.map((s) => venueCount(s.url)));
    expect(countsAfter).toEqual(countsBefore.map((n) => n + 1));

    // Renamed through one server, read through the others.
    ok(await owner.call(cluster.servers[1].url, 'PUT', `/api/2.0/media-venues/${id}`, { name: 'Cluster Hall East' }));
    for (const answer of await onEach(owner, `/api/2.0/media-venues/${id}?${WHERE}`)) expect(ok(answer).name).toBe('Cluster Hall East');
    for (const answer of await onEach(owner, picker)) expect(ok(answer)).toContainEqual({ id, name: 'Cluster Hall East' });

    // Anchored to an asset through a third server: every server's list shows the anchor.
    const assets = ok(await owner.call(cluster.url, 'GET', `/api/2.0/media-assets?${WHERE}&limit=1&fields=id,name`));
    const anchor = ok(
      await owner.call(cluster.servers[2].url, 'POST', '/api/2.0/media-relations', {
        action: 'create',
        source: { item: 'venue', id, relation: {} },
        target: { item: 'asset', id: assets[0].id },
      }),
    );
    for (const answer of await onEach(owner, `${list}&fields=id,relations`)) {
      const venue = ok(answer).find((v: { id: string }) => v.id === id);
      expect(venue.relations.map((r: { uid: string }) => r.uid)).toContain(anchor.uid);
    }
    // And the anchor deleted through the first: gone from every server's list.
    ok(
      await owner.call(cluster.servers[0].url, 'POST', '/api/2.0/media-relations', {
        action: 'delete',
        source: { item: 'venue', id, relation: { uid: anchor.uid } },
        target: { item: 'asset', id: assets[0].id },
      }),
    );
    for (const answer of await onEach(owner, `${list}&fields=id,relations`)) {
      const venue = ok(answer).find((v: { id: string }) => v.id === id);
      expect((venue.relations ?? []).map((r: { uid: string }) => r.uid)).not.toContain(anchor.uid);
    }
  });

  it('a treasury detail changed through one server lists changed on every server', async () => {
    const details = `/api/1.0/ti-details?${WHERE}`;
    const [first] = ok((await onEach(owner, details))[0]);
    const acctDetails = `Changed ${Date.now()}`;
    ok(await owner.call(cluster.servers[0].url, 'PUT', `/api/1.0/ti-details/${first.id}`, { acctDetails }));
    for (const answer of await onEach(owner, details)) expect(ok(answer).find((d: { id: string }) => d.id === first.id).acctDetails).toBe(acctDetails);
  });
});

/**
 * Waits until every server refuses `session`'s token, failing when that takes longer than the bound docs/scaling.md
 * gives (each server remembers a user's token version for 5 s; a little more for the calls themselves).
 */
async function refusedEverywhere(session: Session, since: number) {
  for (;;) {
    const statuses = (await onEach(session, `/api/2.0/media-venues?${WHERE}&limit=1`)).map((a) => a.status);
    if (statuses.every((s) => s === 401)) return;
    expect(Date.now() - since, `statuses ${statuses.join(', ')}`).toBeLessThan(6_000);
    await sleep(200);
  }
}

describe('sign-in across servers', () => {
  it('a user disabled with the operator CLI is refused by every server within 5 s and cannot sign in', async () => {
    const viewer = await Session.signIn(cluster.url, 'viewer');
    for (const answer of await onEach(viewer, `/api/2.0/media-venues?${WHERE}&limit=1`)) expect(answer.status).toBe(200);
    const cli = spawnSync(process.execPath, ['dist/server/tenant.js', 'user', 'disable', '--tenant', 'demo', '--username', 'viewer'], {
      env: { ...process.env, DATABASE_URL: cluster.postgres.url, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(cli.status, cli.stderr).toBe(0);
    await refusedEverywhere(viewer, Date.now());
    for (const server of cluster.servers) expect((await requestToken(server.url, owner.config, 'viewer', DEMO_PASSWORD)).status).toBe(400);
    const enable = spawnSync(process.execPath, ['dist/server/tenant.js', 'user', 'enable', '--tenant', 'demo', '--username', 'viewer'], {
      env: { ...process.env, DATABASE_URL: cluster.postgres.url, LOG_LEVEL: 'warn' },
    });
    expect(enable.status).toBe(0);
  });

  it('a role revoked through one server is refused by every server within 5 s', async () => {
    const transit = await Session.signIn(cluster.url, 'transit');
    for (const answer of await onEach(transit, `/api/2.0/media-venues?${WHERE}&limit=1`)) expect(answer.status).toBe(200);
    const users = ok(await owner.call(cluster.url, 'GET', '/api/1.0/users?tenant=demo'));
    const userId = users.find((u: { username: string }) => u.username === 'transit').id;
    const revoked = await owner.call(cluster.servers[2].url, 'PUT', '/api/1.0/access-lists/grants', {
      resource: 'sdm/demo/mall/city-centre',
      userId,
      role: 'reader',
      granted: false,
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    await refusedEverywhere(transit, Date.now());
  });

  it('counts failed sign-ins once across all servers: the allowance is exact, then even the right password waits', async () => {
    const config = owner.config;
    const tries: Answer[] = [];
    for (let i = 0; i < FAILURES_PER_USER; i++) tries.push(await requestToken(cluster.url, config, 'admin', 'wrong password'));
    // The balancer spread them over every server, and each was judged a wrong password, not yet a lock-out.
    expect(new Set(tries.map((t) => t.servedBy))).toEqual(new Set(['api1', 'api2', 'api3']));
    expect(tries.map((t) => t.status)).toEqual(Array(FAILURES_PER_USER).fill(400));
    for (const server of cluster.servers) {
      const locked = await requestToken(server.url, config, 'admin', DEMO_PASSWORD);
      expect(locked.status).toBe(429);
    }
  });

  it('a password change on one server is refused by every server within 5 s, and the new password signs in everywhere', async () => {
    const editor = await Session.signIn(cluster.url, 'editor');
    for (const answer of await onEach(editor, `/api/2.0/media-venues?${WHERE}&limit=1`)) expect(answer.status).toBe(200);
    const changed = await editor.call(cluster.servers[0].url, 'PUT', '/api/1.0/users/iam', {
      id: 'editor',
      currentPassword: DEMO_PASSWORD,
      password: 'Cluster@5678',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBeLessThan(300);
    // The server that changed it refuses the old token at once; the others once their memory of token versions lapses.
    expect((await editor.call(cluster.servers[0].url, 'GET', `/api/2.0/media-venues?${WHERE}&limit=1`)).status).toBe(401);
    await refusedEverywhere(editor, Date.now());
    for (const server of cluster.servers) expect((await requestToken(server.url, owner.config, 'editor', 'Cluster@5678')).status).toBe(200);
  });
});
