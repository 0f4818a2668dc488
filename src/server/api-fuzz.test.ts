import { Writable } from 'node:stream';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_READINGS } from './modules/device-readings/reading.js';
import { schema as graphSchema } from './modules/media-query/schema.js';
import { groupMembers, users } from './db/schema/index.js';
import { groupName, tenantResource } from '../domain/access/resources.js';
import { hashPassword } from './iam/passwords.js';
import { runAsSystem } from './audit/context.js';
import type { Clock } from './clock.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import { TEST_PASSWORD } from './test/factories.js';
import { signIn } from './test/inject-as.js';
import {
  dateText,
  extremeNumber,
  hostileJsonText,
  hostileString,
  malformedId,
  mutated,
  PLANTED,
  poisonedLeaf,
  valueOf,
  withPrototypeKey,
  wrongType,
  type StringHints,
} from './test/fuzz-arbitraries.js';
import { operationsOf, type Operation } from './test/openapi.js';
import { startStandInGeocoder, type StandInGeocoder } from './test/stand-in-geocoder.js';
import { buildWorld, imageUpload, mediaUpload, seededPng, type World } from './test/world.js';

/**
 * No answer of 500 or more to any input, over every operation of the OpenAPI document.
 * Each operation gets FUZZ_RUNS requests (50 in CI) drawn with a fixed seed (FUZZ_SEED to change it):
 * path ids real, another tenant's or malformed; query values as their schema says or hostile; bodies
 * from the body schema with hostile leaves, or hostile JSON texts, form bodies and broken multipart.
 * The caller is a tenant owner, so requests reach the services and the database.
 * Item 4: the log of the whole run is kept and must hold none of the values planted in the requests.
 */

const RUNS = Number(process.env.FUZZ_RUNS) || 50;
const SEED = Number(process.env.FUZZ_SEED) || 20_260_512;

interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Sleeps end at once, the clock jumping ahead instead: the geocoder's pace costs the suite no time. */
class RushingClock implements Clock {
  private skipped = 0;
  now = () => Date.now() + this.skipped;
  sleep = async (ms: number) => {
    this.skipped += Math.max(0, ms);
  };
}

let t: TestApp;
let geocoder: StandInGeocoder;
let alpha: World;
let bravo: World;
let token = '';
let existing = new Map<string, string[]>();
const logLines: string[] = [];

/** Percent-encodes text as a client would, lone surrogates as their WTF-8 bytes (encodeURIComponent throws on them). */
function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

// Secrets go in the query under the names that mark them, spelt as a hostile client might.
const SECRET_QUERY = [
  `%70assword=${encodeText(PLANTED.password)}`,
  `pass%77ord=${encodeText(PLANTED.password)}`,
  `PASSWORD=${encodeText(PLANTED.password)}`,
  `currentPassword=${encodeText(PLANTED.password)}`,
  `client%5Fsecret=${encodeText(PLANTED.password)}`,
  `access_token=${PLANTED.token}`,
  `refresh%5Ftoken=${PLANTED.token}`,
  `email=${encodeText(PLANTED.email)}`,
  `phone=${encodeText(PLANTED.phone)}`,
  `note=${encodeText(PLANTED.hash)}`,
];

// Query values never carry the planted password outside a password's name: elsewhere it is just text.
const urlString = hostileString.filter((s) => s !== PLANTED.password);

/**
 * Strings worth trying by the name they go under (query parameters and body properties): the caller's
 * own three times as often as the other tenant's, or the caller's own only; other names get every
 * known string.
 */
function hintsByName(ownOnly = false): Record<string, string[]> {
  const of = (pick: (w: World) => string[]) => (ownOnly ? pick(alpha) : [...pick(alpha), ...pick(alpha), ...pick(alpha), ...pick(bravo)]);
  return {
    tenant: of((w) => [w.ids.tenant, w.tenant.key]),
    tenant_id: of((w) => [w.ids.tenant, w.tenant.key]),
    project: of((w) => [w.ids.project, 'mall']),
    project_id: of((w) => [w.ids.project, 'mall']),
    aggregate: of((w) => [w.ids.workspace, w.ids.otherWorkspace, 'north']),
    aggregate_id: of((w) => [w.ids.workspace, w.ids.otherWorkspace]),
    userId: of((w) => [w.users.owner.id, w.bystander.id]),
    resource: of((w) => [`sdm/${w.tenant.key}`, `sdm/${w.tenant.key}/mall/north`]),
    key: of((w) => [w.users.owner.id, w.bystander.id]),
    client_id: [t.clientId],
    client_secret: [t.clientSecret],
    username: of((w) => [w.users.owner.username, w.users.viewer.username]),
    grant_type: ['password', 'refresh_token'],
    device_id: of((w) => [w.ids.device]),
  };
}

function knownStrings(): string[] {
  const worlds = [alpha, bravo];
  return [
    ...worlds.flatMap((w) => Object.values(w.ids)),
    ...worlds.map((w) => w.tenant.key),
    ...worlds.flatMap((w) => Object.values(w.users).map((u) => u.username)),
    alpha.users.owner.id,
    t.clientId,
    t.clientSecret,
    'password',
    'refresh_token',
    TEST_PASSWORD,
    'mall',
    'north',
  ];
}

/**
 * Path values that name something at each documented GET path with parameters: every known id and key
 * tried once as the owner. An operation takes those of the longest such path its own path starts with.
 */
async function probeExisting(ops: Operation[], known: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const op of ops.filter((o) => o.method === 'GET' && o.pathParams.length === 1)) {
    const hits: string[] = [];
    for (const value of [...known, alpha.phone, bravo.phone]) {
      const url = op.path.replace(/\{\w+\}/, encodeURIComponent(value));
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${token}` } });
      if (res.statusCode < 300) hits.push(value);
    }
    found.set(op.path, hits);
  }
  return found;
}

function existingFor(op: Operation): string[] {
  const paths = [...existing.keys()].filter((p) => op.path.startsWith(p)).sort((a, b) => b.length - a.length);
  return (paths.length && existing.get(paths[0])) || [];
}

function pathArb(op: Operation, hints: StringHints): fc.Arbitrary<Record<string, string>> {
  const known = hints.known(undefined);
  const hits = existingFor(op);
  const value = fc.oneof(
    { arbitrary: fc.constantFrom(...(hits.length ? hits : known)), weight: 4 },
    { arbitrary: fc.constantFrom(...known), weight: 1 },
    { arbitrary: malformedId, weight: 1 },
    { arbitrary: urlString, weight: 2 },
  );
  return fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, value])));
}

function queryArb(op: Operation, hints: StringHints): fc.Arbitrary<string> {
  const pair = (name: string, value: fc.Arbitrary<string>) => value.map((v) => `${encodeText(name)}=${encodeText(v)}`);
  const valueFor = (p: Operation['queryParams'][number]) =>
    fc.oneof({ arbitrary: valueOf(p.schema, hints, 0, p.name).map(asText), weight: 6 }, { arbitrary: urlString, weight: 1 });
  const required = op.queryParams.filter((p) => p.required);
  const optional = op.queryParams.filter((p) => !p.required);
  // The required parameters and up to two others, now and then one given twice.
  const params = fc
    .shuffledSubarray(optional, { maxLength: Math.min(2, optional.length) })
    .chain((chosen) =>
      fc.tuple(
        ...[...required, ...chosen].map((p) =>
          fc.oneof(
            { arbitrary: pair(p.name, valueFor(p)), weight: 9 },
            { arbitrary: fc.tuple(pair(p.name, valueFor(p)), pair(p.name, valueFor(p))).map((two) => two.join('&')), weight: 1 },
          ),
        ),
      ),
    );
  const extras = fc.oneof(
    { arbitrary: fc.constant([] as string[]), weight: 3 },
    {
      arbitrary: fc.array(
        fc.oneof(
          fc.constantFrom(...SECRET_QUERY),
          fc
            .tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'tenant', 'fields'), urlString), urlString)
            .map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`),
          fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%C0%AE', '&&&', '=', 'a[b]=c', 'a[__proto__][x]=1'),
        ),
        { minLength: 1, maxLength: 2 },
      ),
      weight: 1,
    },
  );
  return fc.tuple(params, extras).map(([pairs, more]) => {
    const parts = [...pairs, ...more];
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/** Broken multipart bodies: no boundary, another boundary, cut short, the wrong field, two files, too big. */
const brokenMultipart: fc.Arbitrary<{ payload: Buffer; headers: Record<string, string> }> = fc.oneof(
  fc.constant({ payload: imageUpload(seededPng(160, 90, 'x')).payload, headers: { 'content-type': 'multipart/form-data' } }),
  fc.constant({ payload: imageUpload(seededPng(160, 90, 'x'), 'aaa').payload, headers: { 'content-type': 'multipart/form-data; boundary=bbb' } }),
  fc.constant({
    payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nPNG'),
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  }),
  fc.constant({ payload: Buffer.from('garbage'), headers: { 'content-type': 'multipart/form-data; boundary=' } }),
  fc.constant({ payload: Buffer.alloc(0), headers: { 'content-type': 'multipart/form-data; boundary=b' } }),
  fc.constant({ payload: Buffer.from('--b--\r\n'), headers: { 'content-type': 'multipart/mixed; boundary=b' } }),
  fc
    .string({ maxLength: 30 })
    .map((s) => ({ payload: Buffer.from(`--b\r\n${s}\r\n--b--\r\n`), headers: { 'content-type': 'multipart/form-data; boundary=b' } })),
);

/** Uploads as the images route takes them, now and then a real image of a random shape or size. */
const imageBodies = fc.oneof(
  { arbitrary: brokenMultipart, weight: 3 },
  { arbitrary: fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 })).map(([w, h]) => imageUpload(seededPng(w, h, 'fuzz'))), weight: 1 },
  { arbitrary: fc.constant(imageUpload(Buffer.alloc(1_100_000, 1))), weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => imageUpload(Buffer.from(b))), weight: 1 },
);

const MEDIA_UPLOAD = 'POST /api/2.0/zeetaminds/media/file';
/** Signage uploads: hostile fields, files of every kind with random bytes and declared types, now and then a valid one. */
const mediaBodies = fc.oneof(
  { arbitrary: brokenMultipart, weight: 2 },
  {
    arbitrary: fc
      .tuple(
        fc.oneof(fc.constant('poster'), hostileString),
        fc.oneof(fc.constantFrom('1700000000000', '', '-1', '1e400', '99999999999999999'), hostileString),
        fc.constantFrom('a.png', 'b.jpg', 'c.mp4', 'd.webm', 'e.pdf', 'f.html', 'g.txt', 'h.canva', 'noext', '../../x.png', 'ü.mov'),
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom('image/png', 'video/mp4', 'text/html', 'text/plain', '', 'VIDEO', 'application/octet-stream'),
      )
      .map(([name, startAt, fileName, bytes, type]) =>
        mediaUpload({ name, startAt, expiryAt: '1800000000000', type }, { name: fileName, bytes: Buffer.from(bytes), type }),
      ),
    weight: 3,
  },
  {
    arbitrary: fc
      .constant(null)
      .map(() => mediaUpload({ name: 'fuzz', startAt: 1, expiryAt: 2 }, { name: 'fuzz.png', bytes: seededPng(20, 20, 'fuzz'), type: 'image/png' })),
    weight: 1,
  },
);

/** Readings as devices send them (the route reads its body by hand; src/server/modules/device-readings/reading.ts). */
const validReading = fc.record(
  {
    peopleCount: fc.integer({ min: 0, max: 1_000_000 }),
    deviceTS: dateText,
    imageURL: fc.oneof(fc.webUrl(), hostileString),
    femaleCount: fc.integer({ min: 0, max: 1_000_000 }),
    assetId: malformedId,
    temperature: fc.oneof(fc.double(), fc.string({ maxLength: 20 }), fc.boolean()),
  },
  { requiredKeys: ['peopleCount', 'deviceTS'] },
);
const reading = mutated(validReading);
const readingsBody = fc.oneof(
  { arbitrary: reading.map((r) => JSON.stringify(r)), weight: 3 },
  { arbitrary: fc.array(reading, { maxLength: 20 }).map((r) => JSON.stringify(r)), weight: 2 },
  // A full batch at the cap: the most work one request may ask for.
  {
    arbitrary: fc
      .integer({ min: 1, max: MAX_READINGS })
      .map((n) => JSON.stringify(Array.from({ length: n }, () => ({ peopleCount: 1, deviceTS: new Date().toISOString() })))),
    weight: 1,
  },
  { arbitrary: hostileJsonText, weight: 1 },
);

/** Documents of the summary queries with hostile variables (the schema's own root fields). */
function graphBodies(known: readonly string[]): fc.Arbitrary<string> {
  const fields = Object.values(graphSchema.getQueryType()!.getFields());
  const argValue = fc.oneof(fc.constantFrom(...known), hostileString, dateText, extremeNumber, wrongType);
  return fc.tuple(fc.constantFrom(...fields), fc.array(argValue, { minLength: 4, maxLength: 4 })).map(([field, values]) => {
    const args = field.args.map((a, i) => `${a.name}: $v${i}`).join(', ');
    const params = field.args.map((a, i) => `$v${i}: ${a.type.toString()}`).join(', ');
    const query = `query Q${params ? `(${params})` : ''} { r: ${field.name}${args ? `(${args})` : ''} { __typename } }`;
    return JSON.stringify({ query, variables: Object.fromEntries(field.args.map((_, i) => [`v${i}`, values[i % values.length]])) });
  });
}

/** The body of a request to `op`: JSON from its schema (mostly), hostile JSON, a form, broken multipart or plain text. */
function bodyArb(op: Operation, hints: StringHints): fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string> }> {
  const json = (text: fc.Arbitrary<string>) => text.map((payload) => ({ payload, headers: { 'content-type': 'application/json' } }));
  const others = [
    { arbitrary: json(hostileJsonText), weight: 2 },
    { arbitrary: brokenMultipart, weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom('username', 'client_id', 'grant_type', 'password', 'name', '__proto__'), urlString), hostileString), {
          maxLength: 6,
        })
        .map((pairs) => ({
          payload: pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&'),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })),
      weight: 1,
    },
    {
      arbitrary: fc.constant({
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        headers: { 'content-type': 'application/json' },
      }),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 50 }).map((payload) => ({ payload, headers: { 'content-type': 'text/plain' } })), weight: 1 },
  ];
  if (op.key === 'POST /images') return fc.oneof({ arbitrary: imageBodies, weight: 6 }, ...others);
  if (op.key === MEDIA_UPLOAD) return fc.oneof({ arbitrary: mediaBodies, weight: 6 }, ...others);
  if (op.key === 'POST /api/1.0/device-readings') return fc.oneof({ arbitrary: json(readingsBody), weight: 6 }, ...others);
  if (op.body) {
    const documents = mutated(valueOf(op.body, hints)).chain((v) =>
      fc.oneof({ arbitrary: fc.constant(v), weight: 5 }, { arbitrary: fc.constant(withPrototypeKey(v)), weight: 1 }),
    );
    const specific = op.key === 'POST /api/1.0/media-query' ? [{ arbitrary: json(graphBodies(hints.known(undefined))), weight: 6 }] : [];
    return fc.oneof({ arbitrary: json(documents.map((v) => JSON.stringify(v) ?? 'null')), weight: 8 }, ...specific, ...others);
  }
  if (op.method === 'GET' || op.method === 'OPTIONS' || op.method === 'HEAD')
    return fc.oneof({ arbitrary: fc.constant({ headers: {} }), weight: 8 }, ...others);
  return fc.oneof({ arbitrary: fc.constant({ headers: {} }), weight: 4 }, ...others);
}

/** How a request names its caller: the owner's token mostly; none, a planted or broken token now and then. */
function authArb(op: Operation): fc.Arbitrary<Record<string, string>> {
  const apiKey = { 'x-api-key': t.apiKey };
  if (op.key === 'POST /api/1.0/device-readings') {
    const valid = `Device ${alpha.ids.device}.${alpha.deviceSecret}`;
    return fc.oneof(
      { arbitrary: fc.constant({ authorization: valid }), weight: 8 },
      {
        arbitrary: fc
          .constantFrom('Device', 'Device .', `Device ${bravo.ids.device}.${alpha.deviceSecret}`, `Device ${PLANTED.token}`)
          .map((a) => ({ authorization: a })),
        weight: 2,
      },
    );
  }
  if (op.path.startsWith('/player/api/pairings/')) {
    const valid = `Pairing ${alpha.signage.pending.secret}`;
    return fc.oneof(
      { arbitrary: fc.constant({ authorization: valid }), weight: 8 },
      { arbitrary: fc.constantFrom<Record<string, string>>({}, { authorization: 'Pairing ' }, { authorization: `Pairing ${PLANTED.token}` }), weight: 2 },
    );
  }
  if (op.path.startsWith('/player/api/') && op.path !== '/player/api/pairings') {
    const credential = alpha.signage.playerCredential;
    return fc.oneof(
      { arbitrary: fc.constant({ authorization: `Player ${credential}` }), weight: 8 },
      {
        arbitrary: fc
          .constantFrom('Player', 'Player ..', `Player ${bravo.ids.tenant}.${alpha.ids.display}.${credential.split('.')[2]}`, `Player ${PLANTED.token}`)
          .map((a) => ({ authorization: a })),
        weight: 2,
      },
    );
  }
  if (op.path.startsWith('/iam/oauth/token')) {
    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    return fc.oneof(
      { arbitrary: fc.constant(apiKey), weight: 6 },
      {
        arbitrary: fc
          .constantFrom(basic(`${t.clientId}:${PLANTED.password}`), basic('%:%'), basic('no-colon'), basic('a\u0000b:c'), basic('a%00b:c'), 'Basic !!!')
          .map((a) => ({ ...apiKey, authorization: a })),
        weight: 2,
      },
    );
  }
  return fc.oneof(
    { arbitrary: fc.constant(null).map(() => ({ ...apiKey, authorization: `Bearer ${token}` })), weight: 8 },
    { arbitrary: fc.constantFrom({}, apiKey, { ...apiKey, authorization: `Bearer ${PLANTED.token}` }, { ...apiKey, authorization: 'Bearer ' }), weight: 2 },
  );
}

/** Anything goes: hostile values anywhere, other tenants' ids, broken bodies and credentials. */
function wildRequestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const all = knownStrings();
  const byName = hintsByName();
  const named = (name: string | undefined): name is string => !!name && Object.hasOwn(byName, name);
  const known: StringHints = { known: (name) => (named(name) ? byName[name] : all), named };
  return fc.tuple(pathArb(op, known), queryArb(op, known), bodyArb(op, known), authArb(op)).map(([path, query, body, auth]) => ({
    method: op.method,
    url: op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeText(path[name])) + query,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  }));
}

interface Baseline {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * Valid requests for the operations whose document cannot describe one well enough to reach the database
 * (an image owner and its purpose, an anchor's two sides, the token endpoint's grant): the deep cases
 * start from these. Every other operation's are drawn from its schemas.
 */
function examples(op: Operation): Baseline[] | undefined {
  const a = alpha;
  const owner = a.users.owner;
  const images = [{ query: { type: 'venue', id: a.ids.venue, for: 'banner' } }, { query: { type: 'ma', id: a.ids.workspace, for: 'logo' } }];
  const anchor = (action: string, relation: object) => ({
    body: { action, source: { item: 'venue', id: a.ids.venue, relation }, target: { item: 'asset', id: a.ids.asset } },
  });
  const table: Record<string, Baseline[]> = {
    'GET /images': [...images, { query: { type: 'logo', tenant: a.tenant.key } }],
    'POST /images': images,
    'OPTIONS /images': images,
    'POST /api/2.0/media-relations': [
      anchor('update', { uid: a.relationUid, start: new Date().toISOString(), close: new Date(Date.now() + 86_400_000).toISOString() }),
      anchor('create', { start: new Date().toISOString(), close: new Date(Date.now() + 86_400_000).toISOString() }),
    ],
    'GET /api/2.0/media-relations/targets': [{ query: { aggregate: a.ids.workspace, item: 'asset', seek: 'a' } }],
    'POST /iam/oauth/token': [{}, { otp: '123456' }].map((extra) => ({
      body: {
        grant_type: 'password',
        client_id: t.clientId,
        client_secret: t.clientSecret,
        username: owner.username,
        password: TEST_PASSWORD,
        tenant: a.tenant.key,
        ...extra,
      },
    })),
    'GET /api/1.0/users/iam': [{ query: { id: owner.id, password: TEST_PASSWORD } }],
    [MEDIA_UPLOAD]: [{ query: { aggregate: a.ids.workspace } }],
    'GET /signage/files/{tenant}/{id}/{token}': [{ path: a.signage.file }],
    'GET /player/api/pairings/{code}': [{ path: { code: a.signage.pending.code } }],
    'POST /api/2.0/zeetaminds/displays': [
      {
        query: { aggregate: a.ids.workspace },
        body: { gen_token: 'FUZZ1', name: 'fuzz', np: { type: 'pl', id: a.ids.playlist, name: '' }, pa: true, asset_id: a.ids.asset },
      },
    ],
    'PUT /api/2.0/zeetaminds/displays/{id}': [{ path: { id: a.ids.display }, body: { name: 'fuzz', orientation: 2 } }],
    'PUT /api/1.0/users/iam': [{ body: { id: owner.id, password: TEST_PASSWORD, currentPassword: TEST_PASSWORD } }],
    'POST /api/1.0/users/mfa': [{ body: { currentPassword: TEST_PASSWORD } }],
    'POST /api/1.0/users/mfa/confirm': [{ body: { code: '123456' } }, { body: { code: 'abcd-efgh-jkmn-pqrs' } }],
    'POST /api/1.0/users/mfa/disable': [{ body: { code: '123456', currentPassword: TEST_PASSWORD } }],
    'PUT /api/1.0/tenants/{id}/two-factor': [
      { path: { id: a.ids.tenant }, body: { required: true } },
      { path: { id: a.ids.tenant }, body: { required: false } },
    ],
  };
  return table[op.key];
}

/**
 * A request that is valid but for one value poisoned as its own type (a NUL in a name filter, a date
 * PostgreSQL cannot store in a body): signed in as the owner, naming the owner's objects, so it reaches
 * the database. These are the requests that find the 500s.
 */
function deepRequestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const byName = hintsByName(true);
  const own = (name: string | undefined) => (name && Object.hasOwn(byName, name) ? byName[name] : knownStrings());
  const hints: StringHints = { known: own, named: (name) => !!name && Object.hasOwn(byName, name) };
  const hits = existingFor(op);
  const readings = op.key === 'POST /api/1.0/device-readings';
  const graph = op.key === 'POST /api/1.0/media-query';
  const given = examples(op);
  const generated: fc.Arbitrary<Baseline> = fc.record({
    path: fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, fc.constantFrom(...(hits.length ? hits : own(undefined)))]))),
    query: fc
      .constant(op.queryParams.filter((p) => !p.required && !hints.named(p.name)))
      .chain((optional) => fc.shuffledSubarray(optional, { maxLength: Math.min(2, optional.length) }))
      .chain((chosen) => {
        const params = [...op.queryParams.filter((p) => p.required || hints.named(p.name)), ...chosen];
        return fc.record(Object.fromEntries(params.map((p) => [p.name, valueOf(p.schema, hints, 0, p.name).map(asText)])));
      }),
    body: readings
      ? fc.oneof(validReading, fc.array(validReading, { minLength: 1, maxLength: 5 }))
      : op.body && !graph
        ? valueOf(op.body, hints)
        : fc.constant(undefined),
  });
  const baseline = given ? fc.constantFrom(...given) : generated;
  const spoilt = baseline.chain((b) => {
    const parts = (['path', 'query', 'body'] as const).filter((k) => b[k] !== undefined && Object.keys(b[k] as object).length > 0);
    const poisoned: fc.Arbitrary<Baseline>[] = parts.map((k) => poisonedLeaf(fc.constant(b[k])).map((v) => ({ ...b, [k]: v })));
    // An upload's hostility is its body: its query then stays valid now and then, so the body is read.
    if (!poisoned.length || op.key === 'POST /images' || op.key === MEDIA_UPLOAD) poisoned.push(fc.constant(b));
    return fc.oneof(...poisoned);
  });
  const auth = authArb(op).filter(
    (h) => !h.authorization || ['Bearer ey', 'Device ', 'Basic ', 'Player ', 'Pairing '].some((scheme) => h.authorization.startsWith(scheme)),
  );
  const special = graph ? graphBodies(own(undefined)) : op.key === 'POST /images' ? imageBodies : op.key === MEDIA_UPLOAD ? mediaBodies : fc.constant(null);
  return fc.tuple(spoilt, auth, special).map(([b, headers, extra]) => {
    const queryText = Object.entries(b.query ?? {})
      .map(([k, v]) => `${encodeText(k)}=${encodeText(asText(v))}`)
      .join('&');
    const json = typeof extra === 'string' ? extra : b.body === undefined ? undefined : JSON.stringify(b.body);
    const upload = extra && typeof extra === 'object' ? extra : null;
    return {
      method: op.method,
      url: op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeText(asText(b.path?.[name] ?? ''))) + (queryText ? `?${queryText}` : ''),
      headers: { ...headers, ...(upload ? upload.headers : json !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: upload ? upload.payload : json,
    };
  });
}

function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof({ arbitrary: deepRequestArb(op), weight: 3 }, { arbitrary: wildRequestArb(op), weight: 2 });
}

/** A stable number per operation, so each keeps its cases when others are added. */
const seedOf = (key: string) => [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

async function newestAuditId(): Promise<number> {
  const { rows } = (await t.app.ctx.db.execute(sql`select coalesce(max(id), 0)::int as id from audit_records`)) as unknown as { rows: { id: number }[] };
  return rows[0].id;
}

/** The kinds and actions of records after `id` written with no context (actor "database"). */
async function unattributedSince(id: number): Promise<string[]> {
  const { rows } = (await t.app.ctx.db.execute(
    sql`select distinct kind || ' ' || action as what from audit_records where id > ${id} and actor_kind = 'database' order by 1`,
  )) as unknown as { rows: { what: string }[] };
  return rows.map((r) => r.what);
}

/** Signs the caller in again when a fuzzed request changed its password or roles. */
async function restoreCaller() {
  const check = await t.app.inject({ method: 'GET', url: '/iam/oidc/userinfo', headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${token}` } });
  if (check.statusCode === 200) return;
  const owner = alpha.users.owner;
  const db = t.app.ctx.db;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  // The test's own repair, recorded as such: the trail's check below counts only what requests wrote.
  await runAsSystem('fuzz-repair', async () => {
    await db
      .update(users)
      .set({ passwordHash, enabled: true })
      .where(and(eq(users.tenantId, alpha.tenant.id), eq(users.id, owner.id)));
    await db.delete(groupMembers).where(and(eq(groupMembers.tenantId, alpha.tenant.id), eq(groupMembers.userId, owner.id)));
    await db.insert(groupMembers).values({ tenantId: alpha.tenant.id, groupName: groupName(tenantResource(alpha.tenant.key), 'owner'), userId: owner.id });
  });
  const res = await signIn(t, { ...owner, tenant: alpha.tenant });
  if (res.statusCode !== 200) throw new Error(`the fuzz caller cannot sign in again: ${res.body}`);
  token = res.json().access_token;
}

beforeAll(async () => {
  geocoder = await startStandInGeocoder({ now: () => Date.now(), sleep: async () => {} }, (path) =>
    path.includes('search')
      ? { status: 200, body: [{ display_name: 'Somewhere', lat: '51.5', lon: '-0.1' }] }
      : { status: 200, body: { display_name: 'Somewhere', address: { country_code: 'gb', city: 'London' } } },
  );
  const log = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp(
    { geocoderUrl: geocoder.url, loginMaxFailuresPerUser: 1_000_000, loginMaxFailuresPerAddress: 1_000_000 },
    { clock: new RushingClock(), logStream: log },
  );
  alpha = await buildWorld(t, 'alpha');
  bravo = await buildWorld(t, 'bravo');
  const res = await signIn(t, { ...alpha.users.owner, tenant: alpha.tenant });
  token = res.json().access_token;
  existing = await probeExisting(operationsOf(t.app), knownStrings());
}, 120_000);

afterAll(async () => {
  await t?.close();
  await geocoder?.close();
});

/** The logged failures by class: error type, then the database's code and message (which the log keeps without values). */
function failureClasses(): string {
  const classes = new Map<string, number>();
  for (const line of logLines) {
    const entry = JSON.parse(line) as { level: number; err?: { type?: string; code?: string; message?: string; cause?: { code?: string; message?: string } } };
    if (entry.level < 50 || !entry.err) continue;
    const inner = entry.err.cause ?? entry.err;
    const what = `${entry.err.type} ${inner.code ?? ''} ${(inner.message ?? '').split('\n')[0].slice(0, 100)}`;
    classes.set(what, (classes.get(what) ?? 0) + 1);
  }
  return [...classes].map(([what, n]) => `${n} × ${what}`).join('\n');
}

it('answers every fuzzed request to every documented operation below 500, and stays up', async () => {
  const trailBefore = await newestAuditId();
  const failures: string[] = [];
  let cases = 0;
  const ops = operationsOf(t.app);
  for (const op of ops) {
    for (const req of fc.sample(requestArb(op), { numRuns: RUNS, seed: seedOf(op.key) })) {
      cases += 1;
      const res = await t.app.inject({ method: req.method, url: req.url, headers: req.headers, payload: req.payload });
      // GraphQL answers a resolver's failure inside a 200: its INTERNAL_SERVER_ERROR counts as a 500.
      if (res.statusCode >= 500 || res.body.includes('"INTERNAL_SERVER_ERROR"'))
        failures.push(`${op.key} → ${res.statusCode}: ${req.method} ${req.url.slice(0, 200)} ${String(req.payload ?? '').slice(0, 200)}`);
      if (req.method !== 'GET' && res.statusCode < 300) await restoreCaller();
    }
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode, `the server is down after ${op.key}`).toBe(200);
  }
  console.log(`fuzz: ${cases} cases over ${ops.length} operations (seed ${SEED}), ${failures.length} answered 5xx`);
  if (failures.length) console.log(`logged failures by class:\n${failureClasses()}`);
  expect(failures).toEqual([]);
  // Every write a request made was recorded with its caller: none reached the trail without a context.
  expect(await unattributedSince(trailBefore)).toEqual([]);
}, 600_000);

it('logs none of the planted secrets and personal data', () => {
  const log = logLines.join('\n');
  expect(logLines.length).toBeGreaterThan(0);
  const planted = [...Object.values(PLANTED), alpha.phone, bravo.phone, `${alpha.marker}.owner@example.com`];
  for (const value of planted) {
    for (const spelling of new Set([value, encodeURIComponent(value), encodeText(value)])) expect(log).not.toContain(spelling);
  }
});
