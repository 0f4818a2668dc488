import { EARNING_ACTIONS, type EarningRule } from './program.js';

/** What crediting knows of one action: its type and the campaign and creative it was on. */
export interface EarnedAction {
  type: number;
  campaignId: string | null;
  creativeId: string | null;
}

/** A creative's gratification card for an action (spec 03 §2.5): its points and how many times a profile earns them (0: no limit). */
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
