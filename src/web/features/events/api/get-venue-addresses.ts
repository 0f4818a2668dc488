import type { VenueAddress } from '../../../../domain/events/pipes';
import { MAX_LIST_IDS } from '../../../../domain/common/list-query';
import { itemResource } from '../../../lib/resource';

export type VenueAddressRow = VenueAddress & { id: string; name: string };

// docs/product/creatives-assets-signage.md §7: an event reads its venue with 'name locality city state'.
const ADDRESS_FIELDS = 'id name locality city state';

const venues = itemResource<VenueAddressRow>('venue', '/api/2.0/media-venues');

/**
 * The addresses of the venues `ids` (the venues of the listed events) in calls of up to MAX_LIST_IDS ids,
 * instead of one call per tile. `public=true` takes in shared, partner and public venues an event of this
 * workspace may be attached to.
 */
export async function getVenueAddresses(aggregate: string, ids: string[], reset = false): Promise<VenueAddressRow[]> {
  const rows: VenueAddressRow[] = [];
  for (let at = 0; at < ids.length; at += MAX_LIST_IDS) {
    const page = { withPublic: true, ids: ids.slice(at, at + MAX_LIST_IDS), limit: MAX_LIST_IDS, offset: 0, fields: ADDRESS_FIELDS };
    rows.push(...(await venues.list(aggregate, page, reset)));
  }
  return rows;
}

/** One venue's address (the event page's location pipe). */
export function getVenueAddress(aggregate: string, id: string): Promise<VenueAddressRow> {
  return venues.get(aggregate, id, false, ADDRESS_FIELDS);
}
