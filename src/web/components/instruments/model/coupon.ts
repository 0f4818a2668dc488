import type { Schedule } from '../../../../domain/media-items/types';
import { CouponPolicy } from '../../../../domain/treasury/ti-detail';
import { parseSerial } from '../../../../domain/treasury/serials';
import { DEFAULT_POLICY_CURRENCY, TREASURY_MESSAGES as M, type DiscountType, type UsageType } from '../../../../domain/treasury/types';
import type { Batch, Redeemer, TiDetail } from '../ti-details';
import { validMobile } from './instrument-detail';

/** A redeemer row of an editor: the mobile typed, the profile the look-up found ('' none), the server's token once saved. */
export interface RedeemerRow {
  mobile: string;
  profile_id: string;
  token?: string;
}

/**
 * The coupon editor's values (docs/product/campaigns-venues-events.md §2.12 edit mode): instrument, category,
 * redeemers, policy and the three confirmations.
 */
export interface CouponDraft {
  tiConfigId: string;
  scheduleUid: string;
  startSerial: string;
  usagetype: UsageType;
  usageLimit: number;
  proximityFlag: boolean;
  proximityCode: string;
  proximityDistance: number;
  zipcode: string;
  name: boolean;
  email: boolean;
  couponOwnership: boolean;
  scratchCard: boolean;
  /** The one coupon category (docs/product/campaigns-venues-events.md §5), null until added. */
  category: { category: string; numberOfTickets: number } | null;
  redeemers: RedeemerRow[];
  policy: { currency: string; discountType: DiscountType | ''; minimumSaleAmount: number; discount: number };
  ticks: { category: boolean; redeemers: boolean; policy: boolean };
}

const redeemerRow = (r: Redeemer): RedeemerRow => ({ mobile: r.mobile, profile_id: r.profile_id ?? '', token: r.token });

/** The editor's values of a stored coupon, or of a new one (single use, policy in INR, nothing ticked). */
export function couponDraftOf(detail?: TiDetail): CouponDraft {
  const batch = detail?.instrumentInfo[0];
  const policy = detail?.couponPolicy;
  return {
    tiConfigId: detail?.tiConfigId ?? '',
    scheduleUid: detail?.schedule?.uid ?? '',
    startSerial: detail?.startSerial ?? '',
    usagetype: detail?.usagetype ?? 'single',
    usageLimit: detail?.usageLimit ?? 1,
    proximityFlag: detail?.proximityFlag ?? false,
    proximityCode: detail?.proximityCode ?? '',
    proximityDistance: detail?.proximityDistance ?? 0,
    zipcode: detail?.zipcode ?? '',
    name: detail?.name ?? false,
    email: detail?.email ?? false,
    couponOwnership: detail?.couponOwnership ?? true,
    scratchCard: detail?.scratchCard ?? false,
    category: batch ? { category: batch.category, numberOfTickets: batch.numberOfTickets } : null,
    redeemers: (batch?.redeemer ?? []).map(redeemerRow),
    policy: {
      currency: policy?.currency ?? DEFAULT_POLICY_CURRENCY,
      discountType: policy?.discountType ?? '',
      minimumSaleAmount: policy?.minimumSaleAmount ?? 0,
      discount: policy?.discount ?? 0,
    },
    ticks: { category: false, redeemers: false, policy: false },
  };
}

/**
 * docs/product/campaigns-venues-events.md §2.3: Add New Coupon only in edit mode, with nothing selected and no coupon
 * yet.
 */
export const canAddCoupon = (s: { editing: boolean; selected: boolean; coupons: number }) => s.editing && !s.selected && s.coupons === 0;

/** docs/product/campaigns-venues-events.md §5: Save needs the configuration, the schedule and the start serial. */
export const canSaveCoupon = (d: CouponDraft) => Boolean(d.tiConfigId && d.scheduleUid && d.startSerial.trim());

/** A start serial's problem: required, and letters then digits (the server places batches by it, src/domain/treasury/serials.ts). */
export const startSerialProblem = (serial: string): string | null =>
  !serial.trim() ? M.startSerialRequired : parseSerial(serial) ? null : M.startSerialFormat;

/** The fields of the coupon editor that can be wrong; `redeemer.N` is the N-th redeemer's mobile. */
export type CouponField = 'tiConfigId' | 'scheduleUid' | 'startSerial' | 'category' | 'numberOfTickets' | 'policy' | `redeemer.${number}`;

/**
 * The coupon editor's problems by field, each shown beside its field (docs/decisions/0137): what Save needs (the
 * configuration, the schedule, a start serial of letters then digits, a whole category and 10-digit redeemer mobiles,
 * all of which the server refuses otherwise) and, for generation, a whole policy (`policy`, not needed to save).
 */
export function couponProblems(d: CouponDraft): Partial<Record<CouponField, string>> {
  const problems: Partial<Record<CouponField, string>> = {
    tiConfigId: d.tiConfigId ? undefined : M.configRequired,
    scheduleUid: d.scheduleUid ? undefined : M.scheduleRequired,
    startSerial: startSerialProblem(d.startSerial) ?? undefined,
    policy: policyOf(d) ? undefined : M.policyIncomplete,
  };
  if (d.category && !d.category.category.trim()) problems.category = M.categoryRequired;
  if (d.category && !(d.category.numberOfTickets >= 1)) problems.numberOfTickets = M.countRequired;
  d.redeemers.forEach((r, i) => {
    if (!validMobile(r.mobile)) problems[`redeemer.${i}`] = r.mobile ? M.redeemerMobile : M.redeemerRequired;
  });
  return problems;
}

/** Whether Save may run: no problem but the policy's (docs/product/campaigns-venues-events.md §5). */
export const couponSaveable = (problems: Partial<Record<CouponField, string>>) =>
  Object.entries(problems).every(([field, message]) => field === 'policy' || !message);

/**
 * The policy as the API takes it, or null while incomplete (docs/product/campaigns-venues-events.md §5: all four
 * fields).
 */
export function policyOf(d: CouponDraft): CouponPolicy | null {
  const parsed = CouponPolicy.safeParse(d.policy);
  return parsed.success ? parsed.data : null;
}

/** What each confirmation stands for is there: a category with a count, redeemers with 10-digit mobiles, a whole policy. */
export function tickable(d: CouponDraft) {
  return {
    category: Boolean(d.category?.category.trim() && d.category.numberOfTickets >= 1),
    redeemers: d.redeemers.length > 0 && d.redeemers.every((r) => validMobile(r.mobile)),
    policy: policyOf(d) !== null,
  };
}

/**
 * docs/product/campaigns-venues-events.md §5: Generate Coupons once all three confirmations are ticked (and still
 * true), for a batch not yet generated.
 */
export function canGenerate(d: CouponDraft, batch?: Pick<Batch, 'generation'>): boolean {
  const ok = tickable(d);
  const ticked = d.ticks.category && d.ticks.redeemers && d.ticks.policy;
  return ticked && ok.category && ok.redeemers && ok.policy && canSaveCoupon(d) && (!batch || batch.generation === 'configured');
}

/** The detail's fields a save sends (POST for a new coupon with what names its campaign, PUT otherwise). */
export function couponBody(d: CouponDraft, schedules: readonly Schedule[]) {
  const s = schedules.find((x) => x.uid === d.scheduleUid);
  const policy = policyOf(d);
  return {
    tiConfigId: d.tiConfigId,
    usagetype: d.usagetype,
    // A multiple-use coupon allows 2 uses or more (the server refuses fewer).
    usageLimit: d.usagetype === 'single' ? 1 : Math.max(2, d.usageLimit),
    startSerial: d.startSerial,
    schedule: s ? { uid: s.uid, name: s.name, start: s.start, close: s.close } : {},
    proximityFlag: d.proximityFlag,
    // docs/product/campaigns-venues-events.md §5: the proximity code only with the flag.
    proximityCode: d.proximityFlag ? d.proximityCode : '',
    proximityDistance: d.proximityDistance,
    zipcode: d.zipcode,
    name: d.name,
    email: d.email,
    couponOwnership: d.couponOwnership,
    scratchCard: d.scratchCard,
    ...(policy ? { couponPolicyFlag: true, couponPolicy: policy } : {}),
  };
}

/** The batch's body: the one category, its count, the serial and schedule of the coupon, the redeemers. */
export function couponBatchBody(d: CouponDraft) {
  return {
    category: (d.category?.category ?? '').trim().toUpperCase(),
    numberOfTickets: d.category?.numberOfTickets ?? 0,
    price: 0,
    serialNumber: d.startSerial,
    schedule_uid: d.scheduleUid,
    redeemer: d.redeemers.map((r) => ({ mobile: r.mobile, profile_id: r.profile_id })),
  };
}
