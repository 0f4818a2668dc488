import { bestCandidate, ruleMatches, ruleOffer, withinCaps, type Candidate, type GratificationCard, type RuleOffer } from '../../../domain/loyalty/earning.js';
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

/** What one sweep reads once: each workspace's enabled programs and each creative's gratification cards. */
class SweepCache {
  private programs = new Map<string, Promise<LiveProgram[]>>();
  private cards = new Map<string, Promise<GratificationCard[]>>();
  constructor(private ctx: Pick<AppContext, 'db'>) {}

  programsOf(tenantId: string, aggregateId: string) {
    const key = `${tenantId}/${aggregateId}`;
    if (!this.programs.has(key))
      this.programs.set(
        key,
        repo
          .enabledPrograms(this.ctx.db, tenantId, aggregateId)
          .then((rows) => rows.map((r) => ({ id: r.id, projectId: r.projectId, since: r.createdOn.toISOString(), doc: docOfRow(r) }))),
      );
    return this.programs.get(key)!;
  }

  cardsOf(tenantId: string, creativeId: string | null): Promise<GratificationCard[]> {
    if (!creativeId) return Promise.resolve([]);
    const key = `${tenantId}/${creativeId}`;
    if (!this.cards.has(key))
      this.cards.set(
        key,
        creativePartsOf(this.ctx, tenantId, creativeId).then((p) => p.campaignActions),
      );
    return this.cards.get(key)!;
  }
}

/** Counts of credits by rule and profile, kept up to date as the batch credits (caps see the batch's own credits). */
class CapCounts {
  private totals = new Map<string, number>();
  private daily = new Map<string, number>();
  constructor(counts: Awaited<ReturnType<typeof repo.ruleCounts>>) {
    for (const c of counts.totals) this.add(this.totals, [c.programId, c.ruleId, c.profileId, c.creativeId ?? ''], c.n);
    for (const c of counts.daily) this.daily.set([c.programId, c.ruleId, c.profileId, c.day].join('|'), c.n);
  }
  private add(map: Map<string, number>, [program, rule, profile, creative]: string[], n: number) {
    for (const key of [[program, rule, profile].join('|'), [program, rule, profile, creative].join('|') + '|c']) map.set(key, (map.get(key) ?? 0) + n);
  }
  of(programId: string, ruleId: string, due: repo.DueAction, perCreative: boolean) {
    const base = [programId, ruleId, due.profileId].join('|');
    return {
      total: this.totals.get(perCreative ? `${base}|${due.creativeId ?? ''}|c` : base) ?? 0,
      today: this.daily.get(`${base}|${due.day}`) ?? 0,
    };
  }
  credit(programId: string, ruleId: string, due: repo.DueAction) {
    this.add(this.totals, [programId, ruleId, due.profileId, due.creativeId ?? ''], 1);
    const key = [programId, ruleId, due.profileId, due.day].join('|');
    this.daily.set(key, (this.daily.get(key) ?? 0) + 1);
  }
}

/**
 * Credits waiting actions by the earning rules of their workspace's programs (docs/decisions.md "Loyalty programs"),
 * apart from the requests that recorded them. A batch of one tenant and project is credited in one transaction that
 * takes its actions off the queue (those another sweep took first are left to it), makes and locks the profiles'
 * wallets (so caps counted there stay true until commit, whichever server sweeps), and writes the batch's ledger
 * entries (source: the action — a replay credits nothing twice) and the program's records of them in a few statements.
 * Answers how many it credited.
 */
export async function creditLoyalty(ctx: Pick<AppContext, 'db'>, limit = 500, now = () => new Date(), rounds = 1): Promise<number> {
  let credited = 0;
  // Programs and cards are read once a sweep, not once a batch.
  const cache = new SweepCache(ctx);
  // A sweep goes on while batches come back full (up to `rounds` of them), so a backlog drains within one tick.
  for (let round = 0; round < rounds; round++) {
    const due = await repo.dueActions(ctx.db, limit);
    credited += await creditDue(ctx, cache, due, now);
    if (due.length < limit) break;
  }
  return credited;
}

async function creditDue(ctx: Pick<AppContext, 'db'>, cache: SweepCache, dueActions: repo.DueAction[], now: () => Date): Promise<number> {
  const groups = new Map<string, Offered[]>();
  for (const due of dueActions) {
    const programs = await cache.programsOf(due.tenantId, due.aggregateId);
    const cards = await cache.cardsOf(due.tenantId, due.creativeId);
    const offers = programs.flatMap((program) =>
      program.doc.earningRules.flatMap((rule) => {
        const offer = ruleMatches(rule, due) ? ruleOffer(rule, cards) : null;
        return offer ? [{ program, rule, offer }] : [];
      }),
    );
    // The programs of one workspace share its project: one wallet per profile there.
    const projectId = programs[0]?.projectId ?? '';
    const key = `${due.tenantId}/${projectId}`;
    const group = groups.get(key);
    if (group) group.push({ due, projectId, offers });
    else groups.set(key, [{ due, projectId, offers }]);
  }
  let credited = 0;
  for (const batch of groups.values()) credited += await ctx.db.transaction((tx) => creditBatch(tx, batch, now()));
  return credited;
}

async function creditBatch(tx: Tx, batch: Offered[], earnedOn: Date): Promise<number> {
  const { tenantId } = batch[0].due;
  const claimed = await repo.claimDue(
    tx,
    tenantId,
    batch.map((b) => b.due.actionId),
  );
  const mine = batch.filter((b) => claimed.has(b.due.actionId) && b.offers.length);
  if (!mine.length) return 0;
  const profileIds = [...new Set(mine.map((b) => b.due.profileId))].sort();
  const locked = await lockProfileWallets(tx, tenantId, mine[0].projectId, profileIds);
  const wallets = new Map(locked.map((w) => [w.profileId, w]));
  const counts = new CapCounts(await repo.ruleCounts(tx, tenantId, profileIds, [...new Set(mine.map((b) => b.due.day))]));
  const chosen: { due: repo.DueAction; walletId: string; program: LiveProgram; ruleId: string; points: number }[] = [];
  for (const { due, offers } of mine) {
    const wallet = wallets.get(due.profileId);
    if (!wallet) continue;
    const candidates: Candidate[] = [];
    for (const { program, rule, offer } of offers) {
      if (withinCaps(offer, rule.maxPerDay, counts.of(program.id, rule.id, due, offer.perCreative)))
        candidates.push({ programId: program.id, ruleId: rule.id, points: offer.points, since: program.since });
    }
    const best = bestCandidate(candidates);
    if (!best) continue;
    counts.credit(best.programId, best.ruleId, due);
    const program = offers.find((o) => o.program.id === best.programId)!.program;
    chosen.push({ due, walletId: wallet.id, program, ruleId: best.ruleId, points: best.points });
  }
  const written = await appendLockedEarnings(
    tx,
    tenantId,
    locked,
    chosen.map((c) => ({
      walletId: c.walletId,
      points: c.points,
      sourceKind: 'audience_action',
      sourceId: String(c.due.actionId),
      reason: c.program.doc.name,
    })),
  );
  const seqOf = new Map(written.map((e) => [`${e.walletId}|${e.sourceId}`, e.seq]));
  const earnings: Parameters<typeof repo.insertEarnings>[1] = [];
  for (const { due, walletId, program, ruleId, points } of chosen) {
    const seq = seqOf.get(`${walletId}|${due.actionId}`);
    if (seq === undefined) continue;
    earnings.push({
      tenantId,
      programId: program.id,
      actionId: due.actionId,
      ruleId,
      walletId,
      profileId: due.profileId,
      creativeId: due.creativeId,
      entrySeq: seq,
      points,
      day: due.day,
      earnedOn,
      expiresOn: expiresOn(earnedOn, program.doc.expiryDays),
    });
  }
  await repo.insertEarnings(tx, earnings);
  return earnings.length;
}
