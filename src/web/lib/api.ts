import { createApiClient } from './api-client';
import { getSession, markSessionExpired, saveTokens } from './session';
import { xhrUpload } from './xhr-upload';

/** The console's one API client, reading its tokens from the session. */
export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  upload: xhrUpload,
  tokens: {
    accessToken: () => getSession().accessToken,
    refreshToken: () => getSession().refreshToken,
    saveTokens,
    refreshFailed: markSessionExpired,
  },
});
