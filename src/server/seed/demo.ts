import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tenants } from '../db/schema/index.js';
import { logoPng } from '../images/png.js';
import type { Storage } from '../storage/storage.js';
import { grant, insertAccessGroups, insertAggregate, insertProfile, insertProject, insertTenant, insertUser, storeImage } from './builders.js';
import { seededType } from './item-types.js';
import { seedDemoSummaries } from './audience.js';
import { seedDemoLoyalty } from './loyalty.js';
import { seedDemoSignage } from './signage.js';
import { seedDemoRoute } from './mobility.js';
import { seedDemoTreasury } from './treasury.js';
import { seededIds, seededRandom } from './random.js';

export const DEMO_TENANT = 'demo';
export const DEMO_PASSWORD = 'Demo@1234';

/** Who signs in to the demo and which group gives each user its role (README, "Run it", lists them). */
export const DEMO_USERS = [
  { username: 'owner', firstName: 'Olivia', lastName: 'Owner', group: 'sdm/demo.owner', description: 'tenant owner' },
  { username: 'admin', firstName: 'Adam', lastName: 'Admin', group: 'sdm/demo.admin', description: 'tenant admin' },
  { username: 'editor', firstName: 'Eddie', lastName: 'Editor', group: 'sdm/demo/mall.editor', description: 'editor of project mall' },
  { username: 'viewer', firstName: 'Vera', lastName: 'Viewer', group: 'sdm/demo/mall.reader', description: 'viewer of project mall' },
  {
    username: 'transit',
    firstName: 'Tom',
    lastName: 'Transit',
    group: 'sdm/demo/mall/city-centre.reader',
    description: 'viewer of workspace city-centre only',
  },
] as const;

/** The demo's two workspaces (README), complete documents as the workspace screen edits them. */
const DEMO_WORKSPACES = [
  {
    key: 'city-centre',
    name: 'City Centre Mall',
    description: 'The flagship mall on the high street',
    currency: 'USD',
    timeZone: 'Europe/London',
    subtype: 'Regional',
    tags: ['flagship', 'food court'],
    street: '1 High Street',
    locality: 'Westminster',
    city: 'London',
    state: 'England',
    country: 'GB',
    pincode: 'SW1A 1AA',
    geoLocation: { type: 'Point', coordinates: [-0.1276, 51.5072] },
    urls: { home: 'https://city-centre.example.com', facebook: 'https://facebook.com/citycentremall', instagram: 'https://instagram.com/citycentremall' },
    properties: { parkingSpaces: '1200', openingHours: '09:00-21:00' },
  },
  {
    key: 'riverside',
    name: 'Riverside Mall',
    description: 'Shopping and dining by the river',
    currency: 'USD',
    timeZone: 'Europe/London',
    subtype: 'Lifestyle Centre',
    tags: ['riverside', 'dining'],
    street: '20 Riverside Walk',
    locality: 'Southwark',
    city: 'London',
    state: 'England',
    country: 'GB',
    pincode: 'SE1 9PH',
    geoLocation: { type: 'Point', coordinates: [-0.0996, 51.5081] },
    urls: { home: 'https://riverside.example.com', twitter: 'https://twitter.com/riversidemall' },
    properties: { parkingSpaces: '600' },
  },
];

/** Every menu area is switched on for the demo tenant. */
export const ALL_FEATURES = [
  'treasury',
  'users',
  'wallets',
  'venues',
  'assets',
  'devices',
  'campaigns',
  'events',
  'audience',
  'loyalty',
  'creatives',
  'instruments',
  'instrument',
];

/** Seeds the demo tenant once; a database that already has it is left alone. */
export async function seedDemo(db: Db, storage: Storage): Promise<void> {
  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, DEMO_TENANT)).limit(1);
  if (existing) return;
  const nextId = seededIds(seededRandom(20251123));
  await db.transaction(async (t) => {
    const tenant = await insertTenant(t, { id: nextId(), key: DEMO_TENANT, name: 'Demo Media', features: ALL_FEATURES });
    const mall = await insertProject(t, { tenantId: tenant.id, id: nextId(), key: 'mall', name: 'City Malls', description: 'Shopping malls of the city' });
    for (const w of DEMO_WORKSPACES) {
      const { key, name, description, currency, timeZone, ...doc } = w;
      await insertAggregate(t, {
        tenantId: tenant.id,
        id: nextId(),
        projectId: mall.id,
        key,
        name,
        description,
        currency,
        timeZone,
        doc: { ...doc, ...seededType('aggregate', 'Shopping Mall', w.subtype) },
      });
    }
    // Every access list of the users page exists even while empty.
    for (const scope of ['sdm/demo', 'sdm/demo/treasury', 'sdm/demo/mall', 'sdm/demo/mall/city-centre', 'sdm/demo/mall/riverside']) {
      await insertAccessGroups(t, tenant.id, scope);
    }
    for (const [i, u] of DEMO_USERS.entries()) {
      const userId = nextId();
      await insertUser(t, {
        tenantId: tenant.id,
        id: userId,
        username: u.username,
        password: DEMO_PASSWORD,
        firstName: u.firstName,
        lastName: u.lastName,
        email: `${u.username}@demo.example.com`,
      });
      await grant(t, tenant.id, u.group, userId);
      // The transit user has no profile yet: the console creates it at first sign-in (docs/product/platform.md §7).
      if (u.username !== 'transit') {
        const name = { firstName: u.firstName, middleName: '', lastName: u.lastName, displayName: u.firstName };
        await insertProfile(t, { tenantId: tenant.id, id: nextId(), key: userId, name, phone: `98765432${10 + i}`, email: `${u.username}@demo.example.com` });
      }
    }
    await storeImage(t, storage, {
      tenantId: tenant.id,
      ownerType: 'tenant',
      ownerId: tenant.id,
      purpose: 'logo',
      contentType: 'image/png',
      bytes: logoPng([37, 99, 235]),
      width: 280,
      height: 200,
    });
    // Catalogue items and 30 days of audience actions, so the summary pages show real figures.
    await seedDemoSummaries(t, tenant.id);
    // Treasury instruments, a coupon and tickets with generated batches, some acquired and used.
    await seedDemoTreasury(t, tenant.id, mall.id);
    // A bus route with its fare matrix on a creative of city-centre (the Mobility section, the GTFS export).
    await seedDemoRoute(t, tenant.id);
    // A screen's plays and a people counter's readings at the same asset (measured impressions, attribution).
    await seedDemoSignage(t, storage, tenant.id);
    // A loyalty program with two rewards (after the history: it credits what happens from now on).
    await seedDemoLoyalty(t, tenant.id);
  });
}
