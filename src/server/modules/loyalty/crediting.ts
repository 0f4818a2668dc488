import {
  bestCandidate,
  keptCounts,
  TALLY_DAYS_KEPT,
  ruleMatches,
  ruleOffer,
  withinCaps,
  type Candidate,
  type GratificationCard,
  type RuleOffer,
} from '../../../domain/loyalty/earning.js';
import { expiresOn } from '../../../domain/loyalty/expiry.js';
import type { EarningRule, ProgramDoc } from '../../../domain/loyalty/program.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { creativePartsOf } from '../creative-parts/index.js';
import { appendEarnings } from '../wallets/index.js';
import * as repo from './repo.js';
import { docOfRow } from './service.js';

interface LiveProgram {
  id: string;
  projectId: string;
  since: string;
  doc: ProgramDoc;
}

/** A waiting action with what each program's matching rules offer it before caps. */
interface Offered {
  due: repo.DueAction;
  projectId: string;
  offers: { program: LiveProgram; rule: EarningRule; offer: RuleOffer }[];
}

/** A batch's ledger entry for one profile and program: its credits' points, named by its first action; once written, where. */
interface BatchEntry {
  profileId: string;
  program: LiveProgram;
  source: string;
  points: number;
  actions: number;
  written?: { walletId: string; seq: number };
}

/**
 * What one sweep reads once: each creative's gratification cards (read by the transaction that first needs them: on
 * PGlite, one connection, a read beside an open transaction would wait for it).
 */
class SweepCache {
  private cards = new Map<string, Promise<GratificationCard[]>>();

  cardsOf(tx: Tx, tenantId: string, creativeId: string | null): Promise<GratificationCard[]> {
    if (!creativeId) return Promise.resolve([]);
    const key = `${tenantId}/${creativeId}`;
    if (!this.cards.has(key))
      this.cards.set(
        key,
        creativePartsOf({ db: tx }, tenantId, creativeId).then((p) => p.campaignActions),
      );
    return this.cards.get(key)!;
  }
}

/**
 * Each workspace's enabled programs, read once a batch, after its part's lock: a program change that makes a rule keep
 * counters it did not takes every part's lock to count them from the earnings (repo.countRulesAgain), so a batch sees
 * either the rules before the change, and commits before that count, or those after it.
 */
class BatchPrograms {
  private programs = new Map<string, Promise<LiveProgram[]>>();

  of(tx: Tx, tenantId: string, aggregateId: string) {
    const key = `${tenantId}/${aggregateId}`;
    if (!this.programs.has(key))
      this.programs.set(
        key,
        repo
          .enabledPrograms(tx, tenantId, aggregateId)
          .then((rows) => rows.map((r) => ({ id: r.id, projectId: r.projectId, since: r.createdOn.toISOString(), doc: docOfRow(r) }))),
      );
    return this.programs.get(key)!;
  }
}

/** A profile and program: what a tally, and a batch's ledger entry, is kept for. */
const tallyKey = (profileId: string, programId: string) => `${profileId}|${programId}`;

/** The buckets of a rule's tally a credit adds one to, of those the rule keeps (keptCounts): in all, of its creative, of its day. */
function bucketsOf(rule: EarningRule, due: Pick<repo.DueAction, 'day' | 'creativeId'>): string[] {
  const kept = keptCounts(rule);
  const buckets: string[] = [];
  if (kept.total) buckets.push(`${rule.id}|`);
  if (kept.perCreative && due.creativeId) buckets.push(`${rule.id}|c:${due.creativeId}`);
  if (kept.perDay) buckets.push(`${rule.id}|d:${due.day}`);
  return buckets;
}

/**
 * The tallies of a batch's profiles and programs: as read (what the caps start from, counting the batch's own credits
 * on top as they are chosen), and as the written earnings leave them.
 */
class CapCounts {
  private read = new Map<string, Record<string, number>>();
  private chosen = new Map<string, Record<string, number>>();

  /**
   * The profiles and programs whose tallies the offers' credits add to: those their caps look at too (a rule keeps what
   * its caps read, keptCounts; a card's maxLimit comes with the creative its bucket names).
   */
  static needed(batch: Offered[]): Pick<repo.Tally, 'profileId' | 'programId'>[] {
    const keys = new Map<string, Pick<repo.Tally, 'profileId' | 'programId'>>();
    for (const { due, offers } of batch)
      for (const { program, rule } of offers)
        if (bucketsOf(rule, due).length) keys.set(tallyKey(due.profileId, program.id), { profileId: due.profileId, programId: program.id });
    return [...keys.values()];
  }

  constructor(tallies: repo.Tally[]) {
    for (const t of tallies) this.read.set(tallyKey(t.profileId, t.programId), t.counts);
  }

  private counts(profileId: string, programId: string) {
    const key = tallyKey(profileId, programId);
    let counts = this.chosen.get(key);
    if (!counts) this.chosen.set(key, (counts = { ...this.read.get(key) }));
    return counts;
  }

  of(programId: string, ruleId: string, due: repo.DueAction, perCreative: boolean) {
    const counts = this.counts(due.profileId, programId);
    return { total: counts[`${ruleId}|${perCreative ? `c:${due.creativeId}` : ''}`] ?? 0, today: counts[`${ruleId}|d:${due.day}`] ?? 0 };
  }

  /** Counts one chosen credit (the caps of the batch's next actions see it). */
  credit(programId: string, rule: EarningRule, due: repo.DueAction) {
    const counts = this.counts(due.profileId, programId);
    for (const b of bucketsOf(rule, due)) counts[b] = (counts[b] ?? 0) + 1;
  }

  /** The tallies the written earnings change, each whole: as read, plus those earnings, less the days no action can fall on. */
  written(earnings: { earning: repo.Earning; rule: EarningRule }[], earnedOn: Date): repo.Tally[] {
    const oldest = `d:${new Date(earnedOn.getTime() - TALLY_DAYS_KEPT * 86_400_000).toISOString().slice(0, 10)}`;
    const tallies = new Map<string, repo.Tally>();
    for (const { earning, rule } of earnings) {
      const buckets = bucketsOf(rule, earning);
      if (!buckets.length) continue;
      const key = tallyKey(earning.profileId, earning.programId);
      let tally = tallies.get(key);
      if (!tally) {
        const counts: Record<string, number> = {};
        for (const [bucket, n] of Object.entries(this.read.get(key) ?? {})) {
          const day = bucket.indexOf('|d:');
          if (day < 0 || bucket.slice(day + 1) >= oldest) counts[bucket] = n;
        }
        tallies.set(key, (tally = { profileId: earning.profileId, programId: earning.programId, counts }));
      }
      for (const b of buckets) tally.counts[b] = (tally.counts[b] ?? 0) + 1;
    }
    return [...tallies.values()];
  }
}

/**
 * Actions a part gives a worker, on average over a round of the parts, below which the queue only trickles: a
 * transaction's fixed cost (claim, wallets, counters, commit) is then most of what crediting them costs. (Validations at
 * 3,000 a second gave ~2 a part, ingestion at 15,500 a second ~50.)
 */
const TRICKLE = 10;

export interface CreditingOptions {
  /** Actions a transaction takes off the queue. */
  batch?: number;
  /** Transactions in parallel (pooled connections), each on a part of the queue of its own. */
  workers?: number;
  /** Batches a worker credits at most before it stops (the sweep's tick hands over to the expiry). */
  rounds?: number;
  now?: () => Date;
}

/**
 * Credits waiting actions by the earning rules of their workspace's programs (docs/decisions/0085-loyalty-crediting-queue.md),
 * apart from the requests that recorded them. The queue is split in parts by profile; each worker credits one part at a
 * time (a transaction-scoped advisory lock: another worker or server skips to another part), a batch per transaction:
 * it takes the part's oldest actions off the queue (leaving out any credited before: a replay credits nothing twice),
 * reads the profiles' tallies for the caps (only the worker holding a part writes its profiles' tallies), chooses each
 * action's credit, and writes one ledger entry per wallet and program (the wallets locked by that statement, made for
 * profiles without one), the actions' earnings, the entries' lots and the tallies in a few statements. A part that gave
 * a full batch is taken again at once; otherwise workers go round the parts, and stop after a round in which the parts
 * they held gave fewer than `TRICKLE` actions each on average (or after `rounds` batches): a trickle waits for the next
 * sweep, where it makes batches worth their transaction. Answers how many actions it credited.
 */
export async function creditLoyalty(ctx: Pick<AppContext, 'db'>, options: CreditingOptions = {}): Promise<number> {
  const { batch = 5_000, workers = 1, rounds = Infinity, now = () => new Date() } = options;
  // Cards are read once a sweep, not once a batch.
  const cache = new SweepCache();
  const parts = repo.LOYALTY_DUE_PARTS;
  const worker = async (first: number) => {
    let credited = 0;
    let part = first;
    // This round of the parts: parts visited, those this worker held (not another), and the actions they gave.
    let visited = 0;
    let held = 0;
    let taken = 0;
    for (let round = 0; round < rounds;) {
      const got = await ctx.db.transaction((tx) => creditPart(tx, cache, part, batch, now));
      if (got) held++;
      if (got && got.taken) {
        round++;
        credited += got.credited;
        // A full batch: the part has more.
        if (got.taken === batch) continue;
        taken += got.taken;
      }
      part = (part + 1) % parts;
      if (++visited < parts) continue;
      if (taken < held * TRICKLE) break;
      visited = held = taken = 0;
    }
    return credited;
  };
  const credited = await Promise.all(Array.from({ length: workers }, (_, w) => worker(Math.floor((w * parts) / workers))));
  return credited.reduce((a, b) => a + b, 0);
}

/** One batch of a part, in the caller's transaction: null when another worker holds the part. */
async function creditPart(tx: Tx, cache: SweepCache, part: number, limit: number, now: () => Date) {
  const due = await repo.claimPart(tx, part, limit);
  if (!due) return null;
  const programsOf = new BatchPrograms();
  // What the rules offer depends on the workspace, the type, the campaign and the creative only: worked out once for each
  // such kind of action in the batch (most actions of a batch are of a few), not once an action.
  const kinds = new Map<string, { projectId: string; offers: Offered['offers'] } | null>();
  const groups = new Map<string, Offered[]>();
  for (const action of due) {
    const kind = `${action.tenantId}/${action.aggregateId}/${action.type}/${action.campaignId ?? ''}/${action.creativeId ?? ''}`;
    let found = kinds.get(kind);
    if (found === undefined) {
      const programs = await programsOf.of(tx, action.tenantId, action.aggregateId);
      const cards = await cache.cardsOf(tx, action.tenantId, action.creativeId);
      const offers = programs.flatMap((program) =>
        program.doc.earningRules.flatMap((rule) => {
          const offer = ruleMatches(rule, action) ? ruleOffer(rule, cards) : null;
          return offer ? [{ program, rule, offer }] : [];
        }),
      );
      // The programs of one workspace share its project: one wallet per profile there.
      found = offers.length ? { projectId: programs[0].projectId, offers } : null;
      kinds.set(kind, found);
    }
    if (!found) continue;
    const key = `${action.tenantId}/${found.projectId}`;
    const group = groups.get(key);
    const offered = { due: action, projectId: found.projectId, offers: found.offers };
    if (group) group.push(offered);
    else groups.set(key, [offered]);
  }
  let credited = 0;
  // Tenants and projects in one order, as their wallets are locked.
  for (const key of [...groups.keys()].sort()) credited += await creditGroup(tx, groups.get(key)!, now());
  return { taken: due.length, credited };
}

/** A batch's actions of one tenant and project. */
async function creditGroup(tx: Tx, batch: Offered[], earnedOn: Date): Promise<number> {
  const { tenantId } = batch[0].due;
  // Caps are counted without the wallets' locks: only the sweep holding a part writes its profiles' counters.
  const counts = new CapCounts(await repo.talliesOf(tx, tenantId, CapCounts.needed(batch)));
  const chosen: { due: repo.DueAction; program: LiveProgram; rule: EarningRule; points: number }[] = [];
  for (const { due, offers } of batch) {
    const candidates: Candidate[] = [];
    for (const { program, rule, offer } of offers) {
      if (withinCaps(offer, rule.maxPerDay, counts.of(program.id, rule.id, due, offer.perCreative)))
        candidates.push({ programId: program.id, ruleId: rule.id, points: offer.points, since: program.since });
    }
    const best = bestCandidate(candidates);
    if (!best) continue;
    const { program, rule } = offers.find((o) => o.program.id === best.programId && o.rule.id === best.ruleId)!;
    counts.credit(program.id, rule, due);
    chosen.push({ due, program, rule, points: best.points });
  }
  // One entry a profile and program: the batch's credits of that wallet by that program, a lot of their own for expiry.
  const entries = new Map<string, BatchEntry>();
  for (const { due, program, points } of chosen) {
    const key = tallyKey(due.profileId, program.id);
    const entry = entries.get(key);
    if (entry) {
      entry.points += points;
      entry.actions++;
    } else
      // The entry's first action names it: an action is credited once, so no other entry has it.
      entries.set(key, { profileId: due.profileId, program, source: `${program.id}:${due.actionId}`, points, actions: 1 });
  }
  const written = await appendEarnings(
    tx,
    tenantId,
    batch[0].projectId,
    [...entries.values()].map((e) => ({
      profileId: e.profileId,
      points: e.points,
      sourceKind: 'interactions',
      sourceId: e.source,
      reason: `${e.program.doc.name}: ${e.actions} ${e.actions === 1 ? 'interaction' : 'interactions'}`,
    })),
  );
  const entryOf = new Map(written.map((e) => [e.sourceId, e]));
  const lots: repo.Lot[] = [];
  for (const e of entries.values()) {
    // Not written: no points to enter.
    e.written = entryOf.get(e.source);
    if (!e.written) continue;
    const expires = expiresOn(earnedOn, e.program.doc.expiryDays);
    const { walletId, seq } = e.written;
    lots.push({ walletId, seq, programId: e.program.id, profileId: e.profileId, points: e.points, expiresOn: expires ? expires.toISOString() : null });
  }
  const earnings: { earning: repo.Earning; rule: EarningRule }[] = [];
  for (const { due, program, rule, points } of chosen) {
    const entry = entries.get(tallyKey(due.profileId, program.id))!.written;
    if (!entry) continue;
    const { actionId, profileId, creativeId, day } = due;
    const earning = { programId: program.id, actionId, ruleId: rule.id, walletId: entry.walletId, profileId, creativeId, entrySeq: entry.seq, points, day };
    earnings.push({ earning, rule });
  }
  await repo.recordEarnings(
    tx,
    tenantId,
    earnedOn,
    earnings.map((e) => e.earning),
    lots,
    counts.written(earnings, earnedOn),
  );
  return earnings.length;
}
