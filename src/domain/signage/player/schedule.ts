import type { PlayerItem, PlayerManifest, PlayerMedia } from './manifest.js';

/** Where the player is in its playlist: the row it played last and which of its `freq` repeats that was. */
export interface SchedulePosition {
  rowId: string;
  playOrder: number;
  round: number;
}

/** What to show next: a playlist row (round 1…freq), the override's media, or the override's message. */
export type Slot =
  { type: 'row'; item: PlayerItem; round: number } | { type: 'override-media'; media: PlayerMedia } | { type: 'override-message'; message: string };

/** Whether a row may be shown at `now`: from its startAt up to (not including) its expiryAt. */
export const inWindow = (item: Pick<PlayerItem, 'startAt' | 'expiryAt'>, now: number) => item.startAt <= now && now < item.expiryAt;

/** The rows in play order; rows of one play order keep the manifest's order. */
export const inPlayOrder = (items: readonly PlayerItem[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.playOrder - b.item.playOrder || a.index - b.index)
    .map(({ item }) => item);

/**
 * The next slot after `last` at `now`. An override replaces the playlist. A row plays `freq` times in a row; then the
 * next row in play order within its window follows (after the last row, the first again). A row no longer in the
 * manifest continues with the first row ordered after it. Null when nothing may play now.
 */
export function nextSlot(manifest: PlayerManifest, last: SchedulePosition | null, now: number): Slot | null {
  const { override } = manifest;
  if (override?.media) return { type: 'override-media', media: override.media };
  if (override?.message) return { type: 'override-message', message: override.message };
  const rows = inPlayOrder(manifest.items);
  if (rows.length === 0) return null;
  const at = last ? rows.findIndex((r) => r.rowId === last.rowId) : -1;
  if (last && at >= 0 && last.round < Math.max(1, rows[at].freq) && inWindow(rows[at], now)) return { type: 'row', item: rows[at], round: last.round + 1 };
  // The row after the last one played, or (when it is gone) the first ordered after it.
  const from = !last
    ? 0
    : at >= 0
      ? at + 1
      : Math.max(
          0,
          rows.findIndex((r) => r.playOrder > last.playOrder),
        );
  for (let step = 0; step < rows.length; step++) {
    const item = rows[(from + step) % rows.length];
    if (inWindow(item, now)) return { type: 'row', item, round: 1 };
  }
  return null;
}

/** The position a played row leaves the schedule in. */
export const positionAfter = (slot: Slot, before: SchedulePosition | null): SchedulePosition | null =>
  slot.type === 'row' ? { rowId: slot.item.rowId, playOrder: slot.item.playOrder, round: slot.round } : before;

/** The soonest moment after `now` when a row enters its window: when a player with nothing to play looks again. */
export function nextWindowOpens(items: readonly PlayerItem[], now: number): number | null {
  const later = items.filter((i) => i.startAt > now && i.startAt < i.expiryAt).map((i) => i.startAt);
  return later.length ? Math.min(...later) : null;
}
