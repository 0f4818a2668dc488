import {
  bestCandidate,
  keptCounts,
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
import { creativePartsOf } from '../creative-parts/service.js';
import { appendLockedEarnings, lockProfileWallets } from '../wallets/service.js';
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

const counterKey = (k: repo.CountKey) => `${k.profileId}|${k.programId}|${k.ruleId}|${k.bucket}`;

/** The counters a batch's caps read, and what the batch credits on top of them (caps see the batch's own credits). */
class CapCounts {
  private read = new Map<string, number>();
  private added = new Map<string, number>();

  /** The counters the offers' caps look at: the total (or the creative's, for a card's maxLimit) and the action's day. */
  static needed(batch: Offered[]): repo.CountKey[] {
    const keys = new Map<string, repo.CountKey>();
    for (const { due, offers } of batch)
      for (const { program, rule, offer } of offers) {
        const at = { profileId: due.profileId, programId: program.id, ruleId: rule.id };
        if (offer.maxPerProfile !== null) {
          const k = { ...at, bucket: offer.perCreative ? `c:${due.creativeId}` : '' };
          keys.set(counterKey(k), k);
        }
        if (rule.maxPerDay !== null) {
          const k = { ...at, bucket: `d:${due.day}` };
          keys.set(counterKey(k), k);
        }
      }
    return [...keys.values()];
  }

  constructor(counts: (repo.CountKey & { n: number })[]) {
    for (const c of counts) this.read.set(counterKey(c), c.n);
  }

  private n(k: repo.CountKey) {
    const key = counterKey(k);
    return (this.read.get(key) ?? 0) + (this.added.get(key) ?? 0);
  }

  of(programId: string, ruleId: string, due: repo.DueAction, perCreative: boolean) {
    const at = { profileId: due.profileId, programId, ruleId };
    return { total: this.n({ ...at, bucket: perCreative ? `c:${due.creativeId}` : '' }), today: this.n({ ...at, bucket: `d:${due.day}` }) };
  }

  /** Counts one credit in every counter the rule keeps. */
  credit(programId: string, rule: EarningRule, due: repo.DueAction) {
    for (const k of countersOf({ programId, ruleId: rule.id, profileId: due.profileId, day: due.day, creativeId: due.creativeId }, keptCounts(rule))) {
      const key = counterKey(k);
      this.added.set(key, (this.added.get(key) ?? 0) + 1);
    }
  }
}

/** The counters a credit adds one to, of those its rule keeps (keptCounts): the rule's in all, of its creative, of its day. */
function countersOf(e: Pick<repo.Earning, 'programId' | 'ruleId' | 'profileId' | 'day' | 'creativeId'>, kept: ReturnType<typeof keptCounts>): repo.CountKey[] {
  const at = { profileId: e.profileId, programId: e.programId, ruleId: e.ruleId };
  const keys: repo.CountKey[] = [];
  if (kept.total) keys.push({ ...at, bucket: '' });
  if (kept.perCreative && e.creativeId) keys.push({ ...at, bucket: `c:${e.creativeId}` });
  if (kept.perDay) keys.push({ ...at, bucket: `d:${e.day}` });
  return keys;
}

/** What the written earnings add to each counter their rules keep, each counter once. */
function additionsOf(earnings: { earning: repo.Earning; rule: EarningRule }[]) {
  const added = new Map<string, repo.CountKey & { n: number }>();
  for (const { earning, rule } of earnings)
    for (const k of countersOf(earning, keptCounts(rule))) {
      const key = counterKey(k);
      const row = added.get(key);
      if (row) row.n += 1;
      else added.set(key, { ...k, n: 1 });
    }
  return [...added.values()];
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
 * Credits waiting actions by the earning rules of their workspace's programs (docs/decisions.md "Loyalty programs"),
 * apart from the requests that recorded them. The queue is split in parts by profile; each worker credits one part at a
 * time (a transaction-scoped advisory lock: another worker or server skips to another part), a batch per transaction:
 * it takes the part's oldest actions off the queue, makes and locks the profiles' wallets (so caps counted there stay
 * true until commit), reads the caps' counters, and writes the ledger entries (source: the action — a replay credits
 * nothing twice), the program's records and the counters in a few statements. A part that gave a full batch is taken
 * again at once; otherwise workers go round the parts, and stop after a round in which the parts they held gave fewer
 * than `TRICKLE` actions each on average (or after `rounds` batches): a trickle waits for the next sweep, where it makes
 * batches worth their transaction. Answers how many actions it credited.
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
  const locked = await lockProfileWallets(tx, tenantId, batch[0].projectId, [...new Set(batch.map((b) => b.due.profileId))]);
  const wallets = new Map(locked.map((w) => [w.profileId, w.id]));
  const counts = new CapCounts(await repo.countsOf(tx, tenantId, CapCounts.needed(batch)));
  const chosen: { due: repo.DueAction; walletId: string; program: LiveProgram; rule: EarningRule; points: number }[] = [];
  for (const { due, offers } of batch) {
    const walletId = wallets.get(due.profileId);
    if (!walletId) continue;
    const candidates: Candidate[] = [];
    for (const { program, rule, offer } of offers) {
      if (withinCaps(offer, rule.maxPerDay, counts.of(program.id, rule.id, due, offer.perCreative)))
        candidates.push({ programId: program.id, ruleId: rule.id, points: offer.points, since: program.since });
    }
    const best = bestCandidate(candidates);
    if (!best) continue;
    const { program, rule } = offers.find((o) => o.program.id === best.programId && o.rule.id === best.ruleId)!;
    counts.credit(program.id, rule, due);
    chosen.push({ due, walletId, program, rule, points: best.points });
  }
  // One entry a wallet and program: the batch's credits of that wallet by that program, a lot of their own for expiry.
  const entries = new Map<string, { walletId: string; profileId: string; program: LiveProgram; first: number; points: number; actions: number }>();
  for (const { due, walletId, program, points } of chosen) {
    const key = `${walletId}|${program.id}`;
    const entry = entries.get(key);
    if (entry) {
      entry.points += points;
      entry.actions++;
    } else entries.set(key, { walletId, profileId: due.profileId, program, first: due.actionId, points, actions: 1 });
  }
  const written = await appendLockedEarnings(
    tx,
    tenantId,
    [...entries.values()].map((e) => ({
      walletId: e.walletId,
      points: e.points,
      sourceKind: 'interactions',
      // The entry's first action names it: an action is credited once, so no other entry has it.
      sourceId: `${e.program.id}:${e.first}`,
      reason: `${e.program.doc.name}: ${e.actions} ${e.actions === 1 ? 'interaction' : 'interactions'}`,
    })),
  );
  const seqOf = new Map(written.map((e) => [e.sourceId, e.seq]));
  const lots: repo.Lot[] = [];
  const lotOf = new Map<string, number>();
  for (const [key, e] of entries) {
    const seq = seqOf.get(`${e.program.id}:${e.first}`);
    // Not written: no points to enter.
    if (seq === undefined) continue;
    lotOf.set(key, seq);
    const expires = expiresOn(earnedOn, e.program.doc.expiryDays);
    lots.push({
      walletId: e.walletId,
      seq,
      programId: e.program.id,
      profileId: e.profileId,
      points: e.points,
      expiresOn: expires ? expires.toISOString() : null,
    });
  }
  const earnings: { earning: repo.Earning; rule: EarningRule }[] = [];
  for (const { due, walletId, program, rule, points } of chosen) {
    const entrySeq = lotOf.get(`${walletId}|${program.id}`);
    if (entrySeq === undefined) continue;
    const { actionId, profileId, creativeId, day } = due;
    earnings.push({ earning: { programId: program.id, actionId, ruleId: rule.id, walletId, profileId, creativeId, entrySeq, points, day }, rule });
  }
  await repo.recordEarnings(
    tx,
    tenantId,
    earnedOn,
    earnings.map((e) => e.earning),
    lots,
    additionsOf(earnings),
  );
  return earnings.length;
}
