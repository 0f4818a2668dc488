import { encodePng } from '../images/png.js';
import { GRATIFICATION_ACTIONS, PART_FIELDS, PART_SECTIONS, type PartField } from '../../domain/creatives/parts.js';
import { fareMatrixCsv } from '../../domain/mobility/fare-matrix.js';
import type { TestApp } from './build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from './factories.js';
import { CUSTOMER_CLIENT_ID } from '../seed/clients.js';
import { appClient, injectAs } from './inject-as.js';
import { buildInstruments } from './instruments.js';

/** The five roles of the isolation and fuzz proofs: four on the tenant and a viewer of one workspace only. */
export const ROLE_KEYS = ['owner', 'admin', 'editor', 'viewer', 'workspaceViewer'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

/** The objects a world holds, one of each the API creates, by the name the proofs use for them. */
export interface WorldIds {
  tenant: string;
  project: string;
  workspace: string;
  otherWorkspace: string;
  venue: string;
  asset: string;
  device: string;
  campaign: string;
  event: string;
  creative: string;
  profile: string;
  /** The owner's profile's wallet in the project, with one entry. */
  wallet: string;
  /** A loyalty program of north with one earning rule and one reward (`loyaltyReward`: 1 point buys a coupon of its own batch). */
  loyalty: string;
  loyaltyReward: string;
  /** The coupons the reward gives. */
  rewardDetail: string;
  tiConfig: string;
  /** An instrument detail (the campaign's coupon) whose batch the owner redeems. */
  tiDetail: string;
  /** The event's tickets with one generated batch, made through the API. */
  ticketDetail: string;
  /** The creative's tutor, questionnaire (with one question) and a topic picking that question. */
  tutor: string;
  topic: string;
  questionSet: string;
  question: string;
  /** A signage media item (a picture), a playlist playing it and a display at the asset (which a campaign is anchored to). */
  media: string;
  playlist: string;
  display: string;
}

/** Codes of the world's instruments, one per transaction the proofs make: each can succeed once. */
export interface WorldCodes {
  /** An issued coupon: acquirable. */
  issued: string;
  /** A coupon the owner holds and, as its redeemer, redeems. */
  held: string;
  /** Coupons the owner holds, for offline redemptions. */
  offline: string[];
}

/** A tenant with its staff and one of every object, made through the API as its owner would. */
export interface World {
  tenant: TestTenant;
  /**
   * Part of every private name, username, e-mail and reading of this tenant: an answer to anyone
   * else that holds it has leaked. Public data (the tenant's key and name) does not carry it.
   */
  marker: string;
  users: Record<RoleKey, TestUser>;
  /** A user without roles: grants and profile changes aimed at someone else name this one. */
  bystander: TestUser;
  ids: WorldIds;
  /** The default phone of the owner's profile. */
  phone: string;
  /** The device's ingestion secret. */
  deviceSecret: string;
  /** The venue-to-asset anchor's uid. */
  relationUid: string;
  /** The audit record of a change of the venue's description (what a restore puts back). */
  auditRecord: number;
  /** Bytes of the images stored for the venue and the workspace. */
  images: Buffer[];
  codes: WorldCodes;
  /** The uid of the tickets' generated batch, and the 10-digit mobile of the owner's profile (its redeemer). */
  ticketBatch: string;
  mobile: string;
  /** Tickets of the event without a generated batch: what a delete may remove. */
  spareTiDetail: string;
  /** A share link of the campaign that stays readable (its token), and another one's id, which revocations name. */
  shares: { token: string; spareId: string };
  /** A scheduled report of the venue with one produced file, and another schedule, which deletions name. */
  reports: { scheduleId: string; fileId: string; spareId: string };
  /** A tutor, topic and questionnaire of the creative that deletions name (the questionnaire used by no topic). */
  spareLearning: { tutor: string; topic: string; questionSet: string };
  /** The creative's cards: in each section one that stays (changes name it) and a spare one (deletions name it). */
  cards: Record<PartField, { keep: string; spare: string }>;
  /** The kept route's fare matrix as CSV, and the creative's routes as a GTFS zip (imports send it). */
  mobility: { fareCsv: string; gtfs: Buffer };
  /** The media file's own address (its token is its credential), and a playlist, display and media item that deletions name. */
  signage: {
    file: { tenant: string; id: string; token: string };
    sparePlaylist: string;
    spareDisplay: string;
    spareMedia: string;
    /** The display's player credential (`{tenantId}.{displayId}.{secret}`), and a pending pairing code with its secret. */
    playerCredential: string;
    pending: { code: string; secret: string };
  };
  /**
   * The owner's attempts at the topic, through the customer app: one open, one submitted whose typed answer waits for a
   * mark (of `typedQuestion`, the topic's second question).
   */
  attempts: { open: string; submitted: string; typedQuestion: string };
}

const randomWord = (length: number) => Array.from({ length }, () => 'abcdefghijkmnpqrstuvwxyz23456789'[Math.floor(Math.random() * 32)]).join('');

/** A card of a creative's section that the API takes (gratification actions: like and view; the suite adds share). */
export function worldCard(section: PartField, marker: string, n: number): Record<string, unknown> {
  const shape = PART_SECTIONS[section].shape;
  if (shape === 'image') return { type: 'Media', subtype: 'Image', city: `${marker} city`, geoLocation: { type: 'Point', coordinates: [55.27, 25.2] } };
  if (shape === 'gratification') return { action: GRATIFICATION_ACTIONS[n], defaultPoints: 5, maxLimit: 50 };
  if (shape === 'route') {
    const stop = (stopId: string, i: number) => ({ stopId, stopName: `${marker} stop ${stopId}`, latitude: 25.2 + i / 100, longitude: 55.27 });
    return {
      startStation: `${marker} stop A`,
      endStation: `${marker} stop B`,
      startDate: '2026-01-01T00:00:00Z',
      endDate: '2036-01-01T00:00:00Z',
      stopPlaces: [stop('A', 0), stop('B', 1)],
      schedule: [
        {
          name: `${marker} schedule ${n}`,
          startDay: '2026-01-01T00:00:00Z',
          endDay: '2036-01-01T00:00:00Z',
          tripTime: [
            {
              startTime: '08:00',
              endTime: '08:30',
              day: ['Monday'],
              stops: [
                { stopId: 'A', departureTime: '08:00' },
                { stopId: 'B', arrivalTime: '08:30' },
              ],
            },
          ],
        },
      ],
    };
  }
  return { name: `${marker} ${section} ${n}`, description: `${marker} card`, url: 'https://example.com/card' };
}

/** A PNG of the given shape whose pixels are drawn from `seed`, so each world's images differ. */
export function seededPng(width: number, height: number, seed: string): Buffer {
  const codes = [...seed].map((c) => c.charCodeAt(0));
  return encodePng(width, height, (x, y) => [codes[x % codes.length], codes[y % codes.length], (x * y) % 256, 255]);
}

/** A multipart/form-data body carrying `bytes` as the field `image`. */
export function imageUpload(bytes: Buffer, boundary = '----sdm-world-boundary') {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A signage upload as the console's form sends it: its text fields, then the file in 'file'. */
export function mediaUpload(
  fields: Record<string, string | number>,
  file?: { name: string; bytes: Buffer; type?: string },
  boundary = '----sdm-media-boundary',
) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function call(t: TestApp, user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await injectAs(t, user, { method, url, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/**
 * Builds a world named `label`: a tenant (project 'mall', workspaces 'north' and 'south'), its owner,
 * admin, editor and viewer on the tenant, a viewer of 'north' only, and a bystander; in 'north' a
 * venue anchored to an asset, a device with a reading, a campaign (with its creative), an event and
 * a creative with schedules (and a tutor, a topic, a questionnaire with a question), images of the venue and the
 * workspace, and the owner's profile; a ticket
 * configuration, the campaign's coupon and the event's tickets (each with a generated batch).
 */
export async function buildWorld(t: TestApp, label: string): Promise<World> {
  const marker = `${label}${randomWord(10)}`;
  // The description is the members' view of the tenant; key and name are public (the sign-in page shows them).
  const tenant = await buildTenant(t, { description: `${marker} tenant` });
  const [north, south] = tenant.workspaces;
  const users = {} as Record<RoleKey, TestUser>;
  users.owner = await buildUser(t, tenant, { role: 'owner', username: `${marker}.owner` });
  users.admin = await buildUser(t, tenant, { role: 'admin', username: `${marker}.admin` });
  users.editor = await buildUser(t, tenant, { role: 'editor', username: `${marker}.editor` });
  users.viewer = await buildUser(t, tenant, { role: 'reader', username: `${marker}.viewer` });
  users.workspaceViewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace', username: `${marker}.wsviewer` });
  const bystander = await buildUser(t, tenant, { username: `${marker}.bystander` });
  const owner = users.owner;

  const phone = `+44${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const profile = await call(t, owner, 'POST', '/api/1.0/profiles', {
    key: owner.id,
    name: { firstName: marker, lastName: 'Owner', displayName: `${marker} Owner` },
    phones: { default: phone, verified: [phone] },
    emails: { default: `${marker}.owner@example.com` },
  });
  const wallet = await call(t, owner, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: profile.id, name: `${marker} wallet` });
  await call(t, owner, 'POST', `/api/1.0/wallets/${wallet.id}/adjustments`, { points: 100, reason: `${marker} opening balance` });

  const create = (path: string, body: object) =>
    call(t, owner, 'POST', `${path}?aggregate=${north.id}`, { name: `${marker} ${path.split('/').pop()}`, ...body });
  const venue = await create('/api/2.0/media-venues', { description: `${marker} venue`, email: `${marker}.venue@example.com` });
  await call(t, owner, 'PUT', `/api/2.0/media-venues/${venue.id}`, { description: `${marker} venue, changed` });
  const trail = await injectAs(t, owner, { method: 'GET', url: `/api/1.0/audit-history?record=${venue.id}&limit=1` });
  const auditRecord = (trail.json() as { records: { id: number }[] }).records[0].id;
  const asset = await create('/api/2.0/media-assets', {});
  const device = await create('/api/2.0/media-devices', {});
  const campaign = await create('/api/2.0/media-campaigns', { code: 'CAMPAIGN1' });
  const event = await create('/api/2.0/events', {});
  const creative = await create('/api/2.0/media-creatives', { code: 'CREATIVE1' });

  const tiConfig = await call(t, owner, 'POST', '/api/1.0/ti-configs', {
    project_id: tenant.project.id,
    aggregate_id: north.id,
    name: `${marker} tickets`,
    type: 'Ticket',
  });

  const now = Date.now();
  const schedules = [{ name: `${marker} run`, start: new Date(now - 86_400_000).toISOString(), close: new Date(now + 30 * 86_400_000).toISOString() }];
  for (const [path, id] of [
    ['media-campaigns', campaign.id],
    ['events', event.id],
    ['media-venues', venue.id],
  ]) {
    await call(t, owner, 'PUT', `/api/2.0/${path}/${id}`, { schedules });
  }
  const relation = await call(t, owner, 'POST', '/api/2.0/media-relations', {
    action: 'create',
    source: { item: 'venue', id: venue.id },
    target: { item: 'asset', id: asset.id },
  });

  const images = [seededPng(160, 90, `${marker}venue`), seededPng(70, 50, `${marker}logo`)];
  for (const [query, bytes] of [
    [`type=venue&id=${venue.id}&for=banner`, images[0]],
    [`type=ma&id=${north.id}&for=logo`, images[1]],
  ] as const) {
    const upload = imageUpload(bytes);
    const res = await injectAs(t, owner, { method: 'POST', url: `/images?${query}`, ...upload });
    if (res.statusCode !== 201) throw new Error(`image upload answered ${res.statusCode}: ${res.body}`);
  }

  // Tickets of the event made through the API, with a small batch generated there; the redeemer is the owner.
  const mobile = phone.replace(/\D/g, '').slice(-10);
  const tickets = await call(t, owner, 'POST', '/api/1.0/ti-details', {
    titype: 'TICKET',
    tiConfigId: tiConfig.id,
    source_id: event.id,
    instrumentInfo: [{ category: 'vip', numberOfTickets: 3, serialNumber: 'W0001', redeemer: [{ mobile }] }],
  });
  await call(t, owner, 'POST', `/api/1.0/ti-details/${tickets.id}/instruments`, {});
  const spare = await call(t, owner, 'POST', '/api/1.0/ti-details', { titype: 'TICKET', tiConfigId: tiConfig.id, source_id: event.id });

  const share = await call(t, owner, 'POST', '/api/1.0/share-links', { kind: 'campaign', item_id: campaign.id });
  const spareShare = await call(t, owner, 'POST', '/api/1.0/share-links', { kind: 'campaign', item_id: campaign.id });
  const daily = { export: 'venue', item_id: venue.id, frequency: 'daily', time_of_day: '06:00' };
  const report = await call(t, owner, 'POST', '/api/1.0/report-schedules', daily);
  const reportFile = await call(t, owner, 'POST', `/api/1.0/report-schedules/${report.id}/run`, {});
  const spareReport = await call(t, owner, 'POST', '/api/1.0/report-schedules', daily);

  // The creative's learning content: a questionnaire with a multiple-choice question, a topic picking it, a tutor.
  const forCreative = { creative_id: creative.id };
  const questionSet = await call(t, owner, 'POST', '/api/1.0/question-sets', { ...forCreative, code: 'QS1', subject: `${marker} subject` });
  const question = await call(t, owner, 'POST', `/api/1.0/question-sets/${questionSet.id}/questions`, {
    question: `${marker} question`,
    choices: [
      { uid: 'right1', name: 'Right' },
      { uid: 'wrong1', name: 'Wrong' },
    ],
    answers: ['right1'],
  });
  const typed = await call(t, owner, 'POST', `/api/1.0/question-sets/${questionSet.id}/questions`, {
    question: `${marker} typed question`,
    answerType: 'Short answer',
    acceptedAnswers: ['right'],
  });
  const topic = await call(t, owner, 'POST', '/api/1.0/topics', {
    ...forCreative,
    name: `${marker} topic`,
    maxAttempt: 1000,
    topicQuestions: [{ questionSet_id: questionSet.id, questions: [question.id, typed.id] }],
  });
  const customerApp = await appClient(t, CUSTOMER_CLIENT_ID);
  const viaApp = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await injectAs(t, owner, { method, url, payload }, customerApp);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const openAttempt = await viaApp('POST', `/api/1.0/topics/${topic.id}/attempts`);
  const submitted = await viaApp('POST', `/api/1.0/topics/${topic.id}/attempts`);
  await viaApp('PUT', `/api/1.0/attempts/${submitted.id}/answers`, { answers: [{ question_id: typed.id, text: `${marker} guess` }] });
  await viaApp('POST', `/api/1.0/attempts/${submitted.id}/submit`);
  const tutor = await call(t, owner, 'POST', '/api/1.0/tutors', { ...forCreative, name: `${marker} tutor` });
  const spareLearning = {
    tutor: (await call(t, owner, 'POST', '/api/1.0/tutors', { ...forCreative, name: 'spare tutor' })).id,
    topic: (await call(t, owner, 'POST', '/api/1.0/topics', { ...forCreative, name: 'spare topic' })).id,
    questionSet: (await call(t, owner, 'POST', '/api/1.0/question-sets', { ...forCreative, code: 'SPARE', subject: 'spare' })).id,
  };
  const cards = {} as World['cards'];
  for (const section of PART_FIELDS) {
    const [keep, spare] = [0, 1].map((n) => worldCard(section, marker, n));
    const url = `/api/2.0/media-creatives/${creative.id}/${PART_SECTIONS[section].route}`;
    cards[section] = { keep: (await call(t, owner, 'POST', url, keep)).id, spare: (await call(t, owner, 'POST', url, spare)).id };
  }
  const fareCsv = fareMatrixCsv(
    ['A', 'B'].flatMap((a, i) =>
      ['A', 'B'].slice(i).map((b) => ({
        ...{ startStop: a, startStopName: `${marker} stop ${a}`, endStop: b, endStopName: `${marker} stop ${b}` },
        ...{ adultFare: 2, childFare: 1, seniorFare: 1, studentFare: 1, stage: 1, distance: 3 },
      })),
    ),
  );
  const fares = await injectAs(t, owner, {
    method: 'PUT',
    url: `/api/2.0/media-creatives/${creative.id}/creativeRoute/${cards.route.keep}/fareMatrix`,
    payload: fareCsv,
    headers: { 'content-type': 'text/csv' },
  });
  if (fares.statusCode !== 200) throw new Error(`fare matrix answered ${fares.statusCode}: ${fares.body}`);
  const gtfs = await injectAs(t, owner, { method: 'GET', url: `/api/2.0/media-creatives/${creative.id}/gtfs` });
  if (gtfs.statusCode !== 200) throw new Error(`GTFS export answered ${gtfs.statusCode}: ${gtfs.body}`);

  const reading = await t.app.inject({
    method: 'POST',
    url: '/api/1.0/device-readings',
    headers: { authorization: `Device ${device.id}.${device.secret}` },
    payload: { peopleCount: 3, deviceTS: new Date(now - 60_000).toISOString(), imageURL: `https://cam.example.com/${marker}.jpg` },
  });
  if (reading.statusCode !== 201) throw new Error(`device reading answered ${reading.statusCode}: ${reading.body}`);

  // The campaign's coupon, generated; the owner is its redeemer (bound by profile id) and holds all but the first.
  const coupon = await buildInstruments(t.app.ctx.db, {
    tenantId: tenant.id,
    projectId: tenant.project.id,
    aggregateId: north.id,
    sourceId: campaign.id,
    titype: 'COUPON',
    count: 6,
    price: 5,
    redeemers: [{ mobile: phone.slice(-10), profile_id: profile.id, venue_id: venue.id }],
    holder: profile.id,
    acquiredFrom: 1,
  });

  // A loyalty program whose reward gives coupons of a batch of their own (the takes leave the world's codes to their proofs).
  const rewardCoupons = await buildInstruments(t.app.ctx.db, {
    tenantId: tenant.id,
    projectId: tenant.project.id,
    aggregateId: north.id,
    sourceId: campaign.id,
    titype: 'COUPON',
    count: 40,
  });
  const loyalty = await call(t, owner, 'POST', `/api/1.0/loyalty?aggregate=${north.id}`, {
    name: `${marker} loyalty`,
    earningRules: [{ action: 'like', points: 5, campaignIds: [campaign.id], maxPerDay: 3 }],
    rewards: [{ name: `${marker} reward`, points: 1, detail_id: rewardCoupons.detailId }],
    expiryDays: 365,
  });

  // Signage: a picture uploaded through the form's multipart call, a playlist of it and a spare playlist.
  const times = { startAt: now - 86_400_000, expiryAt: now + 30 * 86_400_000 };
  const mediaRes = await injectAs(t, owner, {
    method: 'POST',
    url: `/api/2.0/zeetaminds/media/file?aggregate=${north.id}`,
    ...mediaUpload(
      { name: `${marker} media`, ...times, type: 'image/png' },
      { name: 'poster.png', bytes: seededPng(48, 27, `${marker}media`), type: 'image/png' },
    ),
  });
  if (mediaRes.statusCode !== 201) throw new Error(`media upload answered ${mediaRes.statusCode}: ${mediaRes.body}`);
  const media = mediaRes.json();
  const spareMedia = await injectAs(t, owner, {
    method: 'POST',
    url: `/api/2.0/zeetaminds/media/file?aggregate=${north.id}`,
    ...mediaUpload({ name: 'spare', ...times }, { name: 'spare.txt', bytes: Buffer.from('spare ticker') }),
  });
  if (spareMedia.statusCode !== 201) throw new Error(`media upload answered ${spareMedia.statusCode}: ${spareMedia.body}`);
  const [, , , fileTenant, fileId, fileToken] = String(media.url).split('/');
  const playlistOf = (name: string) =>
    call(t, owner, 'POST', `/api/2.0/zeetaminds/playlists?aggregate=${north.id}`, {
      name,
      add_media: [{ id: -1, media: media.id, duration: 0, play_order: 0, freq: 1 }],
    });
  const playlist = await playlistOf(`${marker} playlist`);
  const sparePlaylist = await playlistOf('spare');
  // A display needs a campaign anchored to its asset now (docs/product/creatives-assets-signage.md §2.13).
  await call(t, owner, 'POST', '/api/2.0/media-relations', {
    action: 'create',
    source: { item: 'campaign', id: campaign.id },
    target: { item: 'asset', id: asset.id },
  });
  const displayOf = (token: string) =>
    call(t, owner, 'POST', `/api/2.0/zeetaminds/displays?aggregate=${north.id}`, {
      gen_token: token,
      name: `${marker} ${token}`,
      np: { type: 'pl', id: playlist.id, name: '' },
      pa: true,
      asset_id: asset.id,
    });
  // The display is paired with a player (its device ID is the page's code); another page waits with its code.
  const address = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
  const newPairing = async () => (await t.app.inject({ method: 'POST', url: '/player/api/pairings', remoteAddress: address })).json();
  const pairing = await newPairing();
  const display = await displayOf(pairing.code);
  const collected = await t.app.inject({ method: 'GET', url: `/player/api/pairings/${pairing.code}`, headers: { authorization: `Pairing ${pairing.secret}` } });
  if (collected.json().status !== 'claimed') throw new Error(`pairing the display answered ${collected.statusCode}: ${collected.body}`);
  const pending = await newPairing();
  const spareDisplay = await displayOf('SPARE1');

  return {
    tenant,
    marker,
    users,
    bystander,
    ids: {
      tenant: tenant.id,
      project: tenant.project.id,
      workspace: north.id,
      otherWorkspace: south.id,
      venue: venue.id,
      asset: asset.id,
      device: device.id,
      campaign: campaign.id,
      event: event.id,
      creative: creative.id,
      profile: profile.id,
      wallet: wallet.id,
      tiConfig: tiConfig.id,
      tiDetail: coupon.detailId,
      ticketDetail: tickets.id,
      tutor: tutor.id,
      topic: topic.id,
      questionSet: questionSet.id,
      question: question.id,
      media: media.id,
      playlist: playlist.id,
      display: display.id,
      // Last: the ids above come first where several answer one path (the reward's coupons are not the transactions' detail).
      loyalty: loyalty.id,
      loyaltyReward: loyalty.rewards[0].id,
      rewardDetail: rewardCoupons.detailId,
    },
    codes: { issued: coupon.codes[0], held: coupon.codes[1], offline: coupon.codes.slice(2) },
    phone,
    deviceSecret: device.secret,
    relationUid: relation.uid,
    auditRecord,
    images,
    ticketBatch: tickets.instrumentInfo[0].uid,
    mobile,
    spareTiDetail: spare.id,
    shares: { token: share.token, spareId: spareShare.id },
    attempts: { open: openAttempt.id, submitted: submitted.id, typedQuestion: typed.id },
    reports: { scheduleId: report.id, fileId: reportFile.id, spareId: spareReport.id },
    spareLearning,
    cards,
    mobility: { fareCsv, gtfs: gtfs.rawPayload },
    signage: {
      file: { tenant: fileTenant, id: fileId, token: fileToken },
      sparePlaylist: sparePlaylist.id,
      spareDisplay: spareDisplay.id,
      spareMedia: spareMedia.json().id,
      playerCredential: collected.json().credential,
      pending: { code: pending.code, secret: pending.secret },
    },
  };
}
