import { createHash } from 'node:crypto';
import type { ItemFamily, ItemType } from '../../domain/item-types/item-type.js';

/** family → type → subtype → categories. Types the product names come first; the rest are ours. */
type Catalogue = Record<ItemFamily, Record<string, Record<string, string[]>>>;

const SCREEN_CATEGORIES = ['Zeetamind', 'Static'];

const CATALOGUE: Catalogue = {
  tenant: {
    'Media Owner': { 'Out of Home': [], Retail: [], Transit: [] },
    Advertiser: { Brand: [], Retailer: [] },
    Agency: { Creative: [], 'Media Buying': [] },
    Ticketing: { Events: [], Mobility: [] },
  },
  aggregate: {
    'Shopping Mall': { Regional: [], Community: [], Outlet: [], 'Lifestyle Centre': [] },
    Airport: { International: [], Domestic: [] },
    'Transit Hub': { 'Bus Terminal': [], 'Railway Station': [], Metro: [] },
    Campus: { University: [], School: [], Corporate: [] },
    Stadium: { Football: [], Cricket: [], Arena: [] },
    City: { District: [], Neighbourhood: [] },
  },
  venue: {
    Brand: { Store: ['Flagship', 'Franchise'], Showroom: [], Kiosk: [] },
    OOH: { 'Billboard Site': [], 'Street Furniture': [], Transit: [] },
    'Shopping Mall': { 'Food Court': [], Atrium: [], Entrance: [], 'Parking Level': [] },
    Restaurant: { 'Quick Service': [], 'Fine Dining': [], Cafe: [] },
    'Event Venue': { Hall: [], 'Open Air': [] },
  },
  // docs/product/campaigns-venues-events.md §2.5 lists these subtypes; screens that play media are of category
  // Zeetamind (docs/product/creatives-assets-signage.md §2).
  asset: {
    Indoor: { 'Backlit Panel': [], 'Digital Screen': SCREEN_CATEGORIES, 'Drop Down': [], Standee: [] },
    'In-store': { 'Backlit Panel': [], Kiosk: SCREEN_CATEGORIES, Standee: [] },
    Outdoor: { Billboard: [], 'Digital OOH': SCREEN_CATEGORIES, Standee: [] },
  },
  device: {
    Beacon: { BLE: [], Eddystone: [] },
    Sensor: { 'People Counter': [], Environment: [] },
    Camera: { 'Audience Measurement': [] },
    'Media Player': { Android: ['Zeetamind'], Linux: ['Zeetamind'] },
    Validator: { 'Handheld Validator': [], 'Gate Validator': [] },
  },
  campaign: {
    Drip: { Awareness: [], Engagement: [] },
    Burst: { Launch: [], Sale: [] },
    Pulse: { Seasonal: [], Weekly: [] },
    Reports: { 'Campaign Report': [] },
    Mobility: { 'Bus Tickets': [], Passes: [] },
    Coupon: { Cashback: [], Discount: [], Rewards: [] },
  },
  // docs/product/creatives-assets-signage.md §2.8: exam, survey, polls, forms and feedback have images of their own.
  creative: {
    Media: { Image: [], Video: [], Audio: [], Streaming: [] },
    Learning: { Exam: [], Survey: [], Polls: [], Forms: [], Feedback: [] },
    Marketing: { Brochure: [], Hyperlink: [], 'AR Experience': [], 'VR Experience': [] },
    Mobility: { Route: [] },
  },
  loyalty: {
    Points: { Earn: [], Burn: [] },
    Tiers: { Silver: [], Gold: [], Platinum: [] },
    Miles: { 'Green Miles': [] },
  },
  event: {
    Concert: { Live: [], Festival: [] },
    Exhibition: { Trade: [], Art: [] },
    Sports: { Match: [], Tournament: [] },
    Conference: { Summit: [], Workshop: [] },
    Promotion: { 'In-mall': [], Launch: [] },
  },
  // Treasury instruments (docs/product/platform.md §3.12): event tickets are offered only configurations of type Ticket
  // (docs/product/campaigns-venues-events.md §5).
  treasury: {
    Coupon: { Cashback: ['Instant', 'Deferred'], Discount: ['Flat', 'Percentage'], Rewards: ['Points', 'Gift'], 'Scratch & Win': [] },
    Ticket: { Event: ['General', 'VIP', 'Seated'], Entry: ['Day', 'Season'], Parking: [] },
    'Mobility Ticket': { Bus: ['Single Journey', 'Return'], Metro: ['Single Journey', 'Return'], Pass: ['Daily', 'Weekly', 'Monthly'] },
  },
};

/** Stable ids derived from the names, so every start-up and every server agrees on them. */
export function itemTypeId(...path: string[]): string {
  return createHash('sha256').update(path.join('\u0000')).digest('hex').slice(0, 24);
}

/** The seeded catalogue as rows, types and subtypes in alphabetical order (docs/product/platform.md §2.7). */
export function itemTypeCatalogue(): ItemType[] {
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  const rows: ItemType[] = [];
  for (const [family, types] of Object.entries(CATALOGUE) as [ItemFamily, Catalogue[ItemFamily]][]) {
    for (const type of Object.keys(types).sort(byName)) {
      const subtypes = Object.keys(types[type])
        .sort(byName)
        .map((subtype) => ({ id: itemTypeId(family, type, subtype), type: subtype, categories: [...types[type][subtype]].sort(byName) }));
      rows.push({ id: itemTypeId(family, type), family, type, subtypes });
    }
  }
  return rows;
}

/** The entry of one seeded type (the demo and tests use it to give items real catalogue ids). */
export function seededType(family: ItemFamily, type: string, subtype?: string) {
  const entry = itemTypeCatalogue().find((t) => t.family === family && t.type === type);
  if (!entry) throw new Error(`no seeded ${family} type ${type}`);
  const sub = subtype ? entry.subtypes.find((s) => s.type === subtype) : undefined;
  if (subtype && !sub) throw new Error(`no seeded ${family} subtype ${type}/${subtype}`);
  return { type: entry.type, type_id: entry.id, subtype: sub?.type ?? null, subtype_id: sub?.id ?? null };
}
