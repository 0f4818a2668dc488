import type { Profile } from '../../../domain/profiles/profile.js';
import type { ProfileRow } from './repo.js';

export const presentProfile = (p: ProfileRow): Profile => ({
  id: p.id,
  key: p.key,
  name: p.name,
  emails: p.emails,
  phones: p.phones,
  avatar: p.avatar,
  identity: p.identity,
  enabled: p.enabled,
  blocked: p.blocked,
  createdOn: p.createdOn.toISOString(),
  updatedOn: p.updatedOn.toISOString(),
});

/** What a colleague may learn from a phone look-up: who it is, nothing more. */
export const presentProfileSummary = (p: ProfileRow) => ({ id: p.id, key: p.key, name: p.name });
