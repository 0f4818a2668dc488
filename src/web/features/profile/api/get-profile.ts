import type { Profile } from '../../../../domain/profiles/profile';
import { api } from '../../../lib/api';

export const profileQueryKey = (idOrKey: string) => ['profile', idOrKey] as const;

/** `GET /api/1.0/profiles/{id|key}` (the own profile's key is the token's subject). */
export function getProfile(idOrKey: string): Promise<Profile> {
  return api.get<Profile>(`/api/1.0/profiles/${encodeURIComponent(idOrKey)}`);
}
