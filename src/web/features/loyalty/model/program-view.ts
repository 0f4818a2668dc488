import { newPartId } from '../../../../domain/creatives/parts';
import { EARNING_ACTION_NAMES, EarningRule, ProgramInput, type EarningAction, type Program, type Reward } from '../../../../domain/loyalty/program';
import { countOf } from '../../../../domain/common/text';

/** What the loyalty screens say (the domain's messages come from src/domain/loyalty/program.ts). */
export const LOYALTY_TEXTS = {
  listTitle: 'Loyalty',
  empty: 'No loyalty program found.',
  createTitle: 'Create Loyalty',
  created: 'Loyalty program created.',
  saved: 'Loyalty program saved.',
  noRules: 'No earning rule yet: the program credits nothing until one is added.',
  noRewards: 'No reward yet: points cannot be spent in this program.',
} as const;

export const ACTION_LABELS: Record<EarningAction, string> = {
  like: 'Like',
  view: 'View',
  share: 'Share',
  redeem: 'Redeem a coupon',
  validate: 'Validate a ticket',
};
export const ACTION_OPTIONS = EARNING_ACTION_NAMES.map((value) => ({ value, label: ACTION_LABELS[value] }));

/** The form's draft: the document as the server takes it (ids kept, so rules and rewards keep theirs). */
export type ProgramDraft = Omit<Program, 'code' | 'tenant_id' | 'project_id' | 'aggregate_id' | 'createdOn' | 'updatedOn' | 'id'> & { id?: string };

export const emptyDraft = (): ProgramDraft => ({ name: '', description: '', enabled: true, earningRules: [], rewards: [], expiryDays: null });

export const draftOf = (p: Program): ProgramDraft => ({
  id: p.id,
  name: p.name,
  description: p.description,
  enabled: p.enabled,
  earningRules: p.earningRules,
  rewards: p.rewards,
  expiryDays: p.expiryDays,
});

/** A new rule (its id made now, so the row keeps its key) and a new reward. */
export const newRule = (): EarningRule => EarningRule.parse({ action: 'view' });
export const newReward = (detailId = ''): Reward => ({ id: newPartId(), name: '', points: 100, detail_id: detailId, enabled: true });

/**
 * The domain's messages by field, each shown beside its field (docs/decisions/0137): `name`, `expiryDays`, a rule's or
 * reward's as `earningRules.<id>.<field>` / `rewards.<id>.<field>` (by id, so a removal moves no message), and what
 * belongs to a whole list under `earningRules` or `rewards`. The first message of each.
 */
export function fieldProblemsOf(draft: ProgramDraft): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of ProgramInput.safeParse(draft).error?.issues ?? []) {
    const [list, index, field] = issue.path;
    const item = typeof index === 'number' && (list === 'earningRules' || list === 'rewards') ? draft[list][index] : undefined;
    const key = item && field !== undefined ? `${String(list)}.${item.id}.${String(field)}` : String(list ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/** The program's fields as `fieldProblemsOf` names them, with their values: what the form's check compares. */
export function fieldValuesOf(draft: ProgramDraft): Record<string, unknown> {
  const of = (list: 'earningRules' | 'rewards') =>
    draft[list].flatMap((item) => Object.entries(item).map(([field, value]) => [`${list}.${item.id}.${field}`, value] as const));
  return Object.fromEntries([['name', draft.name], ['expiryDays', draft.expiryDays], ...of('earningRules'), ...of('rewards')]);
}

/** Points as the screens show them ('1,200 points'). */
export const pointsText = (points: number) => countOf(points, 'point');

/** A program's expiry policy in words. */
export const expiryText = (days: number | null) => (days === null ? 'Points never expire' : `Points expire ${countOf(days, 'day')} after earning`);
