/**
 * What a player's requests need of its display, kept per server (the context's `playerStates`): the credential's
 * hash to check and what the manifest's ETag is made of. A type of its own so that the caches can name it without
 * reaching into the signage module's code.
 */
export type PlayerState = {
  credentialHash: string | null;
  /** The display's name: its player's writes are recorded under it (docs/decisions/0120-audit-context.md). */
  name: string;
  aggregateId: string;
  updatedOn: Date;
  playlistVersion: number | null;
  overrideVersion: number | null;
};
