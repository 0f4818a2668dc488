import { createApiClient } from './api-client';
import { getSession, markSessionExpired, saveTokens } from './session';

/** The console's one API client, reading its tokens from the session. */
export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  tokens: {
    accessToken: () => getSession().accessToken,
    refreshToken: () => getSession().refreshToken,
    saveTokens,
    refreshFailed: markSessionExpired,
  },
});
