/** The signage page's queries, by workspace: a write refreshes the part it changed (and what shows it). */
export const signageKey = (aggregateId: string, part: 'media' | 'playlists' | 'displays' | 'plays' | 'override' | 'assets', ...more: unknown[]) =>
  ['signage', aggregateId, part, ...more] as const;

export const BASE = '/api/2.0/zeetaminds';
export const at = (aggregateId: string) => `aggregate=${encodeURIComponent(aggregateId)}`;
