import { createApiClient } from './api-client';
import { queryClient } from './query-client';
import { getSession, markSessionExpired, saveTokens } from './session';
import { xhrUpload } from './xhr-upload';

/**
 * The console's one API client, reading its tokens from the session. Any write may add to a shown History (a creative's
 * card changes its creative's), so the History sections on screen read theirs again after each.
 */
export const api = createApiClient({
  onWrite: () => void queryClient.invalidateQueries({ queryKey: ['audit-history'] }),
  fetch: (input, init) => globalThis.fetch(input, init),
  upload: xhrUpload,
  tokens: {
    accessToken: () => getSession().accessToken,
    refreshToken: () => getSession().refreshToken,
    saveTokens,
    refreshFailed: markSessionExpired,
  },
});
