/** A failed request is tried again after 30 s, then 60 s, then every 120 s until one succeeds (docs/signage-player.md). */
export const RETRY_DELAYS_MS = [30_000, 60_000, 120_000] as const;

export const retryDelay = (failures: number) => (failures <= 0 ? 0 : RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1]);

/** The player's link to the server: up, or down since `downSince` with the next try due at `retryAt`. */
export interface LinkState {
  failures: number;
  downSince: number | null;
  retryAt: number;
}

export const LINK_UP: LinkState = { failures: 0, downSince: null, retryAt: 0 };

/** A request failed at `now` (no answer, or the server could not answer). */
export const linkFailed = (link: LinkState, now: number): LinkState => {
  const failures = link.failures + 1;
  return { failures, downSince: link.downSince ?? now, retryAt: now + retryDelay(failures) };
};

/** Whether a request may go out at `now`: always while up; while down, once the back-off has passed. */
export const mayTry = (link: LinkState, now: number) => link.failures === 0 || now >= link.retryAt;

/** How long to wait before the next request that was due at `due`: later when the back-off says so. */
export const waitBefore = (link: LinkState, due: number, now: number) => Math.max(0, (link.failures === 0 ? due : Math.max(due, link.retryAt)) - now);
