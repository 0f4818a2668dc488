import { nextRun, type Frequency } from '../../../domain/reports/schedules.js';
import type { AppContext } from '../../context.js';
import { startSweep } from '../../sweep.js';
import { workspaceZone } from '../media-query/index.js';
import * as repo from './repo-schedules.js';
import { produce } from './schedules.js';

/** Long enough for a large export; a server that dies mid-run frees its rows when this passes. */
export const LEASE_MS = 15 * 60_000;

/**
 * One sweep: leases due schedules and produces each for the run it was due at. A schedule whose runs were
 * missed (every server down) is produced once, for the newest missed run only, then set to its next run after now.
 */
export async function sweepReports(ctx: AppContext, limit = 5): Promise<number> {
  const now = ctx.clock.now();
  const due = await repo.leaseDue(ctx.db, new Date(now), LEASE_MS, limit);
  for (const row of due) {
    const zone = await workspaceZone(ctx, row.tenantId, row.aggregateId);
    const schedule = { frequency: row.frequency as Frequency, timeOfDay: row.timeOfDay, dayOf: row.dayOf };
    // The newest run not after now: a row due days ago reports on the days before now, once.
    let runAt = row.nextRunAt.getTime();
    for (let next = nextRun(schedule, runAt, zone).getTime(); next <= now; next = nextRun(schedule, next, zone).getTime()) runAt = next;
    let lastError: string | null = null;
    try {
      await produce(ctx, row, runAt);
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await repo.settleRun(ctx.db, row, { nextRunAt: nextRun(schedule, Math.max(now, runAt), zone), lastRunAt: new Date(runAt), lastError });
  }
  return due.length;
}

/** Sweeps every `ms` until stopped; a sweep still running skips the next tick. */
export const startReportSweep = (ctx: AppContext, ms: number, onError: (error: unknown) => void) =>
  startSweep('report-sweep', ms, () => sweepReports(ctx), onError);
