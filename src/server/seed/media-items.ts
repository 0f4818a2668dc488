import type { Address } from '../../domain/common/place.js';
import { geoCentre } from '../../domain/common/place-parts.js';
import { upperLetters } from '../../domain/media-items/rules.js';
import type { Db } from '../db/client.js';
import { mediaItems, type MediaItemKind } from '../db/schema/index.js';

export type MediaItemRow = typeof mediaItems.$inferInsert;

/** Plain bulk insert shared by the demo seed and tests. */
export async function insertMediaItems(db: Db, rows: MediaItemRow[]): Promise<void> {
  if (rows.length) await db.insert(mediaItems).values(rows);
}

/** docs/product/platform.md §3.6: a code of 16 random uppercase letters, from the seed's own random numbers. */
export const itemCode = (random: () => number): string => upperLetters(16, random);

type Template = [kind: MediaItemKind, name: string, type: string, subtype: string, category?: string];

// Types come from the item-type catalogue; a few fall outside the tile groups and count as 'other'.
const PER_WORKSPACE: Template[] = [
  ['venue', 'Central Atrium', 'Shopping Mall', 'Atrium'],
  ['venue', 'Food Court', 'Shopping Mall', 'Food Court'],
  ['venue', 'North Entrance', 'Shopping Mall', 'Entrance'],
  ['venue', 'Sportswear Flagship', 'Brand', 'Store'],
  ['venue', 'Phone Kiosk', 'Brand', 'Kiosk'],
  ['venue', 'Roadside Billboard', 'OOH', 'Billboard Site'],
  ['venue', 'Corner Cafe', 'Restaurant', 'Cafe'],
  // The screens play signage: their Display ID, orientation and playlist show on their pages.
  ['asset', 'Atrium Screen', 'Indoor', 'Digital Screen', 'Zeetamind'],
  ['asset', 'Escalator Drop Down', 'Indoor', 'Drop Down'],
  ['asset', 'Lift Lobby Panel', 'Indoor', 'Backlit Panel'],
  ['asset', 'Car Park Billboard', 'Outdoor', 'Billboard'],
  ['asset', 'Facade Screen', 'Outdoor', 'Digital OOH', 'Zeetamind'],
  ['asset', 'Checkout Kiosk', 'In-store', 'Kiosk'],
  ['asset', 'Aisle Standee', 'In-store', 'Standee'],
  ['campaign', 'Welcome Series', 'Drip', 'Engagement'],
  ['campaign', 'Weekend Flash Sale', 'Burst', 'Sale'],
  ['campaign', 'New Store Launch', 'Burst', 'Launch'],
  ['campaign', 'Festive Season', 'Pulse', 'Seasonal'],
  ['campaign', 'Monthly Report', 'Reports', 'Campaign Report'],
  ['device', 'Entrance Counter', 'Sensor', 'People Counter'],
  ['creative', 'Sale Banner', 'Media', 'Image'],
  ['event', 'Summer Concert', 'Concert', 'Live'],
];

/** The demo's catalogue items: the same set in every workspace, riverside without the last venue and campaign. */
export function demoMediaItems(
  tenantId: string,
  projectId: string,
  workspaces: { id: string; key: string }[],
  nextId: () => string,
  random: () => number,
): MediaItemRow[] {
  const rows: MediaItemRow[] = [];
  for (const [w, workspace] of workspaces.entries()) {
    const templates = w === 0 ? PER_WORKSPACE : PER_WORKSPACE.filter(([, name]) => name !== 'Corner Cafe' && name !== 'Monthly Report');
    for (const [kind, name, type, subtype, category = ''] of templates) {
      rows.push({
        tenantId,
        id: nextId(),
        kind,
        projectId,
        aggregateId: workspace.id,
        code: itemCode(random),
        name,
        type,
        subtype,
        category,
        doc: { description: `${name} at ${workspace.key}`, tags: [] },
      });
    }
  }
  return rows;
}

/** A demo workspace's address (stored in its document), as its venues take it. */
export type DemoPlace = Partial<Address>;

/**
 * Gives the demo's venues an address inside their workspace's mall (a unit on its street, a point a few
 * metres apart), so that venue maps, chips and the events list's addresses show something real. It draws
 * no random numbers: the rest of the demo stays as it was.
 */
export function placeDemoVenues(items: MediaItemRow[], places: Map<string, DemoPlace>): MediaItemRow[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const place = places.get(item.aggregateId);
    if (item.kind !== 'venue' || !place) return item;
    const n = (seen.get(item.aggregateId) ?? 0) + 1;
    seen.set(item.aggregateId, n);
    const [lon, lat] = place.geoLocation ? geoCentre(place.geoLocation) : [null, null];
    const geoLocation =
      lon === null || lat === null
        ? null
        : { type: 'Point' as const, coordinates: [+(lon + n * 0.0004).toFixed(6), +(lat + n * 0.0002).toFixed(6)] as [number, number] };
    const { street, locality, city, state, country, pincode } = place;
    return { ...item, doc: { ...item.doc, street: `Unit ${n}, ${street ?? ''}`.replace(/, $/, ''), locality, city, state, country, pincode, geoLocation } };
  });
}
