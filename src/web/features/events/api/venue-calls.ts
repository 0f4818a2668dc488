import type { VenueAddress } from '../../../../domain/events/pipes';
import { MAX_LIST_IDS } from '../../../../domain/media-items/list-limits';
import { api } from '../../../lib/api';
import { itemApi, queryOf } from '../../../lib/item-api';

export type VenueAddressRow = VenueAddress & { id: string; name: string };

// Spec 03 §7: an event reads its venue with 'name locality city state'.
const ADDRESS_FIELDS = 'id name locality city state';

const venues = itemApi<VenueAddressRow>('/api/2.0/media-venues');

/**
 * The addresses of the venues `ids` (the venues of the listed events) in calls of up to MAX_LIST_IDS ids, instead of one call per tile. `public=true` takes in shared, partner and public
 * venues an event of this workspace may be attached to.
 */
export async function getVenueAddresses(aggregate: string, ids: string[], reset = false): Promise<VenueAddressRow[]> {
  const rows: VenueAddressRow[] = [];
  for (let at = 0; at < ids.length; at += MAX_LIST_IDS) {
    const page = { aggregate, withPublic: true, ids: ids.slice(at, at + MAX_LIST_IDS), limit: MAX_LIST_IDS, offset: 0, fields: ADDRESS_FIELDS };
    rows.push(...(await venues.page(page, reset)));
  }
  return rows;
}

/** One venue's address (the event page's location pipe). */
export function getVenueAddress(aggregate: string, id: string): Promise<VenueAddressRow> {
  return api.get<VenueAddressRow>(`/api/2.0/media-venues/${encodeURIComponent(id)}?${queryOf({ aggregate, fields: ADDRESS_FIELDS })}`);
}
