import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/domain/common/ids.js';
import { VALIDATOR_CLIENT_ID } from '../src/server/seed/clients.js';
import { profileOfUser, seedAcquiredTickets } from '../src/server/test/acquired-tickets.js';
import { requestToken, Session, WHERE, DEMO_PASSWORD, type Answer } from './client.js';
import { startDeployment, type Deployment } from './deployment.js';
import { sleep, waitFor } from './processes.js';

// The cluster's parts fail one at a time under load, and what callers were told stays true: an API server killed -9,
// PostgreSQL restarted, Redis stopped, the S3 store stopped (docs/scaling.md "When a part fails").

const dir = mkdtempSync(join(tmpdir(), 'sdm-cluster-faults-'));
let cluster: Deployment;
let owner: Session;
let db: pg.Client;
let tenantId = '';

async function rows<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(statement, values)).rows as T[];
}

beforeAll(async () => {
  cluster = await startDeployment({ dir, demo: true, env: { REPORT_SWEEP_MS: '0', POINTS_SWEEP_MS: '0', MEASURED_SWEEP_MS: '0' } });
  owner = await Session.signIn(cluster.url);
  db = new pg.Client({ connectionString: cluster.postgres.url });
  db.on('error', () => {}); // PostgreSQL is restarted below; this client is opened again after.
  await db.connect();
  [{ id: tenantId }] = await rows<{ id: string }>("select id from tenants where key = 'demo'");
});

afterAll(async () => {
  await db?.end().catch(() => {});
  await cluster?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A call that may meet a dying server: a network failure reads as status 0. */
async function attempt(call: () => Promise<Answer>): Promise<Answer> {
  try {
    return await call();
  } catch {
    return { status: 0, body: undefined, headers: new Headers() };
  }
}

describe('an API server killed -9 under a mixed write load', () => {
  it('loses no acknowledged write, applies each nonce once, and leaves the balancer within seconds', async () => {
    // Tickets the owner may validate through the validator app, and a wallet to adjust.
    const [ws] = await rows<{ id: string; project_id: string }>("select id, project_id from aggregates where tenant_id = $1 and key = 'city-centre'", [
      tenantId,
    ]);
    const profileId = await profileOfUser(db, tenantId, 'owner');
    const [codes] = await seedAcquiredTickets(db, { tenantId, projectId: ws.project_id, aggregateId: ws.id, eventId: newId(), profileId }, [2000]);
    const [app] = await rows<{ client_id: string; client_secret: string; api_key: string }>(
      'select client_id, client_secret, api_key from api_clients where client_id = $1',
      [VALIDATOR_CLIENT_ID],
    );
    const validatorConfig = { apiKey: app.api_key, clientId: app.client_id, clientSecret: app.client_secret };
    const validator = new Session(validatorConfig, (await requestToken(cluster.url, validatorConfig, 'owner', DEMO_PASSWORD)).body.access_token);
    const [wallet] = await rows<{ id: string }>('select id from wallets where tenant_id = $1 order by id limit 1', [tenantId]);

    const run = newId().slice(-6);
    const venues = new Map<string, number>(); // name → final status
    const adjustments = new Map<string, number>(); // reason → final status
    const validations = new Map<string, number[]>(); // code → every answer to its one nonce
    let nextCode = 0;
    let stop = false;
    const victim = cluster.servers[1];

    async function worker(w: number) {
      for (let n = 0; !stop; n++) {
        const op = n % 3;
        if (op === 0) {
          const name = `Kill ${run} ${w}-${n}`;
          const answer = await attempt(() =>
            owner.call(cluster.url, 'POST', `/api/2.0/media-venues?${WHERE}`, { name, type: 'Shopping Mall', subtype: 'Atrium' }),
          );
          venues.set(name, answer.status);
        } else if (op === 1) {
          const reason = `kill ${run} ${w}-${n}`;
          const answer = await attempt(() => owner.call(cluster.url, 'POST', `/api/1.0/wallets/${wallet.id}/adjustments`, { points: 1, reason }));
          adjustments.set(reason, answer.status);
        } else if (nextCode < codes.length) {
          // A validator retries what it did not hear back about, with the same nonce, as the apps do.
          const code = codes[nextCode++];
          const nonce = `kill-${run}-${code}`;
          const answers: number[] = [];
          for (let tries = 0; tries < 5; tries++) {
            const answer = await attempt(() => validator.call(cluster.url, 'POST', '/api/1.0/relations', { action: 'validate', code, nonce }));
            answers.push(answer.status);
            if (answer.status === 200 || answer.status === 409) break;
            await sleep(100);
          }
          validations.set(code, answers);
        }
      }
    }

    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    await sleep(1500);
    await victim.kill('SIGKILL');
    const killedAt = Date.now();
    await waitFor('HAProxy marking the killed server down', async () => (await cluster.balancer.states())[victim.name]?.startsWith('DOWN'), 5000);
    const downAfter = Date.now() - killedAt;
    await sleep(1500);
    stop = true;
    await Promise.all(workers);

    expect(downAfter).toBeLessThan(5000);
    // Work went on through the others: most writes were acknowledged, on both sides of the kill.
    const acknowledged = [...venues.values()].filter((s) => s === 201).length;
    expect(acknowledged).toBeGreaterThan(10);

    // Every acknowledged venue is there exactly once; one whose answer was lost is there at most once.
    const names = await rows<{ name: string; n: number }>(
      'select name, count(*)::int as n from media_items where tenant_id = $1 and kind = $2 and name like $3 group by name',
      [tenantId, 'venue', `Kill ${run} %`],
    );
    const stored = new Map(names.map((r) => [r.name, r.n]));
    for (const [name, status] of venues) {
      if (status === 201) expect(stored.get(name), name).toBe(1);
      else expect(stored.get(name) ?? 0, name).toBeLessThanOrEqual(1);
    }
    for (const [name] of stored) expect(venues.has(name)).toBe(true);

    const entries = await rows<{ reason: string; n: number }>(
      'select reason, count(*)::int as n from wallet_entries where tenant_id = $1 and wallet_id = $2 and reason like $3 group by reason',
      [tenantId, wallet.id, `kill ${run} %`],
    );
    const ledger = new Map(entries.map((r) => [r.reason, r.n]));
    for (const [reason, status] of adjustments) {
      if (status === 201) expect(ledger.get(reason), reason).toBe(1);
      else expect(ledger.get(reason) ?? 0, reason).toBeLessThanOrEqual(1);
    }
    // The balance is its ledger's sum: no half-applied adjustment.
    const [balance] = await rows<{ balance: number; sum: number }>(
      'select w.balance::int as balance, (select coalesce(sum(delta), 0)::int from wallet_entries e where e.tenant_id = w.tenant_id and e.wallet_id = w.id) as sum from wallets w where w.tenant_id = $1 and w.id = $2',
      [tenantId, wallet.id],
    );
    expect(balance.balance).toBe(balance.sum);

    // Each ticket's nonce applied once at most, and once for every ticket whose validator heard a 200.
    const applied = await rows<{ code: string; n: number }>(
      "select code, count(*)::int as n from instrument_transactions where tenant_id = $1 and code = any($2) and outcome = 'applied' group by code",
      [tenantId, [...validations.keys()]],
    );
    const appliedOf = new Map(applied.map((r) => [r.code, r.n]));
    for (const [code, answers] of validations) {
      expect(appliedOf.get(code) ?? 0, `${code}: ${answers.join(',')}`).toBeLessThanOrEqual(1);
      if (answers.at(-1) === 200) expect(appliedOf.get(code), `${code}: ${answers.join(',')}`).toBe(1);
      // A retry after a lost answer is answered as the first was, never refused as a second use.
      if (answers.length > 1 && appliedOf.get(code) === 1) expect(answers.at(-1)).toBe(200);
    }
    const [{ used }] = await rows<{ used: number }>('select count(*)::int as used from instruments where tenant_id = $1 and code = any($2) and uses > 1', [
      tenantId,
      codes,
    ]);
    expect(used).toBe(0);

    // Once down, the balancer sent it nothing; started again, it is back in the rotation.
    await victim.start();
    await waitFor('HAProxy marking the server up again', async () => (await cluster.balancer.states())[victim.name] === 'UP', 10_000);
  });
});

describe('PostgreSQL restarted under load', () => {
  const list = `/api/2.0/media-venues?${WHERE}&limit=200&fields=id,name`;
  const names = async (base: string) => {
    const answer = await owner.call(base, 'GET', list);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return new Map((answer.body as { id: string; name: string }[]).map((v) => [v.id, v.name]));
  };

  it('answers 503 with a message while it is down, never hangs, and serves no list kept from before', async () => {
    // Every server keeps the venue list before the outage.
    const [[id]] = [...(await names(cluster.servers[0].url))];
    for (const server of cluster.servers) await names(server.url);
    await db.end();
    await cluster.postgres.stop();

    for (let i = 0; i < 6; i++) {
      const started = Date.now();
      const answer = await attempt(() => owner.call(cluster.url, 'GET', list));
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/unavailable/);
      expect(Date.now() - started).toBeLessThan(6_000);
    }

    await cluster.postgres.start();
    db = new pg.Client({ connectionString: cluster.postgres.url });
    db.on('error', () => {});
    await db.connect();
    // Changed behind the servers' backs, with no notice sent (triggers off): only a list read afresh shows it.
    const renamed = `Renamed in the outage ${newId().slice(-6)}`;
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    await db.query('update media_items set name = $1 where tenant_id = $2 and id = $3', [renamed, tenantId, id]);
    await db.query('commit');
    await waitFor('every server back in the balancer', async () => Object.values(await cluster.balancer.states()).every((s) => s === 'UP'), 20_000);
    for (const server of cluster.servers) expect((await names(server.url)).get(id)).toBe(renamed);

    // Each server listens again: a change with its notice reaches lists every server keeps.
    for (const server of cluster.servers) await names(server.url);
    await sleep(1500); // the listening connections come back within a second of the database
    for (const server of cluster.servers) await names(server.url);
    await db.query('update media_items set name = $1 where tenant_id = $2 and id = $3', [`${renamed} again`, tenantId, id]);
    await waitFor(
      'every server reading the change',
      async () => (await Promise.all(cluster.servers.map((s) => names(s.url)))).every((m) => m.get(id) === `${renamed} again`),
      5000,
    );
  });
});

describe('Redis stopped', () => {
  it('lets people sign in with limits kept per server and a warning, and shares the limits again once back', async () => {
    await cluster.redis.stop();
    for (const server of cluster.servers) expect((await requestToken(server.url, owner.config, 'owner', DEMO_PASSWORD)).status).toBe(200);
    // A wrong password is still counted (on the server that saw it), and each server warned of the outage.
    expect((await requestToken(cluster.url, owner.config, 'owner', 'wrong password')).status).toBe(400);
    for (const server of cluster.servers) expect(server.output).toMatch(/Redis does not answer/);

    await cluster.redis.start();
    // Each server writes to Redis again once its client has reconnected: a failed sign-in of an unknown name shows there.
    for (const [i, server] of cluster.servers.entries()) {
      let k = 0;
      await waitFor(
        `${server.name} counting in Redis again`,
        async () => {
          const probe = `probe${i}x${k++}`;
          await requestToken(server.url, owner.config, probe, 'wrong password');
          return (await cluster.redis.keys(`*${probe}*`)).length > 0;
        },
        15_000,
      );
    }
    // Shared again: five failures spread over the servers lock the name out on all of them.
    for (let i = 0; i < 5; i++) expect((await requestToken(cluster.url, owner.config, 'editor', 'wrong password')).status).toBe(400);
    for (const server of cluster.servers) expect((await requestToken(server.url, owner.config, 'editor', DEMO_PASSWORD)).status).toBe(429);
  });
});

describe('the S3 store stopped', () => {
  const upload = (name: string) => {
    const form = new FormData();
    const times = { startAt: Date.now(), expiryAt: Date.now() + 86_400_000 };
    for (const [field, value] of Object.entries({ name, ...times })) form.append(field, String(value));
    form.append('file', new Blob([`The notice called ${name}.`], { type: 'text/plain' }), `${name}.txt`);
    return owner.call(cluster.url, 'POST', `/api/2.0/zeetaminds/media/file?${WHERE}`, form);
  };
  const mediaNamed = async (name: string) =>
    (await rows<{ n: number }>('select count(*)::int as n from signage_media where tenant_id = $1 and name = $2', [tenantId, name]))[0].n;

  it('answers uploads 503 with a message and records nothing; uploads work again once it is back', async () => {
    await cluster.s3.stop();
    const refused = await upload('Outage notice');
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('The file store is unavailable at the moment; try again shortly.');
    expect(await mediaNamed('Outage notice')).toBe(0);

    await cluster.s3.start();
    const stored = await upload('Back notice');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(await mediaNamed('Back notice')).toBe(1);
    const served = await fetch(`${cluster.url}${stored.body.url}`);
    expect(await served.text()).toBe('The notice called Back notice.');
  });
});
