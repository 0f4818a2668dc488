import type { VenueAddress } from '../../../../domain/events/pipes';
import { api } from '../../../lib/api';

export type VenueAddressRow = VenueAddress & { id: string; name: string };

// Spec 03 §7: an event reads its venue with 'name locality city state'.
const ADDRESS_FIELDS = 'id name locality city state';

/**
 * The addresses of the venues `ids` (the venues of the listed events) in calls of up to 200 ids, the
 * API's `ids=` limit, instead of one call per tile. `public=true` takes in shared, partner and public
 * venues an event of this workspace may be attached to.
 */
export async function getVenueAddresses(aggregate: string, ids: string[], reset = false): Promise<VenueAddressRow[]> {
  const rows: VenueAddressRow[] = [];
  for (let at = 0; at < ids.length; at += 200) {
    const query = new URLSearchParams({ aggregate, public: 'true', ids: ids.slice(at, at + 200).join(','), limit: '200', fields: ADDRESS_FIELDS });
    rows.push(...(await api.get<VenueAddressRow[]>(`/api/2.0/media-venues?${query}`, { reset })));
  }
  return rows;
}

/** One venue's address (the event page's location pipe). */
export function getVenueAddress(aggregate: string, id: string): Promise<VenueAddressRow> {
  const query = new URLSearchParams({ aggregate, fields: ADDRESS_FIELDS });
  return api.get<VenueAddressRow>(`/api/2.0/media-venues/${encodeURIComponent(id)}?${query}`);
}
