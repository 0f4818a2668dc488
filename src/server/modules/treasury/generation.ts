import type { FastifyBaseLogger } from 'fastify';
import { Privilege } from '../../../domain/access/levels.js';
import { runAsAction, runAsSystem } from '../../audit/context.js';
import { instrumentCodeList } from '../../../domain/treasury/codes.js';
import { parseSerial } from '../../../domain/treasury/serials.js';
import type { InstrumentInfo, Redeemer } from '../../../domain/treasury/ti-detail.js';
import { TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { profileIdOf } from '../profiles/index.js';
import { locateBatch, presentBatches } from './batches.js';
import { locateDetail } from './locate.js';
import * as repo from './repo-details.js';
import * as gen from './repo-generation.js';

/**
 * Instruments one transaction writes, with the batch's count: large enough that a million is fifty
 * statements, small enough that a chunk's codes and the statement stay a few megabytes.
 */
export const GENERATION_CHUNK = 20_000;
/** How long a job's hold on its batch lasts without a chunk renewing it; a dead server's batch is resumed after it. */
export const GENERATION_LEASE_MS = 15_000;
/** How often a server looks for batches whose lease has run out. */
export const GENERATION_SWEEP_MS = 5_000;
// Redraws of codes a chunk found taken: with 79 bits per code a second redraw is already unheard of.
const MAX_REDRAWS = 10;

/**
 * Generates batches in the background, one chunk per transaction (docs/treasury.md "Generation"). A job
 * claims its batch (exactly one claimer wins), writes chunks that each count themselves into the batch and
 * renew the lease, and gives the lease up when the server stops. Batches whose lease ran out (a killed
 * server) are claimed again by the sweep at start and every few seconds, resuming at their count.
 */
export class GenerationRunner {
  private readonly jobs = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Its sweep's writes are the system's; a batch claimed by a request is generated under that request's caller. */
  start(): void {
    runAsSystem('treasury-generation', () => {
      void this.sweep();
      this.timer = setInterval(() => void this.sweep(), GENERATION_SWEEP_MS);
      this.timer.unref();
    });
  }

  /** Stops taking work, ends the running jobs after their current chunk and gives their leases up. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled(this.jobs.values());
  }

  /** Resumes abandoned batches (their lease ran out). */
  async sweep(): Promise<void> {
    if (this.stopping) return;
    try {
      for (const b of await gen.abandonedBatches(this.ctx.db)) await this.claim(b.tenantId, b.uid, null);
    } catch (err) {
      this.log.warn({ err }, 'treasury generation sweep failed; the next sweep tries again');
    }
  }

  /** Claims a batch and starts its job: the job (`done` when it ends), or null when the batch is not this caller's to generate. */
  claim(tenantId: string, uid: string, by: string | null): Promise<{ done: Promise<void> } | null> {
    return runAsAction('generate', () => this.claimAs(tenantId, uid, by));
  }

  private async claimAs(tenantId: string, uid: string, by: string | null): Promise<{ done: Promise<void> } | null> {
    if (this.stopping || this.jobs.has(`${tenantId}/${uid}`)) return null;
    const batch = await gen.claimBatch(this.ctx.db, tenantId, uid, by, GENERATION_LEASE_MS);
    if (!batch) return null;
    const key = `${tenantId}/${uid}`;
    const job = this.run(batch)
      .catch((err) => this.log.error({ err, batch: uid }, 'treasury generation stopped; the batch resumes when its lease runs out'))
      .finally(() => this.jobs.delete(key));
    this.jobs.set(key, job);
    return { done: job };
  }

  private async run(batch: repo.BatchRow): Promise<void> {
    const start = parseSerial(batch.serialNumber);
    if (!start) throw new Error(`batch ${batch.uid} has no usable start serial`);
    let from = batch.generatedCount;
    while (from < batch.numberOfTickets) {
      if (this.stopping) {
        await gen.releaseLease(this.ctx.db, batch.tenantId, batch.uid);
        return;
      }
      const count = Math.min(GENERATION_CHUNK, batch.numberOfTickets - from);
      const chunk: gen.Chunk = {
        tenantId: batch.tenantId,
        uid: batch.uid,
        from,
        count,
        ...start,
        seats: batch.seats ? batch.seats.slice(from, from + count) : null,
        leaseMs: GENERATION_LEASE_MS,
      };
      const kept = await this.ctx.db.transaction(async (tx) => {
        if (!(await gen.advanceBatch(tx, chunk))) return false;
        let written = await gen.writeRange(tx, chunk, instrumentCodeList(count));
        for (let redraw = 0; written < count; redraw++) {
          if (redraw === MAX_REDRAWS) throw new Error(`batch ${batch.uid}: codes kept colliding`);
          const missing = await gen.missingSeqs(tx, chunk);
          written += await gen.writeSeqs(tx, chunk, missing, instrumentCodeList(missing.length));
        }
        return true;
      });
      // Another server holds the batch now (this one's lease ran out meanwhile): it goes on from its count.
      if (!kept) return;
      from += count;
    }
  }
}

const runners = new WeakMap<AppContext, GenerationRunner>();

export function generationRunner(ctx: AppContext, log: FastifyBaseLogger): GenerationRunner {
  let runner = runners.get(ctx);
  if (!runner) runners.set(ctx, (runner = new GenerationRunner(ctx, log)));
  return runner;
}

const runnerOf = (ctx: AppContext) => {
  const runner = runners.get(ctx);
  if (!runner) throw new Error('the treasury generation runner is not started');
  return runner;
};

/**
 * Generation needs a redeemer on the batch (docs/product/campaigns-venues-events.md §5: redeemer mobile is required).
 */
function checkGeneratable(batch: repo.BatchRow): void {
  if (!(batch.redeemers as unknown as Redeemer[]).length) throw badRequest(M.redeemerRequired);
}

/**
 * Starts the given batches (configured ones, or abandoned ones) and, when all that is left fits one chunk,
 * waits for them: a small batch is generated when the answer comes, a large one is being generated.
 * True when this call started any.
 */
async function startBatches(ctx: AppContext, actor: Actor, batches: repo.BatchRow[]): Promise<boolean> {
  // The generator's profile (transactionOwner); a staff member without one is left blank rather than named by another id.
  const by = await profileIdOf(ctx, actor);
  const left = batches.reduce((n, b) => n + (b.numberOfTickets - b.generatedCount), 0);
  const jobs: Promise<void>[] = [];
  for (const b of batches) {
    const job = await runnerOf(ctx).claim(b.tenantId, b.uid, by);
    if (job) jobs.push(job.done);
  }
  if (left <= GENERATION_CHUNK) await Promise.all(jobs);
  return jobs.length > 0;
}

/** POST …/instrument-info/{infoId}/instruments (EDITOR): generates the batch once; a repeat answers where it stands. */
export async function generateBatch(ctx: AppContext, actor: Actor, detailId: string, uid: string): Promise<{ started: boolean; batch: InstrumentInfo }> {
  const { tenant, detail, batch } = await locateBatch(ctx, actor, detailId, uid, Privilege.EDITOR);
  if (batch.generation === 'configured') checkGeneratable(batch);
  const started = batch.generation === 'generated' ? false : await startBatches(ctx, actor, [batch]);
  const now = (await presentBatches(ctx, tenant.id, [detail.id])).get(detail.id)!.find((b) => b.uid === uid)!;
  return { started, batch: now };
}

/** POST /ti-details/{id}/instruments (EDITOR): generates every batch of the detail not generated yet. */
export async function generateDetail(ctx: AppContext, actor: Actor, detailId: string): Promise<{ started: boolean; instrumentInfo: InstrumentInfo[] }> {
  const { tenant, detail } = await locateDetail(ctx, actor, detailId, Privilege.EDITOR);
  const batches = await repo.batchesOf(ctx.db, tenant.id, [detail.id]);
  if (!batches.length) throw badRequest('Add a category before generating');
  const pending = batches.filter((b) => b.generation !== 'generated');
  for (const b of pending) if (b.generation === 'configured') checkGeneratable(b);
  const started = pending.length ? await startBatches(ctx, actor, pending) : false;
  return { started, instrumentInfo: (await presentBatches(ctx, tenant.id, [detail.id])).get(detail.id) ?? [] };
}
