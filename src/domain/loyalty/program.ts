import { z } from 'zod';
import { Privilege } from '../access/levels.js';
import { PartId, newPartId } from '../creatives/parts.js';
import { Id, Text } from '../media-items/item.js';
import { Nonce } from '../treasury/transaction.js';

/**
 * Loyalty programs (docs/product/platform.md §2.5–2.6, §3.10; docs/decisions/0084-loyalty-programs.md): items of family
 * loyalty in a workspace. Earning rules turn the workspace's audience and treasury actions into points in the profile's
 * wallet, rewards spend points on a coupon, ticket or mobility fare of the same workspace, and an expiry policy ends
 * points a number of days after they were earned.
 */

/**
 * The LOYALTY tab is VIEWER's, 'Create Loyalty' ADMIN's (docs/product/platform.md §2.6); changing a program is its
 * creators'.
 */
export const LOYALTY_READ_ROLE = Privilege.VIEWER;
export const LOYALTY_CREATE_ROLE = Privilege.ADMIN;
export const LOYALTY_EDIT_ROLE = Privilege.ADMIN;

/** The actions a rule may reward, by the audience action type each is recorded as (src/domain/audience/tally.ts). */
export const EARNING_ACTIONS = { like: 1, view: 2, share: 3, redeem: 6, validate: 8 } as const;
export type EarningAction = keyof typeof EARNING_ACTIONS;
export const EARNING_ACTION_NAMES = Object.keys(EARNING_ACTIONS) as EarningAction[];
export const EARNING_TYPES: readonly number[] = Object.values(EARNING_ACTIONS);
export const earningActionOf = (type: number): EarningAction | undefined => EARNING_ACTION_NAMES.find((a) => EARNING_ACTIONS[a] === type);

export const MAX_RULES = 50;
export const MAX_REWARDS = 50;
export const MAX_SCOPE = 100;
export const MAX_EXPIRY_DAYS = 3650;
export const MAX_RULE_POINTS = 1_000_000;

export const LOYALTY_MESSAGES = {
  nameRequired: 'Name is required',
  actionRequired: 'Choose the action a rule rewards: like, view, share, redeem or validate',
  pointsWhole: `Points must be a whole number from 1 to ${MAX_RULE_POINTS.toLocaleString('en-GB')}, or left empty to take the creative's gratification`,
  capWhole: 'A limit must be a whole number of at least 1, or left empty for no limit',
  rewardNameRequired: 'A reward needs a name',
  rewardPoints: `A reward costs a whole number of points from 1 to ${MAX_RULE_POINTS.toLocaleString('en-GB')}`,
  rewardDetailRequired: 'A reward gives a coupon, ticket or mobility fare: choose one',
  rewardDetailUnknown: 'The reward’s coupon, ticket or fare is not one of this workspace’s',
  expiryDays: `Points expire after a whole number of days from 1 to ${MAX_EXPIRY_DAYS}, or never`,
  duplicateRuleId: 'Two earning rules have the same id',
  duplicateRewardId: 'Two rewards have the same id',
  tooManyRules: `A program has at most ${MAX_RULES} earning rules`,
  tooManyRewards: `A program has at most ${MAX_REWARDS} rewards`,
  scopeUnknown: 'A rule is limited to campaigns or creatives that are not this workspace’s',
  workspaceFixed: 'A program stays in its workspace',
  rewardUnknown: 'This program has no such reward',
  rewardDisabled: 'This reward is not offered now',
  programDisabled: 'This program is not running: enable it to take rewards',
  walletRequired: 'Name the wallet or the profile the reward is taken for',
  walletDisabled: 'This wallet is disabled',
  noInstrumentLeft: 'No coupon, ticket or fare of this reward is left to give: generate more first',
  insufficient: (balance: number, cost: number) =>
    `The wallet holds ${balance.toLocaleString('en-GB')} points; this reward costs ${cost.toLocaleString('en-GB')}`,
  nonceReused: 'This nonce was used for another reward take',
} as const;

const wholeOrNull = (message: string, max: number) => z.number({ error: message }).int(message).min(1, message).max(max, message).nullable().default(null);

/**
 * One earning rule: an action of the workspace earns `points` (empty: the creative's gratification card for the action,
 * where there is one), only on the listed campaigns or creatives when any are listed, at most `maxPerProfile` times per
 * profile and `maxPerDay` times per profile and day of the workspace.
 */
export const EarningRule = z.object({
  id: PartId.default(newPartId),
  action: z.enum(EARNING_ACTION_NAMES, { error: LOYALTY_MESSAGES.actionRequired }),
  points: wholeOrNull(LOYALTY_MESSAGES.pointsWhole, MAX_RULE_POINTS),
  campaignIds: z.array(Id).max(MAX_SCOPE).default([]),
  creativeIds: z.array(Id).max(MAX_SCOPE).default([]),
  maxPerProfile: wholeOrNull(LOYALTY_MESSAGES.capWhole, 1_000_000),
  maxPerDay: wholeOrNull(LOYALTY_MESSAGES.capWhole, 10_000),
  enabled: z.boolean().default(true),
});
export type EarningRule = z.infer<typeof EarningRule>;

/** A reward: `points` buy one instrument of the treasury detail `detail_id` (a coupon, ticket or mobility fare). */
export const Reward = z.object({
  id: PartId.default(newPartId),
  name: z.string({ error: LOYALTY_MESSAGES.rewardNameRequired }).trim().min(1, LOYALTY_MESSAGES.rewardNameRequired).max(100),
  points: z.number({ error: LOYALTY_MESSAGES.rewardPoints }).int(LOYALTY_MESSAGES.rewardPoints).min(1, LOYALTY_MESSAGES.rewardPoints).max(MAX_RULE_POINTS),
  detail_id: z.string({ error: LOYALTY_MESSAGES.rewardDetailRequired }).regex(/^[0-9a-f]{24}$/, LOYALTY_MESSAGES.rewardDetailRequired),
  enabled: z.boolean().default(true),
});
export type Reward = z.infer<typeof Reward>;

const uniqueIds = (list: { id: string }[]) => new Set(list.map((x) => x.id)).size === list.length;

/** The program's document as a POST writes it (no id: 'Create Loyalty'; with an id: a change of the whole document). */
export const ProgramInput = z
  .object({
    id: Id.optional(),
    name: z.string({ error: LOYALTY_MESSAGES.nameRequired }).trim().min(1, LOYALTY_MESSAGES.nameRequired).max(100),
    description: Text(2000).default(''),
    enabled: z.boolean().default(true),
    earningRules: z.array(EarningRule).max(MAX_RULES, LOYALTY_MESSAGES.tooManyRules).default([]),
    rewards: z.array(Reward).max(MAX_REWARDS, LOYALTY_MESSAGES.tooManyRewards).default([]),
    /** Points earned under the program expire this many days after they were earned; null: never. */
    expiryDays: z
      .number({ error: LOYALTY_MESSAGES.expiryDays })
      .int(LOYALTY_MESSAGES.expiryDays)
      .min(1, LOYALTY_MESSAGES.expiryDays)
      .max(MAX_EXPIRY_DAYS, LOYALTY_MESSAGES.expiryDays)
      .nullable()
      .default(null),
  })
  .refine((p) => uniqueIds(p.earningRules), { message: LOYALTY_MESSAGES.duplicateRuleId, path: ['earningRules'] })
  .refine((p) => uniqueIds(p.rewards), { message: LOYALTY_MESSAGES.duplicateRewardId, path: ['rewards'] });
export type ProgramInput = z.input<typeof ProgramInput>;
export type ProgramDoc = z.output<typeof ProgramInput>;

/** A program as the API answers it. */
export interface Program extends Omit<ProgramDoc, 'id'> {
  id: string;
  code: string;
  tenant_id: string;
  project_id: string;
  aggregate_id: string;
  createdOn: string;
  updatedOn: string;
}

/** Taking a reward for a wallet (or the profile's wallet in the program's project); a retry with the same nonce answers the first take. */
export const TakeInput = z
  .object({ wallet_id: Id.optional(), profile_id: Id.optional(), nonce: Nonce })
  .refine((b) => !!b.wallet_id !== !!b.profile_id, { message: LOYALTY_MESSAGES.walletRequired, path: ['wallet_id'] });
export type TakeInput = z.infer<typeof TakeInput>;

/** A new, empty rule and reward for the console's forms. */
export const newEarningRule = (action: EarningAction = 'view'): EarningRule => EarningRule.parse({ action });
