import { ApiError } from './api-error';
import { api } from './api';

/**
 * `GET /api/1.0/profiles/phone/{phone}` (docs/product/campaigns-venues-events.md §7): the id of the profile with this
 * phone, or '' when nobody has it (the 404 is not an error here). Other failures are thrown.
 */
export async function getProfileIdByPhone(phone: string): Promise<string> {
  try {
    const profile = await api.get<{ id: string }>(`/api/1.0/profiles/phone/${encodeURIComponent(phone)}`, { reset: true });
    return profile.id ?? '';
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return '';
    throw e;
  }
}
