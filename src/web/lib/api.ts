import { createApiClient } from './api-client';
import { getSession, markSessionExpired, saveTokens } from './session';
import { xhrUpload } from './xhr-upload';

const writeListeners = new Set<() => void>();

/**
 * Tells `listener` after each write of the API client. The query client registers itself here (lib/query-client.ts),
 * so that this module, which the landing and sign-in pages use, does not bring TanStack Query into their first load.
 */
export function afterEachWrite(listener: () => void): void {
  writeListeners.add(listener);
}

/**
 * The console's one API client, reading its tokens from the session. Any write may add to a shown History (a creative's
 * card changes its creative's), so the History sections on screen read theirs again after each (lib/query-client.ts).
 */
export const api = createApiClient({
  onWrite: () => writeListeners.forEach((listener) => listener()),
  fetch: (input, init) => globalThis.fetch(input, init),
  upload: xhrUpload,
  tokens: {
    accessToken: () => getSession().accessToken,
    refreshToken: () => getSession().refreshToken,
    saveTokens,
    refreshFailed: markSessionExpired,
  },
});
