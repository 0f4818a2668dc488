import type { PlayerManifest } from '../../domain/signage/player/manifest.js';
import type { PlayRecord, PlaysAnswer } from '../../domain/signage/player/plays.js';

/** The server could not be reached or could not answer (no answer, 5xx, 429): the player backs off and tries again. */
export class Unreachable extends Error {
  constructor(
    message: string,
    /** Seconds the server asked to wait (Retry-After), when it said. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}
/** 401 player_unpaired: the credential is wrong, revoked or its display deleted. */
export class Unpaired extends Error {}
/** The server answered and refused the request itself (a 4xx): no outage, but the request must not be dropped either. */
export class Refused extends Error {}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    // The player keeps its own copies (Cache Storage) and validators; the HTTP cache would only hide 304s.
    res = await fetch(path, { cache: 'no-store', ...init });
  } catch (error) {
    throw new Unreachable(error instanceof Error ? error.message : String(error));
  }
  if (res.status >= 500 || res.status === 429 || res.status === 408) {
    const after = Number(res.headers.get('retry-after'));
    throw new Unreachable(`${path} answered ${res.status}`, Number.isFinite(after) && after > 0 ? after : null);
  }
  if (res.status === 401) throw new Unpaired(`${path} answered 401`);
  return res;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A time the API answers as epoch ms or as an ISO string. */
export const epochOf = (t: number | string) => (typeof t === 'number' ? t : Date.parse(t));

export interface Pairing {
  code: string;
  secret: string;
  expiresAt: number;
}

export async function createPairing(): Promise<Pairing> {
  const res = await call('/player/api/pairings', json({}));
  if (res.status !== 201 && res.status !== 200) throw new Unreachable(`pairing answered ${res.status}`);
  const body = (await res.json()) as { code: string; secret: string; expiresAt: number | string };
  return { code: body.code, secret: body.secret, expiresAt: epochOf(body.expiresAt) };
}

export type PairingState = { status: 'pending' } | { status: 'claimed'; credential: string } | { status: 'gone' };

/** Whether staff have claimed the code; 'gone' when the server no longer knows it (expired, collected, unknown). */
export async function pairingState(p: Pairing): Promise<PairingState> {
  const res = await call(`/player/api/pairings/${encodeURIComponent(p.code)}`, { headers: { authorization: `Pairing ${p.secret}` } });
  if (res.status === 404) return { status: 'gone' };
  if (!res.ok) throw new Unreachable(`pairing state answered ${res.status}`);
  const body = (await res.json()) as { status: string; credential?: string };
  return body.status === 'claimed' && body.credential ? { status: 'claimed', credential: body.credential } : { status: 'pending' };
}

const player = (credential: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Player ${credential}` },
});

/** The manifest, or 'unchanged' when the server confirms the copy of `etag` (304). */
export async function getManifest(credential: string, etag: string | null): Promise<{ manifest: PlayerManifest; etag: string } | 'unchanged'> {
  const res = await call('/player/api/manifest', player(credential, { headers: etag ? { 'if-none-match': etag } : {} }));
  if (res.status === 304) return 'unchanged';
  if (!res.ok) throw new Unreachable(`manifest answered ${res.status}`);
  return { manifest: (await res.json()) as PlayerManifest, etag: res.headers.get('etag') ?? '' };
}

export interface Heartbeat {
  playerVersion: string;
  playing: { mediaId: string; since: number } | null;
  offlineSince: number | null;
}

export async function sendHeartbeat(credential: string, beat: Heartbeat): Promise<void> {
  const res = await call('/player/api/heartbeats', player(credential, json(beat)));
  if (!res.ok) throw new Unreachable(`heartbeat answered ${res.status}`);
}

export async function sendPlays(credential: string, plays: PlayRecord[]): Promise<PlaysAnswer> {
  const res = await call('/player/api/plays', player(credential, json({ plays })));
  // The plays stay buffered and go again with the next batch; the link stays up.
  if (!res.ok) throw new Refused(`plays answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as PlaysAnswer;
}
