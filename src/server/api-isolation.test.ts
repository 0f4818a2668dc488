import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseRolesClaim, privilegeOn, type Grant } from '../domain/access/grants.js';
import { Privilege, privilegeName, type PrivilegeLevel } from '../domain/access/levels.js';
import { projectResource, tenantResource, workspaceResource } from '../domain/access/resources.js';
import { PROFILE_EDITOR, PROFILE_MANAGER } from '../domain/access/sections.js';
import { CAMPAIGN_SECTIONS } from '../domain/campaigns/sections.js';
import { PART_FIELDS, PART_SECTIONS } from '../domain/creatives/parts.js';
import { CREATIVE_EDIT_ROLE, CREATIVE_SECTIONS } from '../domain/creatives/sections.js';
import { EVENT_SECTIONS } from '../domain/events/sections.js';
import { LEARNING_EDIT_ROLE } from '../domain/learning/values.js';
import { SIGNAGE_EDIT_ROLE } from '../domain/signage/roles.js';
import { ASSET_SECTIONS, DEVICE_SECTIONS, ITEM_IMAGE_ROLE, VENUE_SECTIONS } from '../domain/media-items/sections.js';
import { roleForChange, sectionNames, type SectionTable } from '../domain/sections/table.js';
import { TREASURY_SECTIONS } from '../domain/treasury/sections.js';
import { grantProblem } from '../domain/users/access-lists.js';
import { WORKSPACE_IMAGE_ROLE, WORKSPACE_SECTIONS } from '../domain/workspaces/sections.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import { TEST_PASSWORD, type TestUser } from './test/factories.js';
import { CUSTOMER_CLIENT_ID } from './seed/clients.js';
import { appClient, signIn, type ClientKeys } from './test/inject-as.js';
import { base32Decode, totp } from './iam/totp.js';
import { operationsOf, type JsonSchema, type Operation } from './test/openapi.js';
import { changedTables, snapshotter, type Snapshot } from './test/snapshot.js';
import { startStandInGeocoder, type StandInGeocoder } from './test/stand-in-geocoder.js';
import { buildWorld, imageUpload, mediaUpload, ROLE_KEYS, seededPng, worldCard, type RoleKey, type World } from './test/world.js';

/**
 * Two tenants stay apart and nobody writes above their role, over every operation of
 * the OpenAPI document, so that a route added later is covered without anyone remembering to.
 *
 * Two worlds (src/server/test/world.ts) each hold a tenant, its owner, admin, editor, viewer and a viewer
 * of one workspace only, and one of every object. Every operation is called by each of those ten users
 * and by an anonymous caller (the API key alone), once naming the caller's own tenant's objects and once
 * the other tenant's. Path ids are those each path answers to its owner's GET; query and body values
 * come from their names; a few operations whose document cannot say enough have recipes below.
 *
 * Asserted for every call: no other tenant's data in the answer (its marker, phone, ids the request did
 * not name, image bytes); no row of another tenant changed (snapshots of every table with a tenant_id);
 * a call that changed its own tenant's rows, or answered 2xx to a write, held the privilege the domain
 * asks (`WRITE_RULES`: section tables, image roles, grant rules, profile roles); and a call whose
 * operation has no write rule changed nothing. Every operation must answer 2xx at least once.
 */

/**
 * Operations left out, and why. Only what cannot be called this way belongs here; every other operation
 * of the document is called, and one that cannot be is a failure of this suite.
 */
const EXCLUDED: Record<string, string> = {};

interface Caller {
  label: string;
  world: World | null;
  user: TestUser | null;
  token: string;
  /** The same user signed in through the customer app (the audience ingestion takes no other client). */
  appToken: string;
  grants: Grant[];
}

/** One request the suite makes: to an operation, naming `target`'s objects, as `caller`. */
interface Call {
  op: Operation;
  caller: Caller;
  target: World;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** Whether the caller's privilege where a write lands allows it, by the domain's rule (named for the report). */
interface Need {
  allowed: boolean;
  rule: string;
}

const atLeast = (holds: PrivilegeLevel, needs: PrivilegeLevel): Need => ({
  allowed: holds >= needs,
  rule: `${privilegeName(needs)} needed, ${privilegeName(holds)} held`,
});

let t: TestApp;
let geocoder: StandInGeocoder;
let worlds: World[];
let callers: Caller[];
let snapshot: () => Promise<Snapshot>;
let customerApp: ClientKeys;
/** Values each world's objects answer to at each GET path with a parameter (probed as its owner). */
const existing = new Map<string, Map<World, string[]>>();
let counter = 0;
/** Each user's two-factor enrolment the suite started: its secret, then its recovery codes. */
const enrolments = new Map<TestUser, { secret: Buffer; recoveryCodes?: string[] }>();

const north = (w: World) => workspaceResource(w.tenant.key, w.tenant.project.key, w.tenant.workspaces[0].key);
const holds = (c: Call, resource: string) => privilegeOn(c.caller.grants, resource);
const own = (c: Call) => c.caller.world === c.target;
const fieldsOf = (body: Record<string, unknown> | undefined) =>
  Object.keys(body ?? {}).filter((f) => !['id', 'tenant_id', 'project_id', 'aggregate_id'].includes(f));

/** The section table of each item or workspace path: what a POST or PUT of its fields needs. */
const SECTION_TABLES: Record<string, SectionTable> = {
  'media-venues': VENUE_SECTIONS,
  'media-assets': ASSET_SECTIONS,
  'media-devices': DEVICE_SECTIONS,
  'media-campaigns': CAMPAIGN_SECTIONS,
  events: EVENT_SECTIONS,
  'media-creatives': CREATIVE_SECTIONS,
  'media-aggregates': WORKSPACE_SECTIONS,
  'ti-configs': TREASURY_SECTIONS,
};
const tableOf = (op: Operation) => SECTION_TABLES[op.path.split('/')[3] ?? ''];

/**
 * What each write needs, from src/domain: the resource it touches and the role its rule names. A call
 * of an operation missing here that changes anything fails the suite (a new write route needs its rule).
 */
const WRITE_RULES: [RegExp, (c: Call) => Need][] = [
  [
    /^(POST|PUT) \/api\/2\.0\/(media-venues|media-assets|media-devices|media-campaigns|events|media-creatives)(\/\{id\})?$/,
    (c) => atLeast(holds(c, north(c.target)), roleForChange(tableOf(c.op), fieldsOf(c.body))),
  ],
  [
    /^POST \/api\/2\.0\/media-aggregates$/,
    (c) => atLeast(holds(c, projectResource(c.target.tenant.key, c.target.tenant.project.key)), roleForChange(WORKSPACE_SECTIONS, fieldsOf(c.body))),
  ],
  [/^PUT \/api\/2\.0\/media-aggregates\/\{id\}$/, (c) => atLeast(holds(c, north(c.target)), roleForChange(WORKSPACE_SECTIONS, fieldsOf(c.body)))],
  // The audit trail's retention is the tenant owner's; a restore is a change of the venue's description (docs/decisions/0122-audit-retention-and-sub-records.md, docs/decisions/0123-audit-reading-and-restore.md).
  [/^PUT \/api\/1\.0\/tenants\/\{id\}\/audit-retention$/, (c) => atLeast(holds(c, tenantResource(c.target.tenant.key)), Privilege.OWNER)],
  [/^POST \/api\/1\.0\/audit-records\/\{id\}\/restore$/, (c) => atLeast(holds(c, north(c.target)), roleForChange(VENUE_SECTIONS, ['description']))],
  // The tenant's embed origins: its admins' (docs/decisions/0068-creative-card-rules.md).
  [/^PUT \/api\/1\.0\/tenants\/\{id\}\/embed-origins$/, (c) => atLeast(holds(c, tenantResource(c.target.tenant.key)), Privilege.ADMIN)],
  // A creative's cards (ADMIN's like every creative section, docs/product/creatives-assets-signage.md §6), a route's
  // fare matrix and GTFS imports.
  [/^(POST|PUT|DELETE) \/api\/2\.0\/media-creatives\/\{id\}\/\w+(\/\{subId\}(\/fareMatrix)?)?$/, (c) => atLeast(holds(c, north(c.target)), CREATIVE_EDIT_ROLE)],
  [/^POST \/api\/2\.0\/media-devices\/\{id\}\/secret$/, (c) => atLeast(holds(c, north(c.target)), DEVICE_SECTIONS.secret.editRole ?? Privilege.OWNER)],
  // Treasury instruments: the world's and the suite's are the north workspace's (create is ADMIN's,
  // docs/product/platform.md §2.6).
  [/^POST \/api\/1\.0\/ti-configs$/, (c) => atLeast(holds(c, north(c.target)), Privilege.ADMIN)],
  [/^PUT \/api\/1\.0\/ti-configs\/\{id\}$/, (c) => atLeast(holds(c, north(c.target)), roleForChange(TREASURY_SECTIONS, fieldsOf(c.body)))],
  // Coupons, tickets, their batches and generation: EDITOR's on the workspace (docs/treasury.md,
  // docs/product/campaigns-venues-events.md §6).
  [
    /^(POST|PUT|DELETE) \/api\/1\.0\/ti-details(\/\{id\}(\/instruments|\/instrument-info(\/\{infoId\}(\/instruments)?)?)?)?$/,
    (c) => atLeast(holds(c, north(c.target)), Privilege.EDITOR),
  ],
  // Wallets: 'Create Wallet' is the owner's, changing one and adjusting its balance the admin's
  // (docs/product/platform.md §2.6), on the project.
  [
    /^POST \/api\/1\.0\/wallets$/,
    (c) => atLeast(holds(c, projectResource(c.target.tenant.key, c.target.tenant.project.key)), c.body?.id ? Privilege.ADMIN : Privilege.OWNER),
  ],
  [
    /^POST \/api\/1\.0\/wallets\/\{id\}\/adjustments$/,
    (c) => atLeast(holds(c, projectResource(c.target.tenant.key, c.target.tenant.project.key)), Privilege.ADMIN),
  ],
  // Loyalty: 'Create Loyalty' and changes are ADMIN's on the workspace (docs/product/platform.md §2.6); taking a reward
  // spends a wallet's points, its adjusters' (ADMIN on the project).
  [/^POST \/api\/1\.0\/loyalty$/, (c) => atLeast(holds(c, north(c.target)), Privilege.ADMIN)],
  [
    /^POST \/api\/1\.0\/loyalty\/\{id\}\/rewards\/\{rewardId\}\/take$/,
    (c) => atLeast(holds(c, projectResource(c.target.tenant.key, c.target.tenant.project.key)), Privilege.ADMIN),
  ],
  // Share links and scheduled reports: EDITOR's on the item's workspace (docs/decisions/0095-share-links.md).
  [/^(POST|DELETE) \/api\/1\.0\/share-links(\/\{id\})?$/, (c) => atLeast(holds(c, north(c.target)), Privilege.EDITOR)],
  [/^(POST|PUT|DELETE) \/api\/1\.0\/report-schedules(\/\{id\}(\/run)?)?$/, (c) => atLeast(holds(c, north(c.target)), Privilege.EDITOR)],
  // The recipes anchor an asset to the venue or to the instrument (both north's): their pages' 'Anchored Media-Assets'
  // sections. The instrument's also needs VIEWER on the asset's workspace, which that section's role on north covers.
  // The asset anchors the playlist: its 'Anchored Playlist' section.
  [
    /^POST \/api\/2\.0\/media-relations$/,
    (c) => {
      const source = (c.body?.source as { item?: string } | undefined)?.item;
      const section = source === 'ticonfig' ? TREASURY_SECTIONS.anchors : source === 'asset' ? ASSET_SECTIONS.playlists : VENUE_SECTIONS.assets;
      return atLeast(holds(c, north(c.target)), section.editRole ?? Privilege.OWNER);
    },
  ],
  // Tutors, topics, questionnaires and questions: the creative sections' role on the creative's workspace (north).
  [
    /^(POST|PUT|DELETE) \/api\/1\.0\/(tutors|topics|question-sets)(\/\{id\}(\/questions(\/\{questionId\})?)?)?$/,
    (c) => atLeast(holds(c, north(c.target)), LEARNING_EDIT_ROLE),
  ],
  // Signage media and playlists: EDITOR's on their workspace (docs/product/creatives-assets-signage.md §6, the asset's
  // playlist and display groups).
  [
    /^(POST|PUT|DELETE) \/api\/2\.0\/zeetaminds\/(media\/file|media\/\{id\}|playlists(\/\{id\})?|displays(\/\{id\})?)$/,
    (c) => atLeast(holds(c, north(c.target)), SIGNAGE_EDIT_ROLE),
  ],
  // Trying a topic and marking its typed answers: its editors' (the creative sections' role on north).
  [/^(POST|PUT) \/api\/1\.0\/topics\/\{id\}\/(preview-attempts|marks)$/, (c) => atLeast(holds(c, north(c.target)), LEARNING_EDIT_ROLE)],
  // Attempts are a signed-in profile's own, through the customer app; the world's are its owner's.
  [
    /^POST \/api\/1\.0\/topics\/\{id\}\/attempts$/,
    (c) => ({ allowed: own(c) && !!c.caller.user && c.headers?.['x-api-key'] === customerApp.apiKey, rule: 'own profile, the app client' }),
  ],
  [
    /^(PUT|POST) \/api\/1\.0\/attempts\/\{id\}\/(answers|submit)$/,
    (c) => ({
      allowed: own(c) && c.caller.user === c.target.users.owner && c.headers?.['x-api-key'] === customerApp.apiKey,
      rule: "the attempt's own profile, the app client",
    }),
  ],
  [
    /^POST \/images$/,
    (c) =>
      atLeast(holds(c, north(c.target)), c.query.type === 'ma' ? WORKSPACE_IMAGE_ROLE : c.query.type === 'question' ? LEARNING_EDIT_ROLE : ITEM_IMAGE_ROLE),
  ],
  // Adding a user changes the tenant's access list: what granting its least role there needs.
  [/^POST \/api\/1\.0\/users$/, (c) => grantNeed(holds(c, tenantResource(c.target.tenant.key)), 'tenant', 'reader')],
  [/^PUT \/api\/1\.0\/access-lists\/grants$/, (c) => grantNeed(holds(c, String(c.body?.resource)), 'workspace', c.body?.role as 'reader')],
  // The tenant's two-factor requirement: its owners' (docs/decisions/0009-two-factor-sign-in.md).
  [/^PUT \/api\/1\.0\/tenants\/\{id\}\/two-factor$/, (c) => atLeast(holds(c, tenantResource(c.target.tenant.key)), Privilege.OWNER)],
  // Two-factor enrolment acts on the caller's own account whatever the call names: any signed-in user's.
  [/^POST \/api\/1\.0\/users\/mfa(\/confirm|\/disable)?$/, (c) => ({ allowed: !!c.caller.user, rule: "the caller's own account only" })],
  // A user's own password, like their own profile: OWNER of their own record, nothing of anyone else's.
  [/^PUT \/api\/1\.0\/users\/iam$/, (c) => atLeast(c.body?.id === c.caller.user?.id ? Privilege.OWNER : Privilege.NONE, PROFILE_EDITOR)],
  [/^(POST|PUT) \/api\/1\.0\/profiles(\/\{id\})?$/, profileNeed],
  // Sign-in and device readings prove their own credentials: the caller's own tenant's, or nothing.
  [/^POST \/iam\/oauth\/token$/, (c) => ({ allowed: own(c) && !!c.caller.user, rule: 'own credentials only' })],
  [/^POST \/api\/1\.0\/device-readings$/, (c) => ({ allowed: own(c) && !!c.caller.user, rule: "the device's own secret only" })],
  [/^POST \/player\/api\/(heartbeats|plays)$/, (c) => ({ allowed: own(c) && !!c.caller.user, rule: "the player's own credential only" })],
  // The emergency override: EDITOR's on its workspace, like the displays that show it.
  [/^(PUT|DELETE) \/api\/2\.0\/zeetaminds\/override$/, (c) => atLeast(holds(c, north(c.target)), SIGNAGE_EDIT_ROLE)],
  // Transactions are a signed-in profile's of the instrument's tenant (the suite's profile calls give every
  // caller one); a use needs a redeemer entry of the batch, which the world gives the owner only.
  [
    /^POST \/api\/1\.0\/relations$/,
    (c) => ({
      allowed: own(c) && !!c.caller.user && (c.body?.action === 'acquire' || c.caller.user === c.target.users.owner),
      rule: 'own profile; a redeemer for uses',
    }),
  ],
  // Audience actions are a signed-in profile's own, into the tenant of the items they name, through the customer app.
  [
    /^POST \/api\/1\.0\/audience-actions$/,
    (c) => ({
      allowed: own(c) && !!c.caller.user && c.headers?.['x-api-key'] === customerApp.apiKey,
      rule: 'own profile, own tenant items, the app client',
    }),
  ],
  [
    /^POST \/api\/1\.0\/ti-details\/\{id\}\/offline-redemptions$/,
    (c) => ({ allowed: own(c) && c.caller.user === c.target.users.owner, rule: 'a redeemer of the batch' }),
  ],
];

function grantNeed(privilege: PrivilegeLevel, kind: 'tenant' | 'workspace', role: 'reader'): Need {
  const problem = grantProblem(privilege, kind, role);
  return { allowed: !problem, rule: problem?.message ?? 'may grant' };
}

/**
 * A profile is its own user's (PROFILE_EDITOR, held as OWNER) or a tenant manager's (PROFILE_MANAGER).
 * A POST lands in the caller's own tenant whatever key it names; a PUT changes the profile its path names.
 */
function profileNeed(c: Call): Need {
  const key = c.op.method === 'POST' ? c.body?.key : c.target.users.owner.id;
  if (key === c.caller.user?.id) return atLeast(Privilege.OWNER, PROFILE_EDITOR);
  const tenant = c.op.method === 'POST' ? c.caller.world : c.target;
  return atLeast(tenant ? holds(c, tenantResource(tenant.tenant.key)) : Privilege.NONE, PROFILE_MANAGER);
}

const ruleOf = (op: Operation) => WRITE_RULES.find(([pattern]) => pattern.test(op.key))?.[1];

/** Body values by property name, for the target world: enough for a POST or PUT to succeed. */
function bodyValue(name: string, c: Pick<Call, 'target' | 'caller'>, n: number): unknown {
  const w = c.target;
  const values: Record<string, unknown> = {
    name: `iso ${n}`,
    code: `ISO${n}`,
    key: `iso-${n}`,
    description: 'written by the isolation suite',
    currency: 'USD',
    timeZone: 'UTC',
    urls: {},
    schedules: [],
    tags: ['iso'],
    properties: {},
    available: true,
    username: `iso.${n}`,
    firstName: 'Iso',
    lastName: 'Late',
    password: TEST_PASSWORD,
    currentPassword: TEST_PASSWORD,
    tenant_id: w.ids.tenant,
    project_id: w.ids.project,
    aggregate_id: w.ids.workspace,
    creative_id: w.ids.creative,
    subject: 'iso subject',
    question: 'iso question?',
  };
  return values[name];
}

/** The bodies to send to `op`: one per edit role of its sections for a sectioned PUT, else one with every known field. */
function bodiesFor(op: Operation, c: Pick<Call, 'target' | 'caller'>): Record<string, unknown>[] {
  const props = op.body?.properties ?? {};
  const n = ++counter;
  const known = (name: string) => name in props && bodyValue(name, c, n) !== undefined;
  const table = tableOf(op);
  if (op.method === 'PUT' && table) {
    const byRole = new Map<PrivilegeLevel, string>();
    for (const s of sectionNames(table)) {
      const role = table[s].editRole;
      const field = table[s].fields.find(known);
      if (role !== null && field && !byRole.has(role)) byRole.set(role, field);
    }
    return [...byRole.values()].map((field) => ({ [field]: bodyValue(field, c, n) }));
  }
  return [
    Object.fromEntries(
      Object.keys(props)
        .filter(known)
        .map((name) => [name, bodyValue(name, c, n)]),
    ),
  ];
}

/** Query values by parameter name, for the target world. */
function queryValue(op: Operation, name: string, schema: JsonSchema, w: World): string | undefined {
  const byName: Record<string, string | undefined> = {
    tenant: w.tenant.key,
    project: w.ids.project,
    aggregate: w.ids.workspace,
    creative: w.ids.creative,
    ids: candidates(`${op.path}/{id}`, w)[0],
    lat: '51.5',
    lon: '-0.12',
    q: 'London',
    // Exports between two days (both required for Venue Data).
    from: '2000-01-01',
    to: '2100-12-31',
  };
  if (Object.hasOwn(byName, name)) return byName[name];
  return schema.enum?.length ? String(schema.enum[0]) : undefined;
}

function candidates(path: string, w: World): string[] {
  const paths = [...existing.keys()].filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length);
  if (paths.length) return existing.get(paths[0])?.get(w) ?? [];
  // A write below a parameter with no GET of its own (POST /x/{id}/y): a sibling GET under the same /x/{id} names its values.
  const head = (p: string) => p.slice(0, p.indexOf('}') + 1);
  const sibling = [...existing.keys()].find((p) => head(p) && head(p) === head(path) && existing.get(p)?.get(w)?.length);
  return (sibling && existing.get(sibling)?.get(w)) || [];
}

/** The path of the world's generated ticket batch. */
const batchOf = (c: Call) => ({ id: c.target.ids.ticketDetail, infoId: c.target.ticketBatch });
const profileName = { firstName: 'Iso', lastName: 'Late', displayName: 'Iso Late' };
const reading = () => ({ peopleCount: 2, deviceTS: new Date().toISOString() });
const graphQuery = `query Q($t: ID!, $p: ID!, $a: ID!, $d: ID!, $i: ID!) {
  tenant: assetsCountByTenant(tenant_id: $t) { venues { total } }
  project: assetsCountByProjectTenant(project_id: $p, tenant_id: $t) { assets { total } }
  workspace: assetsCountByWorkspace(id: $a) { campaigns { total } }
  latest: timeDBByDeviceId(device_id: $d) { id deviceId peopleCount imageURL }
  period: timeDBEntriesForPeriod(device_id: $d) { id deviceTS }
  detail: tiDetailsCurrentStatus(id: $i) { id source_id totalInstruments batches { uid } }
  redeemed: getAllRedeemedInstrumentsDetails(id: $i) { total items { serial profile_id } }
  treasury: treasurySummaryByProject(project_id: $p, tenant_id: $t) { details revenue }
  details: tiDetailsByAggregateId(aggregate_id: $a) { id aggregate_id }
}`;

const audienceQuery = `query A($a: ID!, $v: ID!, $s: ID!, $c: ID!, $e: ID!, $dv: ID!) {
  counts: getActionsCountPerAggreagte(aggregate_id: $a) { total }
  stats: audienceStatistics(kind: "campaign", id: $c) { totalInteractions shareMetrics { channel count } treasury { titype revenue } }
  perDay: itemActionsPerDay(kind: "asset", id: $s) { day total }
  byWorkspace: getActionsByAggreagte(aggregate_id: $a) { next items { id profile_id venue_name } }
  byVenue: getActionsByVenue(venue_id: $v) { items { id } }
  byAsset: getActionsByAsset(asset_id: $s) { items { id } }
  byCampaign: getActionsByCampaign(campaign_id: $c) { items { id } }
  byEvent: getActionsByEvent(event_id: $e) { items { id } }
  byDevice: getActionsByDevice(device_id: $dv) { items { id device_name } }
  deviceStats: audienceStatistics(kind: "device", id: $dv) { views }
  today: audienceToday(aggregate_id: $a) { day slots { time total } }
  perf: venuePerformance(aggregate_id: $a) { venue_id day total }
  top: topVenues(aggregate_id: $a) { venue_id name total }
  impressions: workspaceImpressions(aggregate_id: $a) { aggregate_id plays measuredPlays impressions perDay { day plays } }
  campaignImpressions: campaignImpressions(campaign_id: $c) { campaign_id plays impressions }
}`;

/** The creative's kept route card. */
const routeOf = (c: Call) => ({ id: c.target.ids.creative, subId: c.target.cards.route.keep });

/** A creative's cards: the new one a POST adds, the kept card a PUT replaces, the spare one a DELETE removes. */
function cardRecipes(): Record<string, (c: Call) => Partial<Call>[]> {
  const out: Record<string, (c: Call) => Partial<Call>[]> = {};
  for (const section of PART_FIELDS) {
    const path = `/api/2.0/media-creatives/{id}/${PART_SECTIONS[section].route}`;
    const card = (n: number) => (section === 'campaignActions' ? { action: 'share', defaultPoints: 1, maxLimit: 2 } : worldCard(section, 'iso', n));
    const ids = (c: Call, which: 'keep' | 'spare') => ({ id: c.target.ids.creative, subId: c.target.cards[section][which] });
    out[`POST ${path}`] = (c) => [{ path: { id: c.target.ids.creative }, body: card(++counter) }];
    // The kept gratification is 'like': a PUT keeps its action.
    out[`PUT ${path}/{subId}`] = (c) => [
      { path: ids(c, 'keep'), body: section === 'campaignActions' ? { action: 'like', defaultPoints: 3, maxLimit: 9 } : card(++counter) },
    ];
    out[`DELETE ${path}/{subId}`] = (c) => [{ path: ids(c, 'spare') }];
  }
  return out;
}

/** The public read of a share link: whoever holds the token is shown that world's item report, by design. */
const SHARED_READ = 'GET /api/1.0/shared/{token}';
/** A signage media file, read by its address (which holds its token) like a share link. */
const MEDIA_FILE = 'GET /signage/files/{tenant}/{id}/{token}';

/**
 * Operations whose document cannot say what a meaningful request holds (an image's owner and purpose,
 * an anchor's two sides, a user's own id, a GraphQL document, a device's credential): their calls.
 */
const RECIPES: Record<string, (c: Call) => Partial<Call>[]> = {
  // Audit records have numeric ids and no GET of their own: the world's record of its venue's change.
  'GET /api/1.0/audit-history': (c) => [{ query: { record: c.target.ids.venue } }],
  'POST /api/1.0/audit-records/{id}/restore': (c) => [{ path: { id: String(c.target.auditRecord) }, body: {} }],
  'PUT /api/1.0/tenants/{id}/audit-retention': (c) => [{ path: { id: c.target.tenant.key }, body: { days: 3650 } }],
  'GET /images': (c) => [
    { query: { type: 'venue', id: c.target.ids.venue, for: 'banner' } },
    { query: { type: 'ma', id: c.target.ids.workspace, for: 'logo' } },
  ],
  'OPTIONS /images': (c) => [{ query: { type: 'venue', id: c.target.ids.venue, for: 'banner' } }],
  'POST /images': (c): Partial<Call>[] => [
    { query: { type: 'venue', id: c.target.ids.venue, for: 'banner' }, ...imageUpload(seededPng(160, 90, `iso${++counter}`)) },
    { query: { type: 'ma', id: c.target.ids.workspace, for: 'logo' }, ...imageUpload(seededPng(70, 50, `iso${++counter}`)) },
    { query: { type: 'question', id: c.target.ids.question, for: 'img', choice: 'right1' }, ...imageUpload(seededPng(40, 40, `iso${++counter}`)) },
    {
      query: { type: 'creative', id: c.target.ids.creative, asset: c.target.cards.assets.keep, for: 'img' },
      ...imageUpload(seededPng(40, 30, `iso${++counter}`)),
    },
  ],
  'GET /api/1.0/users/iam': (c) => [{ query: { id: own(c) && c.caller.user ? c.caller.user.id : c.target.users.owner.id, password: TEST_PASSWORD } }],
  'PUT /api/1.0/users/iam': (c) => [
    { body: { id: own(c) && c.caller.user ? c.caller.user.id : c.target.users.owner.id, password: TEST_PASSWORD, currentPassword: TEST_PASSWORD } },
  ],
  // Enrolment, confirmed with a code of the secret the caller's start answered, then turned off with a recovery code.
  'POST /api/1.0/users/mfa': () => [{ body: { currentPassword: TEST_PASSWORD } }],
  'POST /api/1.0/users/mfa/confirm': (c) => {
    const secret = c.caller.user && enrolments.get(c.caller.user)?.secret;
    return [{ body: { code: secret ? totp(secret, Date.now()) : '000000' } }];
  },
  'POST /api/1.0/users/mfa/disable': (c) => [
    { body: { code: (c.caller.user && enrolments.get(c.caller.user)?.recoveryCodes?.[0]) || '000000', currentPassword: TEST_PASSWORD } },
  ],
  'PUT /api/1.0/tenants/{id}/two-factor': (c) => [{ path: { id: c.target.ids.tenant }, body: { required: false } }],
  'POST /api/1.0/profiles': (c) => [
    { body: { key: own(c) && c.caller.user ? c.caller.user.id : c.target.users.owner.id, name: profileName } },
    { body: { key: c.target.bystander.id, name: profileName } },
  ],
  'PUT /api/1.0/profiles/{id}': () => [{ body: { name: profileName } }],
  'PUT /api/1.0/access-lists/grants': (c) => [{ body: { resource: north(c.target), userId: c.target.bystander.id, role: 'reader', granted: true } }],
  'POST /api/2.0/media-relations': (c) => [
    { body: { action: 'create', source: { item: 'venue', id: c.target.ids.venue }, target: { item: 'asset', id: c.target.ids.asset } } },
    {
      body: {
        action: 'update',
        source: { item: 'venue', id: c.target.ids.venue, relation: { uid: c.target.relationUid, close: new Date(Date.now() + 86_400_000).toISOString() } },
        target: { item: 'asset', id: c.target.ids.asset },
      },
    },
    { body: { action: 'create', source: { item: 'ticonfig', id: c.target.ids.tiConfig }, target: { item: 'asset', id: c.target.ids.asset } } },
    // The asset's anchored playlist (docs/product/creatives-assets-signage.md §2.11): the world's playlist is the
    // asset's workspace's.
    { body: { action: 'create', source: { item: 'asset', id: c.target.ids.asset }, target: { item: 'playlist', id: c.target.ids.playlist } } },
  ],
  'POST /api/1.0/relations': (c) => [
    { body: { action: 'acquire', code: c.target.codes.issued, nonce: `iso-${++counter}-${Date.now()}` } },
    { body: { action: 'redeem', code: c.target.codes.held, nonce: `iso-${++counter}-${Date.now()}`, salesAmount: 100 } },
  ],
  'POST /api/1.0/ti-details/{id}/offline-redemptions': (c) => [
    {
      body: {
        redemptions: [
          { code: c.target.codes.offline[0], nonce: `iso-${++counter}-${Date.now()}`, action: 'redeem', salesAmount: 100, at: new Date().toISOString() },
        ],
      },
    },
  ],
  'POST /api/1.0/ti-details': (c) => [{ body: { titype: 'TICKET', tiConfigId: c.target.ids.tiConfig, source_id: c.target.ids.event } }],
  'PUT /api/1.0/ti-details/{id}': () => [{ body: { acctDetails: `iso ${++counter}` } }],
  'DELETE /api/1.0/ti-details/{id}': (c) => [{ path: { id: c.target.spareTiDetail } }],
  'POST /api/1.0/ti-details/{id}/instrument-info': (c) => [
    {
      path: { id: c.target.ids.ticketDetail },
      body: { category: `iso${++counter}`, numberOfTickets: 2, serialNumber: 'ISO0001', redeemer: [{ mobile: c.target.mobile }] },
    },
  ],
  'GET /api/1.0/ti-details/{id}/instrument-info/{infoId}': (c) => [{ path: batchOf(c) }],
  'GET /api/1.0/ti-details/{id}/instrument-info/{infoId}/export': (c) => [
    { path: batchOf(c), query: { format: 'csv' } },
    { path: batchOf(c), query: { format: 'xlsx' } },
  ],
  'PUT /api/1.0/ti-details/{id}/instrument-info/{infoId}': (c) => [{ path: batchOf(c), body: { redeemer: [{ mobile: c.target.mobile }] } }],
  'POST /api/1.0/ti-details/{id}/instrument-info/{infoId}/instruments': (c) => [{ path: batchOf(c) }],
  'POST /api/1.0/ti-details/{id}/instruments': (c) => [{ path: { id: c.target.ids.ticketDetail } }],
  'POST /api/1.0/media-query': (c) => [
    {
      body: {
        query: graphQuery,
        variables: { t: c.target.ids.tenant, p: c.target.ids.project, a: c.target.ids.workspace, d: c.target.ids.device, i: c.target.ids.tiDetail },
      },
    },
    {
      body: {
        query: audienceQuery,
        variables: {
          a: c.target.ids.workspace,
          v: c.target.ids.venue,
          s: c.target.ids.asset,
          c: c.target.ids.campaign,
          e: c.target.ids.event,
          dv: c.target.ids.device,
        },
      },
    },
  ],
  // Once through the customer app, as the apps report, and once through the console, which may not.
  'POST /api/1.0/audience-actions': (c) =>
    [{ headers: { 'x-api-key': customerApp.apiKey, ...(c.caller.appToken ? { authorization: `Bearer ${c.caller.appToken}` } : {}) } }, {}].map((part) => ({
      ...part,
      body: {
        actions: [
          {
            id: `iso-${++counter}-${Date.now()}`,
            type: 1,
            venueId: c.target.ids.venue,
            campaignId: c.target.ids.campaign,
            deviceId: c.target.ids.device,
            at: new Date().toISOString(),
          },
          { id: `iso-${++counter}-${Date.now()}`, type: 3, channel: 'email', eventId: c.target.ids.event, at: new Date().toISOString() },
        ],
      },
    })),
  'PUT /api/1.0/question-sets/{id}/questions/{questionId}': (c) => [
    { path: { id: c.target.ids.questionSet, questionId: c.target.ids.question }, body: { question: `iso ${++counter}?` } },
  ],
  'GET /api/2.0/media-creatives/{id}/creativeRoute/{subId}/fareMatrix': (c) => [{ path: routeOf(c) }],
  'GET /api/2.0/media-creatives/{id}/creativeRoute/{subId}/fares': (c) => [{ path: routeOf(c), query: { sort: 'adultFare' } }],
  'PUT /api/2.0/media-creatives/{id}/creativeRoute/{subId}/fareMatrix': (c) => [
    { path: routeOf(c), payload: c.target.mobility.fareCsv, headers: { 'content-type': 'text/csv' } },
  ],
  'POST /api/2.0/media-creatives/{id}/gtfs': (c) => [
    { path: { id: c.target.ids.creative }, payload: c.target.mobility.gtfs, headers: { 'content-type': 'application/zip' } },
  ],
  'GET /api/1.0/wallets': (c) => [{ query: { tenant: c.target.tenant.key, project: c.target.ids.project } }],
  'GET /api/1.0/wallets/{id}': (c) => [{ path: { id: c.target.ids.wallet } }],
  'GET /api/1.0/wallets/{id}/entries': (c) => [{ path: { id: c.target.ids.wallet } }],
  // The world's profile has its wallet (one per project): a POST changes it.
  'POST /api/1.0/wallets': (c) => [{ body: { id: c.target.ids.wallet, project_id: c.target.ids.project, name: `iso ${++counter}` } }],
  'POST /api/1.0/wallets/{id}/adjustments': (c) => [{ path: { id: c.target.ids.wallet }, body: { points: 1, reason: `iso ${++counter}` } }],
  // Once a new program of north, once a change of the world's (the whole document).
  'POST /api/1.0/loyalty': (c) => [
    { query: { aggregate: c.target.ids.workspace }, body: { name: `iso ${++counter}`, earningRules: [{ action: 'view', points: 2 }] } },
    {
      body: {
        id: c.target.ids.loyalty,
        name: `iso ${++counter}`,
        earningRules: [{ action: 'like', points: 5 }],
        rewards: [{ id: c.target.ids.loyaltyReward, name: 'iso reward', points: 1, detail_id: c.target.ids.rewardDetail }],
      },
    },
  ],
  'GET /api/1.0/loyalty': (c) => [{ query: { aggregate: c.target.ids.workspace } }],
  'POST /api/1.0/loyalty/{id}/rewards/{rewardId}/take': (c) => [
    { path: { id: c.target.ids.loyalty, rewardId: c.target.ids.loyaltyReward }, body: { wallet_id: c.target.ids.wallet, nonce: `iso-take-${++counter}` } },
  ],
  'POST /api/2.0/zeetaminds/media/file': () => [
    mediaUpload(
      { name: `iso ${++counter}`, startAt: Date.now(), expiryAt: Date.now() + 86_400_000, type: 'image/png' },
      { name: 'iso.png', bytes: seededPng(20, 20, `iso${counter}`), type: 'image/png' },
    ),
  ],
  'POST /api/2.0/zeetaminds/playlists': (c) => [
    { body: { name: `iso ${++counter}`, add_media: [{ id: -1, media: c.target.ids.media, duration: 0, play_order: 0 }] } },
  ],
  'PUT /api/2.0/zeetaminds/playlists/{id}': (c) => [
    { body: { name: `iso ${++counter}`, add_media: [{ media: c.target.ids.media, duration: 3, play_order: 1 }] } },
  ],
  'DELETE /api/2.0/zeetaminds/playlists/{id}': (c) => [{ path: { id: c.target.signage.sparePlaylist } }],
  'POST /api/2.0/zeetaminds/displays': (c) => [
    {
      body: {
        gen_token: `ISO${++counter}`,
        name: `iso ${counter}`,
        np: { type: 'pl', id: c.target.ids.playlist, name: '' },
        pa: true,
        asset_id: c.target.ids.asset,
      },
    },
  ],
  'PUT /api/2.0/zeetaminds/displays/{id}': (c) => [{ path: { id: c.target.ids.display }, body: { name: `iso ${++counter}`, orientation: 1 } }],
  'DELETE /api/2.0/zeetaminds/media/{id}': (c) => [{ path: { id: c.target.signage.spareMedia } }],
  'DELETE /api/2.0/zeetaminds/displays/{id}': (c) => [{ path: { id: c.target.signage.spareDisplay } }],
  // The file's address holds its token, its credential: the target's file is served to whoever holds it.
  [MEDIA_FILE]: (c) => [{ path: c.target.signage.file }],
  // Through the customer app, as respondents take topics, and through the console, which reaches previews only.
  'POST /api/1.0/topics/{id}/attempts': (c) => throughApp(c).map((headers) => ({ headers })),
  'GET /api/1.0/attempts/{id}': (c) => throughApp(c).map((headers) => ({ headers, path: { id: c.target.attempts.open } })),
  'PUT /api/1.0/attempts/{id}/answers': (c) =>
    throughApp(c).map((headers) => ({
      headers,
      path: { id: c.target.attempts.open },
      body: { answers: [{ question_id: c.target.attempts.typedQuestion, text: `iso ${++counter}` }] },
    })),
  'POST /api/1.0/attempts/{id}/submit': (c) => throughApp(c).map((headers) => ({ headers, path: { id: c.target.attempts.submitted } })),
  'PUT /api/1.0/topics/{id}/marks': (c) => [
    { body: { attempt_id: c.target.attempts.submitted, question_id: c.target.attempts.typedQuestion, right: counter++ % 2 === 0 } },
  ],
  'DELETE /api/1.0/tutors/{id}': (c) => [{ path: { id: c.target.spareLearning.tutor } }],
  'DELETE /api/1.0/topics/{id}': (c) => [{ path: { id: c.target.spareLearning.topic } }],
  'DELETE /api/1.0/question-sets/{id}': (c) => [{ path: { id: c.target.spareLearning.questionSet } }],
  ...cardRecipes(),
  'PUT /api/1.0/tenants/{id}/embed-origins': (c) => [{ path: { id: c.target.ids.tenant }, body: { embedOrigins: ['https://player.example.com'] } }],
  'POST /api/1.0/share-links': (c) => [{ body: { kind: 'campaign', item_id: c.target.ids.campaign, expires_in_days: 2 } }],
  'GET /api/1.0/share-links': (c) => [{ query: { kind: 'campaign', item_id: c.target.ids.campaign } }],
  'DELETE /api/1.0/share-links/{id}': (c) => [{ path: { id: c.target.shares.spareId } }],
  'POST /api/1.0/report-schedules': (c) => [{ body: { export: 'venue', item_id: c.target.ids.venue, frequency: 'daily', time_of_day: '05:00' } }],
  'GET /api/1.0/report-schedules/{id}': (c) => [{ path: { id: c.target.reports.scheduleId } }],
  'PUT /api/1.0/report-schedules/{id}': (c) => [{ path: { id: c.target.reports.scheduleId }, body: { frequency: 'weekly', day_of: 2, time_of_day: '07:00' } }],
  'DELETE /api/1.0/report-schedules/{id}': (c) => [{ path: { id: c.target.reports.spareId } }],
  'POST /api/1.0/report-schedules/{id}/run': (c) => [{ path: { id: c.target.reports.scheduleId } }],
  'GET /api/1.0/report-schedules/{id}/files/{fileId}': (c) => [{ path: { id: c.target.reports.scheduleId, fileId: c.target.reports.fileId } }],
  // Public: the token is the credential, for anyone holding it, signed in or not.
  [SHARED_READ]: (c) => [{ path: { token: c.target.shares.token } }],
  'POST /api/1.0/device-readings': (c) => {
    const device = c.caller.world ?? c.target;
    const secret = c.caller.user ? device.deviceSecret : 'no-secret';
    return [{ headers: { authorization: `Device ${c.target.ids.device}.${secret}` }, body: reading() }];
  },
  // The player's routes take its credential, never a sign-in: the caller's own world's secret with the target's display.
  'GET /player/api/manifest': (c) => playerCalls(c),
  'POST /player/api/heartbeats': (c) =>
    playerCalls(c, { playerVersion: 'iso', playing: { mediaId: c.target.ids.media, since: Date.now() }, offlineSince: null }),
  'POST /player/api/plays': (c) =>
    playerCalls(c, {
      plays: [
        {
          id: `iso-play-${++counter}-${Date.now()}`,
          mediaId: c.target.ids.media,
          rowId: null,
          playlistId: c.target.ids.playlist,
          startedAt: Date.now() - 10_000,
          endedAt: Date.now() - 1000,
          completed: true,
        },
      ],
    }),
  // Proof of play takes its period in epoch ms (the exports' from and to are days).
  'GET /api/2.0/zeetaminds/plays/summary': () => [{ query: { from: String(Date.now() - 86_400_000), to: String(Date.now() + 86_400_000) } }],
  'GET /api/2.0/zeetaminds/plays.csv': () => [{ query: { from: String(Date.now() - 86_400_000), to: String(Date.now() + 86_400_000) } }],
  'PUT /api/2.0/zeetaminds/override': (c) => [{ body: { message: `iso ${++counter}` } }, { body: { mediaId: c.target.ids.media } }],
  'GET /player/api/pairings/{code}': (c) => [
    { path: { code: c.target.signage.pending.code }, headers: { authorization: `Pairing ${(c.caller.world ?? c.target).signage.pending.secret}` } },
  ],
  'POST /iam/oauth/token': (c) => [
    {
      headers: {},
      body: {
        grant_type: 'password',
        client_id: t.clientId,
        client_secret: t.clientSecret,
        username: c.caller.user?.username ?? c.target.users.owner.username,
        password: c.caller.user ? TEST_PASSWORD : 'not-the-password',
        tenant: c.target.tenant.key,
      },
    },
  ],
};

/** A call of the player API with the display's credential: its secret is the caller's world's (none for anonymous callers). */
function playerCalls(c: Call, body?: Record<string, unknown>): Partial<Call>[] {
  const secret = c.caller.user ? (c.caller.world ?? c.target).signage.playerCredential.split('.')[2] : 'no-secret-of-anyone-at-all';
  return [{ headers: { authorization: `Player ${c.target.ids.tenant}.${c.target.ids.display}.${secret}` }, ...(body ? { body } : {}) }];
}

/** The headers of a call through the customer app (the caller's app token), and of one through the console (none extra). */
const throughApp = (c: Call): Record<string, string>[] => [
  { 'x-api-key': customerApp.apiKey, ...(c.caller.appToken ? { authorization: `Bearer ${c.caller.appToken}` } : {}) },
  {},
];

/** The calls of one operation by one caller naming `target`'s objects; a string says why none can be made. */
function callsFor(op: Operation, caller: Caller, target: World): Call[] | string {
  const path: Record<string, string> = {};
  for (const p of op.pathParams) {
    const value = candidates(op.path, target)[0];
    // A recipe may name the object itself (a share link's id or token has no GET of its own).
    if (!value && !RECIPES[op.key]) return `no object of the world answers GET at a path ${op.path} starts with`;
    path[p.name] = value ?? '';
  }
  const query: Record<string, string> = {};
  for (const p of op.queryParams) {
    const value = queryValue(op, p.name, p.schema, target);
    if (value !== undefined) query[p.name] = value;
  }
  const base: Call = { op, caller, target, path, query };
  const recipe = RECIPES[op.key];
  const calls = recipe
    ? recipe(base).map((part) => ({ ...base, ...part, query: { ...query, ...part.query } }))
    : op.body
      ? bodiesFor(op, { target, caller }).map((body) => ({ ...base, body }))
      : [base];
  const missing = op.queryParams.find((p) => p.required && calls.some((call) => call.query[p.name] === undefined));
  return missing ? `no value for the required query parameter ${missing.name}` : calls;
}

/** What another tenant's answer must never hold: its marker, phone, device secret and ids (but those the request named). */
function leaksIn(res: { body: string; rawPayload: Buffer }, call: Call, requestText: string): string[] {
  const found: string[] = [];
  const granted = call.op.key === SHARED_READ || call.op.key === MEDIA_FILE ? call.target : null;
  for (const w of worlds.filter((x) => x !== call.caller.world && x !== granted)) {
    const secrets = [
      w.marker,
      w.phone,
      w.deviceSecret,
      ...Object.entries(w.ids)
        .filter(([k]) => k !== 'tenant')
        .map(([, v]) => v),
      ...Object.values(w.users).map((u) => u.id),
    ];
    for (const s of secrets) if (res.body.includes(s) && !requestText.includes(s)) found.push(`${w.marker}: ${s}`);
    for (const image of w.images) if (res.rawPayload.includes(image)) found.push(`${w.marker}: image bytes`);
  }
  return found;
}

function toRequest(call: Call) {
  const url =
    call.op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.path[name])) +
    (Object.keys(call.query).length ? `?${new URLSearchParams(call.query)}` : '');
  const auth: Record<string, string> = call.caller.token ? { authorization: `Bearer ${call.caller.token}` } : {};
  const headers: Record<string, string> = { 'x-api-key': t.apiKey, ...auth, ...call.headers };
  const payload = call.payload ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  if (call.body !== undefined && !call.payload) headers['content-type'] = 'application/json';
  return { method: call.op.method, url, headers, payload };
}

async function signInAs(user: TestUser): Promise<{ token: string; appToken: string; grants: Grant[] }> {
  const tokenThrough = async (client: ClientKeys) => {
    const res = await signIn(t, { ...user, tenant: user.tenant }, {}, client);
    if (res.statusCode !== 200) throw new Error(`sign-in of ${user.username} failed: ${res.body}`);
    return res.json().access_token as string;
  };
  const token = await tokenThrough(t);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { roles?: unknown };
  return { token, appToken: await tokenThrough(customerApp), grants: parseRolesClaim(claims.roles) };
}

/** Each world's values its owner can GET at each documented path with one parameter. */
async function probe(ops: Operation[]) {
  for (const op of ops.filter((o) => o.method === 'GET' && o.pathParams.length === 1)) {
    const perWorld = new Map<World, string[]>();
    for (const w of worlds) {
      const owner = callers.find((c) => c.user === w.users.owner)!;
      const values = [...Object.values(w.ids), ...Object.values(w.users).map((u) => u.id), w.phone];
      const hits: string[] = [];
      // With the query values the suite sends (an export between two days needs both).
      const query = new URLSearchParams();
      for (const p of op.queryParams) {
        const v = queryValue(op, p.name, p.schema, w);
        if (v !== undefined) query.set(p.name, v);
      }
      for (const value of values) {
        const url = op.path.replace(/\{\w+\}/, encodeURIComponent(value)) + (query.size ? `?${query}` : '');
        const res = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${owner.token}` } });
        if (res.statusCode < 300) hits.push(value);
      }
      perWorld.set(w, hits);
    }
    existing.set(op.path, perWorld);
  }
}

beforeAll(async () => {
  geocoder = await startStandInGeocoder({ now: () => Date.now(), sleep: async () => {} }, (path) =>
    path.includes('search')
      ? { status: 200, body: [{ display_name: 'London', lat: '51.5', lon: '-0.12' }] }
      : { status: 200, body: { display_name: 'London', address: { country_code: 'gb', city: 'London' } } },
  );
  t = await buildTestApp({ geocoderUrl: geocoder.url });
  worlds = [await buildWorld(t, 'alpha'), await buildWorld(t, 'bravo')];
  customerApp = await appClient(t, CUSTOMER_CLIENT_ID);
  callers = [{ label: 'anonymous', world: null, user: null, token: '', appToken: '', grants: [] }];
  for (const w of worlds) {
    for (const role of ROLE_KEYS) {
      const user = w.users[role as RoleKey];
      callers.push({ label: `${w.marker.slice(0, 5)} ${role}`, world: w, user, ...(await signInAs(user)) });
    }
  }
  snapshot = await snapshotter(
    t.app.ctx.db,
    worlds.map((w) => w.ids.tenant),
  );
  await probe(operationsOf(t.app));
}, 120_000);

afterAll(async () => {
  await t?.close();
  await geocoder?.close();
});

it('keeps every tenant apart and every write within its role, over every documented operation', async () => {
  const problems: string[] = [];
  const succeeded = new Set<string>();
  const ops = operationsOf(t.app).filter((op) => !Object.hasOwn(EXCLUDED, op.key));
  let calls = 0;
  let crossTenant = 0;
  let attemptsAboveRole = 0;
  let before = await snapshot();
  for (const op of ops) {
    const rule = ruleOf(op);
    for (const caller of callers) {
      for (const target of worlds) {
        const made = callsFor(op, caller, target);
        if (typeof made === 'string') {
          problems.push(`${op.key} cannot be called: ${made}`);
          continue;
        }
        for (const call of made) {
          calls += 1;
          const req = toRequest(call);
          const res = await t.app.inject(req);
          const after = await snapshot();
          const what = `${op.key} by ${caller.label} naming ${target.marker.slice(0, 5)}'s objects → ${res.statusCode}`;
          const ok = res.statusCode < 300;
          if (ok && own(call)) succeeded.add(op.key);

          for (const leak of leaksIn(res, call, `${req.url} ${String(req.payload ?? '')}`)) problems.push(`${what} leaked ${leak}`);
          for (const w of worlds.filter((x) => x !== caller.world)) {
            const changed = changedTables(before, after, w.ids.tenant);
            if (changed.length) problems.push(`${what} changed ${w.marker.slice(0, 5)}'s ${changed.join(', ')}`);
          }
          const changedOwn = caller.world ? changedTables(before, after, caller.world.ids.tenant) : [];
          if (rule && op.method !== 'GET' && !rule(call).allowed) attemptsAboveRole += 1;
          if (caller.world !== target) crossTenant += 1;
          if (changedOwn.length || (ok && op.method !== 'GET' && rule)) {
            const need = rule?.(call);
            if (!need) problems.push(`${what} changed ${changedOwn.join(', ')} but ${op.key} has no write rule`);
            else if (!need.allowed) problems.push(`${what} wrote above the caller's role (${need.rule})`);
          }

          before = after;
          // Signing in again writes a refresh token: the next call compares with what follows it.
          if (ok && op.method !== 'GET' && caller.user && (await refreshIfSignedOut(caller))) before = await snapshot();
          if (ok && op.key === 'POST /api/2.0/media-devices/{id}/secret' && own(call)) target.deviceSecret = res.json().secret;
          if (ok && caller.user && op.key === 'POST /api/1.0/users/mfa') enrolments.set(caller.user, { secret: base32Decode(res.json().secret)! });
          if (ok && caller.user && op.key === 'POST /api/1.0/users/mfa/confirm') enrolments.get(caller.user)!.recoveryCodes = res.json().recoveryCodes;
        }
      }
    }
  }
  for (const op of ops) if (!succeeded.has(op.key)) problems.push(`${op.key} never answered 2xx to its own tenant: the suite proves nothing about it`);
  console.log(
    `isolation: ${calls} calls over ${ops.length} operations by ${callers.length} callers (${crossTenant} naming another tenant's objects, ` +
      `${attemptsAboveRole} writes above the caller's role), ${problems.length} problems`,
  );
  expect(problems).toEqual([]);
  // Thousands of calls in one test: on PGlite with a busy machine it has needed over 300 s; the limit only guards a hang.
}, 900_000);

/** A password change ends the caller's tokens: sign in again (with the same password) to go on. True when it did. */
async function refreshIfSignedOut(caller: Caller): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/iam/oidc/userinfo', headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${caller.token}` } });
  if (res.statusCode === 200) return false;
  Object.assign(caller, await signInAs(caller.user!));
  return true;
}
