import { bestCandidate, ruleMatches, ruleOffer, withinCaps, type Candidate, type GratificationCard } from '../../../domain/loyalty/earning.js';
import { expiresOn } from '../../../domain/loyalty/expiry.js';
import type { ProgramDoc } from '../../../domain/loyalty/program.js';
import type { AppContext } from '../../context.js';
import { creativePartsOf } from '../creative-parts/service.js';
import { lockWallet, postPoints, walletFor } from '../wallets/service.js';
import * as repo from './repo.js';
import { docOfRow } from './service.js';

interface LiveProgram {
  id: string;
  projectId: string;
  since: string;
  doc: ProgramDoc;
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

/**
 * Credits waiting actions by the earning rules of their workspace's programs (docs/decisions.md "Loyalty programs"),
 * apart from the requests that recorded them. Each action is credited in a transaction of its own that takes it off the
 * queue, locks the profile's wallet (so caps counted there stay true until commit, whichever server sweeps), and writes
 * the ledger entry (source: the action — a replay credits nothing twice) with the program's record of it. Answers how
 * many actions it credited.
 */
export async function creditLoyalty(ctx: Pick<AppContext, 'db'>, limit = 500, now = () => new Date()): Promise<number> {
  const cache = new SweepCache(ctx);
  let credited = 0;
  for (const due of await repo.dueActions(ctx.db, limit)) {
    const programs = await cache.programsOf(due.tenantId, due.aggregateId);
    const cards = await cache.cardsOf(due.tenantId, due.creativeId);
    // Per program, its rules that look at the action, with what each offers before caps.
    const offers = programs.flatMap((p) =>
      p.doc.earningRules.flatMap((rule) => {
        const offer = ruleMatches(rule, due) ? ruleOffer(rule, cards) : null;
        return offer ? [{ program: p, rule, offer }] : [];
      }),
    );
    const done = await ctx.db.transaction(async (tx) => {
      if (!(await repo.claimDue(tx, due.tenantId, due.actionId))) return false;
      if (!offers.length) return false;
      // One wallet per profile and project: the programs of one workspace share their project.
      const wallet = await walletFor(tx, due.tenantId, offers[0].program.projectId, { profileId: due.profileId }, true);
      if (!wallet || !(await lockWallet(tx, due.tenantId, wallet.id))) return false;
      const candidates: (Candidate & { creativeId: string | null })[] = [];
      for (const { program, rule, offer } of offers) {
        const perCreative = offer.perCreative ? due.creativeId : null;
        const counts = await repo.ruleCounts(tx, {
          tenantId: due.tenantId,
          programId: program.id,
          ruleId: rule.id,
          profileId: due.profileId,
          day: due.day,
          creativeId: perCreative,
        });
        if (withinCaps(offer, rule.maxPerDay, counts))
          candidates.push({ programId: program.id, ruleId: rule.id, points: offer.points, since: program.since, creativeId: due.creativeId });
      }
      const best = bestCandidate(candidates);
      if (!best) return false;
      const program = programs.find((p) => p.id === best.programId)!;
      const result = await postPoints(
        { db: tx },
        {
          tenantId: due.tenantId,
          walletId: wallet.id,
          kind: 'earn',
          points: best.points,
          sourceKind: 'audience_action',
          sourceId: String(due.actionId),
          reason: program.doc.name,
        },
      );
      if (!('applied' in result)) return false;
      const earnedOn = now();
      await repo.insertEarning(tx, {
        tenantId: due.tenantId,
        programId: program.id,
        actionId: due.actionId,
        ruleId: best.ruleId,
        walletId: wallet.id,
        profileId: due.profileId,
        creativeId: due.creativeId,
        entrySeq: result.applied.seq,
        points: best.points,
        day: due.day,
        earnedOn,
        expiresOn: expiresOn(earnedOn, program.doc.expiryDays),
      });
      return true;
    });
    if (done) credited += 1;
  }
  return credited;
}
