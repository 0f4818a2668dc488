/** The Cache Storage the page and its service worker share (docs/signage-player.md "The player page"). */
export const PLAYER_CACHES = {
  /** The page and its scripts, kept by the service worker. */
  shell: 'sdm-player-shell',
  /** Every media file of the last manifest, by URL; the service worker answers the screen's requests from it. */
  media: 'sdm-player-media',
  /** The last manifest with its ETag and when it was fetched. */
  data: 'sdm-player-data',
} as const;

/** The page's own address: /player, /player/ and /player?… are one page. */
export const PLAYER_PAGE = '/player';
/** Where the cached media remembers the manifest's ETag of the file it holds. */
export const MEDIA_ETAG_HEADER = 'x-sdm-media-etag';
