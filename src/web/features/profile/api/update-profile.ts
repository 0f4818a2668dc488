import type { Profile, ProfilePatch } from '../../../../domain/profiles/profile';
import { api } from '../../../lib/api';

/** `PUT /api/1.0/profiles/{id}` with the changed fields plus the id; answers the stored profile. */
export function updateProfile(id: string, changes: Omit<ProfilePatch, 'id'>): Promise<Profile> {
  return api.put<Profile>(`/api/1.0/profiles/${encodeURIComponent(id)}`, { ...changes, id });
}
