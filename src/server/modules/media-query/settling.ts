import { READING_REACH_MS } from '../../../domain/attribution/impressions.js';
import { groupPlays, LATE_AFTER_MS, lastSettleableDay } from '../../../domain/attribution/play-groups.js';
import { addDays, dayStart, knownZone, localDay, nextDay } from '../../../domain/audience/zone-days.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { startSweep } from '../../sweep.js';
import { measuredPlays } from './impressions.js';
import * as repo from './repo-measured.js';

/** Days settled in one transaction: a workspace's first settling of a long history goes a week at a time. */
const CHUNK_DAYS = 7;
/** How long a play is taken to last at most when a late reading's days are looked for (plays are seconds to minutes). */
const LONGEST_PLAY_MS = 86_400_000;

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Works out the workspace's groups of the days `from`..`to` from plays and readings, and puts them in place of its rows. */
async function settleDays(tx: Tx, ws: { tenantId: string; aggregateId: string; zone: string }, from: string, to: string) {
  const groups = groupPlays(await measuredPlays(tx, ws, { from, to }));
  await repo.replaceGroups(tx, ws.tenantId, ws.aggregateId, { from, to }, groups);
}

/**
 * Settles the workspace's days up to the last that may be: each one over for SETTLE_GRACE_MS in its zone, and its plays
 * ended long enough ago that a reading arriving on time could not change them. A changed zone starts it over.
 */
async function settleWorkspace(ctx: Ctx, w: repo.Workspace, now: number): Promise<number> {
  const zone = knownZone(w.zone);
  const last = lastSettleableDay(now, zone);
  if (w.settled?.zone === zone && w.settled.through !== null && w.settled.through >= last) return 0;
  let settledDays = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const ws = { tenantId: w.tenantId, aggregateId: w.aggregateId, zone };
      let state = await repo.lockSettled(tx, w.tenantId, w.aggregateId, zone);
      if (state.zone !== zone) {
        await repo.replaceGroups(tx, w.tenantId, w.aggregateId, null, []);
        state = { zone, through: null };
      }
      let from = state.through === null ? null : nextDay(state.through);
      if (from === null) {
        const first = await repo.firstPlay(tx, w.tenantId, w.aggregateId, null);
        from = first === null ? nextDay(last) : localDay(first, zone);
      }
      let to = addDays(from, CHUNK_DAYS - 1) < last ? addDays(from, CHUNK_DAYS - 1) : last;
      // A day whose plays ended too recently waits (a reading on time could still reach them).
      while (to >= from) {
        const end = await repo.lastEnd(tx, w.tenantId, w.aggregateId, dayStart(from, zone), dayStart(nextDay(to), zone));
        if (end === null || end + 2 * READING_REACH_MS + LATE_AFTER_MS < now) break;
        to = addDays(to, -1);
      }
      if (to >= from) {
        await settleDays(tx, ws, from, to);
        settledDays += 1 + Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
      }
      const through = to >= from ? to : state.through === null && from > last ? last : state.through;
      await repo.markSettled(tx, w.tenantId, w.aggregateId, { zone, through });
      return through === null || through >= last || to < from;
    });
    if (done) return settledDays;
  }
}

/** Settles again the settled days that late readings, late plays and changed anchors bear on. */
async function settleLate(ctx: Ctx, limit = 500): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const spans = await repo.takeLate(tx, limit);
    const byWorkspace = new Map<string, repo.LateSpan[]>();
    for (const s of spans) {
      const key = `${s.tenantId} ${s.aggregateId}`;
      const list = byWorkspace.get(key);
      if (list) list.push(s);
      else byWorkspace.set(key, [s]);
    }
    const zones = new Map((await repo.workspaces(tx)).map((w) => [`${w.tenantId} ${w.aggregateId}`, knownZone(w.zone)]));
    for (const [key, list] of byWorkspace) {
      const { tenantId, aggregateId } = list[0];
      const zone = zones.get(key);
      // Under the workspace's lock: a sweep settling its days meanwhile has committed them, and they are settled again.
      const state = zone ? await repo.lockSettled(tx, tenantId, aggregateId, zone) : null;
      if (!state?.through || state.zone !== zone) continue;
      // A reading bears on plays within two reaches of it; a play starts at most LONGEST_PLAY_MS before it reaches one.
      const first = await repo.firstPlay(tx, tenantId, aggregateId, null);
      if (first === null) continue;
      const firstDay = localDay(first, state.zone);
      const days = new Set<string>();
      for (const s of list) {
        const to = localDay(s.to + 2 * READING_REACH_MS, state.zone);
        const from = localDay(s.from - 2 * READING_REACH_MS - LONGEST_PLAY_MS, state.zone);
        for (let day = from < firstDay ? firstDay : from; day <= to && day <= state.through; day = nextDay(day)) days.add(day);
      }
      const sorted = [...days].sort();
      // Runs of consecutive days, a week at most each.
      for (let i = 0; i < sorted.length;) {
        let j = i;
        while (j + 1 < sorted.length && sorted[j + 1] === nextDay(sorted[j]) && j - i + 1 < CHUNK_DAYS) j++;
        await settleDays(tx, { tenantId, aggregateId, zone: state.zone }, sorted[i], sorted[j]);
        i = j + 1;
      }
    }
    return spans.length;
  });
}

/**
 * One sweep of the measured-play rollup (docs/decisions/0099-measured-impressions-rollup.md): late data first,
 * then every workspace's newly settleable days. Idempotent; two servers sweeping at once wait on each workspace's row.
 */
export async function settleMeasuredPlays(ctx: Ctx): Promise<{ late: number; days: number }> {
  const now = ctx.clock.now();
  let late = 0;
  for (let n = await settleLate(ctx); n > 0; n = await settleLate(ctx)) late += n;
  let days = 0;
  for (const w of await repo.workspaces(ctx.db)) days += await settleWorkspace(ctx, w, now);
  return { late, days };
}

/** Sweeps every `ms` on this server (MEASURED_SWEEP_MS; 0: off). */
export const startMeasuredSweep = (ctx: Ctx, ms: number, onError: (error: unknown) => void) =>
  startSweep('measured-play-sweep', ms, () => settleMeasuredPlays(ctx), onError);
