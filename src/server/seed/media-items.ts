import type { Db } from '../db/client.js';
import { mediaItems, type MediaItemKind } from '../db/schema/index.js';

export type MediaItemRow = typeof mediaItems.$inferInsert;

/** Plain bulk insert shared by the demo seed and tests. */
export async function insertMediaItems(db: Db, rows: MediaItemRow[]): Promise<void> {
  if (rows.length) await db.insert(mediaItems).values(rows);
}

/** Spec §3.6: a code of 16 random uppercase characters. */
export function itemCode(random: () => number): string {
  return Array.from({ length: 16 }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join('');
}

type Template = [kind: MediaItemKind, name: string, type: string, subtype: string];

// Types come from the item-type catalogue; a few fall outside the tile groups and count as 'other'.
const PER_WORKSPACE: Template[] = [
  ['venue', 'Central Atrium', 'Shopping Mall', 'Atrium'],
  ['venue', 'Food Court', 'Shopping Mall', 'Food Court'],
  ['venue', 'North Entrance', 'Shopping Mall', 'Entrance'],
  ['venue', 'Sportswear Flagship', 'Brand', 'Store'],
  ['venue', 'Phone Kiosk', 'Brand', 'Kiosk'],
  ['venue', 'Roadside Billboard', 'OOH', 'Billboard Site'],
  ['venue', 'Corner Cafe', 'Restaurant', 'Cafe'],
  ['asset', 'Atrium Screen', 'Indoor', 'Digital Screen'],
  ['asset', 'Escalator Drop Down', 'Indoor', 'Drop Down'],
  ['asset', 'Lift Lobby Panel', 'Indoor', 'Backlit Panel'],
  ['asset', 'Car Park Billboard', 'Outdoor', 'Billboard'],
  ['asset', 'Facade Screen', 'Outdoor', 'Digital OOH'],
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
export function demoMediaItems(tenantId: string, projectId: string, workspaces: { id: string; key: string }[], nextId: () => string, random: () => number): MediaItemRow[] {
  const rows: MediaItemRow[] = [];
  for (const [w, workspace] of workspaces.entries()) {
    const templates = w === 0 ? PER_WORKSPACE : PER_WORKSPACE.filter(([, name]) => name !== 'Corner Cafe' && name !== 'Monthly Report');
    for (const [kind, name, type, subtype] of templates) {
      rows.push({ tenantId, id: nextId(), kind, projectId, aggregateId: workspace.id, code: itemCode(random), name, type, subtype, doc: { description: `${name} at ${workspace.key}`, tags: [] } });
    }
  }
  return rows;
}
