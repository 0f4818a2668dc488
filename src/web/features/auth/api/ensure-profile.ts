import type { Profile } from '../../../../domain/profiles/profile';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import type { UserInfo } from '../../../../domain/iam/oauth';

/** The signed-in user's profile; created from the identity's names when there is none yet (404). */
export async function ensureProfile(info: UserInfo): Promise<Profile> {
  try {
    return await api.get<Profile>(`/api/1.0/profiles/${encodeURIComponent(info.sub)}`, { reset: true });
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 404) throw e;
  }
  const firstName = info.given_name || info.preferred_username || 'User';
  const lastName = info.family_name || firstName;
  return api.post<Profile>('/api/1.0/profiles', {
    key: info.sub,
    name: { firstName, lastName, displayName: info.given_name || firstName },
  });
}
