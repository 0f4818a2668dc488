import { fromEntries, isExpired as expired, sessionFromTokens, toEntries, type SessionValues } from './session-values';
import type { TokenResponse } from '../../domain/iam/oauth';

export type { SessionValues } from './session-values';

const STORAGE_KEY = 'sdm-console.session';
type Listener = () => void;

const listeners = new Set<Listener>();
let values: SessionValues = load();
let expiredNotice = false;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function load(): SessionValues {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    return raw ? fromEntries(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The current session values (a new object after every change, so React can compare). */
export function getSession(): SessionValues {
  return values;
}

/** Changes some session values and stores the whole session as a list of entries. */
export function updateSession(patch: Partial<SessionValues>): void {
  values = { ...values, ...patch };
  storage()?.setItem(STORAGE_KEY, JSON.stringify(toEntries(values)));
  emit();
}

/** Keeps the tokens of a sign-in or refresh answer. */
export function saveTokens(tokens: TokenResponse): void {
  updateSession(sessionFromTokens(tokens));
}

/** True when the access token is missing or has expired. */
export function isExpired(now = Date.now()): boolean {
  return expired(values, now);
}

/** Forgets everything about the signed-in user. */
export function logoff(): void {
  values = {};
  expiredNotice = false;
  storage()?.removeItem(STORAGE_KEY);
  emit();
}

/** Raised when a call needed a token refresh and the refresh was refused: the shell tells the user. */
export function markSessionExpired(): void {
  if (!values.accessToken) return;
  expiredNotice = true;
  emit();
}

export function isSessionExpiredNoticed(): boolean {
  return expiredNotice;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
