import { EARNING_ACTIONS, type EarningRule } from './program.js';
import { MAX_AGE_MS } from '../audience/ingestion.js';

/** What crediting knows of one action: its type and the campaign and creative it was on. */
export interface EarnedAction {
  type: number;
  campaignId: string | null;
  creativeId: string | null;
}

/**
 * A creative's gratification card for an action (docs/product/creatives-assets-signage.md §2.5): its points and how
 * many times a profile earns them (0: no limit).
 */
export interface GratificationCard {
  action: string;
  defaultPoints: number;
  maxLimit: number;
}

/** How many times a profile has earned by a rule: in all, and on the action's day (of the workspace). */
export interface RuleCounts {
  total: number;
  today: number;
}

/** The points a rule gives an action before caps, and the per-profile limit that applies (null: none). */
export interface RuleOffer {
  points: number;
  maxPerProfile: number | null;
  /** The per-profile limit comes from the creative's card: it counts per creative, as the card's maxLimit does. */
  perCreative: boolean;
}

/** Whether a rule looks at this action: its action type, and its campaigns or creatives when it lists any. */
export function ruleMatches(rule: EarningRule, action: EarnedAction): boolean {
  if (!rule.enabled || EARNING_ACTIONS[rule.action] !== action.type) return false;
  if (rule.campaignIds.length && !(action.campaignId && rule.campaignIds.includes(action.campaignId))) return false;
  if (rule.creativeIds.length && !(action.creativeId && rule.creativeIds.includes(action.creativeId))) return false;
  return true;
}

/**
 * What a matching rule offers: its own points, or — left empty — the creative's card for the action (like, view, share),
 * whose maxLimit then caps a profile per creative unless the rule sets its own maximum. Null when it gives nothing.
 */
export function ruleOffer(rule: EarningRule, cards: readonly GratificationCard[]): RuleOffer | null {
  if (rule.points !== null) return { points: rule.points, maxPerProfile: rule.maxPerProfile, perCreative: false };
  const card = cards.find((c) => c.action === rule.action);
  if (!card || card.defaultPoints <= 0) return null;
  if (rule.maxPerProfile !== null) return { points: card.defaultPoints, maxPerProfile: rule.maxPerProfile, perCreative: false };
  return { points: card.defaultPoints, maxPerProfile: card.maxLimit > 0 ? card.maxLimit : null, perCreative: card.maxLimit > 0 };
}

/**
 * The counters crediting keeps for a rule, by what its caps may read: its credits in all (a per-profile maximum), per
 * creative (a rule taking the creative's card without a maximum of its own: the card's maxLimit, which can change apart
 * from the program) and per day (a per-day cap). A rule without caps keeps none.
 */
export function keptCounts(rule: Pick<EarningRule, 'points' | 'maxPerProfile' | 'maxPerDay'>): { total: boolean; perCreative: boolean; perDay: boolean } {
  return { total: rule.maxPerProfile !== null, perCreative: rule.points === null && rule.maxPerProfile === null, perDay: rule.maxPerDay !== null };
}

/**
 * Days of per-day counters a profile's tally keeps before the crediting's day: an action is ingested at most MAX_AGE_MS
 * old (30 days) and waits in the queue far less than the rest, so no action still to credit falls on an older day.
 */
export const TALLY_DAYS_KEPT = Math.ceil(MAX_AGE_MS / 86_400_000) + 10;

/** Counters a rule keeps after a program change that it did not keep before (new rules: all they keep). */
export interface CountsGained {
  ruleId: string;
  total: boolean;
  perCreative: boolean;
  perDay: boolean;
}

/**
 * The rules of a changed program that keep counters they did not (a cap set, or a card's left to cap): those counters
 * must be counted from the rule's earnings before crediting goes on, or the caps would miss the credits before the change.
 */
export function countsGained(before: readonly EarningRule[], after: readonly EarningRule[]): CountsGained[] {
  const gained: CountsGained[] = [];
  for (const rule of after) {
    const old = before.find((r) => r.id === rule.id);
    const was = old ? keptCounts(old) : { total: false, perCreative: false, perDay: false };
    const now = keptCounts(rule);
    const g = { ruleId: rule.id, total: now.total && !was.total, perCreative: now.perCreative && !was.perCreative, perDay: now.perDay && !was.perDay };
    if (g.total || g.perCreative || g.perDay) gained.push(g);
  }
  return gained;
}

/** Whether the caps leave room for one more credit: fewer than the per-profile maximum in all, and than the day's cap today. */
export function withinCaps(offer: Pick<RuleOffer, 'maxPerProfile'>, maxPerDay: number | null, counts: RuleCounts): boolean {
  if (offer.maxPerProfile !== null && counts.total >= offer.maxPerProfile) return false;
  if (maxPerDay !== null && counts.today >= maxPerDay) return false;
  return true;
}

/** One credit a program may give an action. */
export interface Candidate {
  programId: string;
  ruleId: string;
  points: number;
  /** When the program was created (ISO): ties go to the oldest. */
  since: string;
}

/**
 * An action is credited once to a wallet (its ledger takes one entry per source): when several programs of the workspace
 * would credit it, the one giving the most points does (ties: the oldest program, then the rule listed first).
 */
export function bestCandidate(candidates: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const c of candidates) if (!best || c.points > best.points || (c.points === best.points && c.since < best.since)) best = c;
  return best;
}
