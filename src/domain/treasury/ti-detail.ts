import { z } from 'zod';
import { Id, patchOf, Text } from '../media-items/item.js';
import { UID_PATTERN } from '../relations/uid.js';
import {
  DISCOUNT_TYPES,
  MAX_BATCH_SIZE,
  MAX_USES,
  MOBILE_PATTERN,
  POLICY_CURRENCIES,
  TI_TYPES,
  TREASURY_MESSAGES,
  USAGE_TYPES,
  type TiType,
  type UsageType,
} from './types.js';

const M = TREASURY_MESSAGES;
const Uid = z.string().regex(UID_PATTERN, 'uid must be 8 letters or digits');
const Email = z.union([z.literal(''), z.email().max(200)]);
const Amount = z.number().min(0).max(1e12);

/**
 * A redeemer (validator) of a batch (docs/product/campaigns-venues-events.md §3.8): the profile bound to it by mobile.
 * The token is the server's (4 uppercase, read-only): a token sent by a client is ignored.
 */
export const RedeemerInput = z.object({
  mobile: z.string().regex(MOBILE_PATTERN, M.redeemerMobile),
  profile_id: z.union([z.literal(''), Id]).default(''),
  venue_id: z.union([z.literal(''), Id]).default(''),
  venue_name: Text(200).default(''),
  name: Text(200).default(''),
  email: Email.default(''),
  token: z.string().max(10).optional(),
});
export type RedeemerInput = z.infer<typeof RedeemerInput>;

/**
 * docs/product/campaigns-venues-events.md §3.8 / §5: the coupon policy; all four fields are required once a policy is
 * set.
 */
export const CouponPolicy = z.object({
  currency: z.enum(POLICY_CURRENCIES, M.policyIncomplete),
  discountType: z.enum(Object.keys(DISCOUNT_TYPES) as [keyof typeof DISCOUNT_TYPES], M.policyIncomplete),
  discount: Amount,
  minimumSaleAmount: Amount,
});
export type CouponPolicy = z.infer<typeof CouponPolicy>;

/**
 * The fields of a category batch a client writes (docs/product/campaigns-venues-events.md §3.8); InstrumentInfoInput
 * adds the defaults.
 */
export const INSTRUMENT_INFO_FIELDS = {
  uid: Uid,
  category: Text(50).min(1, M.categoryRequired),
  numberOfTickets: z.number().int().min(1).max(MAX_BATCH_SIZE),
  price: Amount,
  serialNumber: Text(30).min(1, M.startSerialRequired),
  schedule_uid: z.union([z.literal(''), Uid]),
  transferFlag: z.boolean(),
  redeemer: z.array(RedeemerInput).max(50),
  /** Seated tickets: seat labels given in order, one per instrument (optional). */
  seats: z.array(Text(20)).max(MAX_BATCH_SIZE),
};

/**
 * A category batch (instrument info, docs/product/campaigns-venues-events.md §3.8) as a client writes it. Category is
 * uppercased and the start serial (`serialNumber`) uppercased by the server; generation, counts and instruments are the
 * server's.
 */
export const InstrumentInfoInput = z.object({
  ...INSTRUMENT_INFO_FIELDS,
  uid: Uid.optional(),
  price: Amount.default(0),
  schedule_uid: INSTRUMENT_INFO_FIELDS.schedule_uid.default(''),
  transferFlag: z.boolean().default(false),
  redeemer: INSTRUMENT_INFO_FIELDS.redeemer.default([]),
  seats: INSTRUMENT_INFO_FIELDS.seats.optional(),
});
export type InstrumentInfoInput = z.infer<typeof InstrumentInfoInput>;
/** PUT of a batch: the fields to change; after generation only `redeemer` may differ from the stored batch. */
export const InstrumentInfoPatch = z.object(INSTRUMENT_INFO_FIELDS).partial();
export type InstrumentInfoPatch = z.infer<typeof InstrumentInfoPatch>;

const Ownership = z.object({ selfie: z.boolean(), idType: Text(50), id: Text(100), gender: Text(20) }).partial();
const ProfileInfo = z.object({ aadhar: z.boolean(), pancard: z.boolean(), gender: z.boolean(), dob: z.boolean(), selfeye: z.boolean() }).partial();
const AdditionalInfo = z.object({ question: Text(500), answer: Text(500) }).partial();
const Schedule = z.object({ uid: Uid.optional(), name: Text(100).optional(), start: z.string().max(40), close: z.string().max(40) }).partial();

/** The route of a mobility ticket: the creative and its route card. */
export const MobilityRouteRef = z.object({ creative_id: Id, route_id: z.string().regex(/^[A-Za-z0-9]{6}$/, 'must be a route card id (6 letters or digits)') });
export type MobilityRouteRef = z.infer<typeof MobilityRouteRef>;

/**
 * An instrument detail (TIDetail, docs/product/campaigns-venues-events.md §3.7): the coupon of a campaign or the ticket
 * of an event.
 */
export const TI_DETAIL_FIELDS = {
  enabled: z.boolean(),
  titype: z.enum(TI_TYPES),
  tiConfigId: Id,
  usagetype: z.enum(USAGE_TYPES),
  /** Our addition: how many uses a multiple-use instrument allows (single: 1). */
  usageLimit: z.number().int().min(1).max(MAX_USES),
  acctDetails: Text(500),
  ownership: Ownership,
  revenue: Amount,
  expenditure: Amount,
  sponsors: z.array(z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()]))).max(100),
  pricingConfig: z.array(z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()]))).max(100),
  startSerial: Text(30),
  schedule: Schedule,
  proximityFlag: z.boolean(),
  proximityCode: Text(50),
  proximityDistance: z.number().min(0).max(1e7),
  zipcode: Text(20),
  name: z.boolean(),
  email: z.boolean(),
  scratchCard: z.boolean(),
  couponOwnership: z.boolean(),
  couponPolicyFlag: z.boolean(),
  couponPolicy: CouponPolicy,
  additionalInfoRequired: z.boolean(),
  additionalInfoMandatory: z.boolean(),
  aditionalInfo: AdditionalInfo,
  profileInfoRequired: z.boolean(),
  profileInfoMandatory: z.boolean(),
  profileInfo: ProfileInfo,
  sendSMSAcquisition: z.boolean(),
  sendWhatsappSMSAcquisition: z.boolean(),
  googleWalletFlag: z.boolean(),
  appleWalletFlag: z.boolean(),
  /** The campaign (coupons) or event (tickets) it is issued for: the relation `tidetail` is made from it. */
  source_id: Id,
  aggregate_id: Id,
  profile_id: z.union([z.literal(''), Id]),
  /**
   * The ticket's redeemers (docs/product/campaigns-venues-events.md §3.7 redeemedAt on the event ticket): tokens are
   * the server's.
   */
  redeemedAt: z.array(RedeemerInput).max(50),
  /** Mobility tickets only: the bus route (a route card of a creative of the same workspace) they ride; each batch is one of its trips. */
  route: MobilityRouteRef,
};

export const TiDetailInput = z
  .object(TI_DETAIL_FIELDS)
  .partial()
  .extend({ titype: z.enum(TI_TYPES), tiConfigId: Id, source_id: Id, instrumentInfo: z.array(InstrumentInfoInput).max(20).optional() });
export const TiDetailPatch = patchOf(TI_DETAIL_FIELDS);
export type TiDetailInput = z.infer<typeof TiDetailInput>;
export type TiDetailPatch = z.infer<typeof TiDetailPatch>;

/** A redeemer as stored and answered: the server's token, the matched profile and when it last changed. */
export interface Redeemer {
  token: string;
  mobile: string;
  profile_id: string;
  venue_id: string;
  venue_name: string;
  name: string;
  email: string;
  updatedOn: string;
}

/** Where a batch's generation stands (docs/treasury.md "Generation"). */
export const GENERATION_STATES = ['configured', 'generating', 'generated'] as const;
export type GenerationState = (typeof GENERATION_STATES)[number];

/** A category batch as answered: what was written, its generation and the figures counted from its instruments. */
export interface InstrumentInfo {
  uid: string;
  category: string;
  numberOfTickets: number;
  price: number;
  serialNumber: string;
  /** The serial of its last instrument (serials continue across the detail's batches). */
  lastSerialNumber: string;
  schedule_uid: string;
  transferFlag: boolean;
  redeemer: Redeemer[];
  seats: string[] | null;
  generation: GenerationState;
  generatedCount: number;
  generatedDate: string | null;
  transactionOwner: { profile_id: string; generatedDate: string | null };
  totalInstruments: number;
  balanceTickets: number;
  instrumentFree: number;
  instrumentAcquired: number;
  instrumentRedeemed: number;
}

/**
 * An instrument detail as answered (docs/product/campaigns-venues-events.md §3.7): every written field, its
 * configuration's summary and its batches.
 */
export type TiDetail = {
  id: string;
  titype: TiType;
  tiConfigId: string;
  tiConfig: { id: string; key: string; name: string; type: string | null; subtype: string | null; category: string | null } | null;
  source_id: string;
  usagetype: UsageType;
  usageLimit: number;
  enabled: boolean;
  redeemedAt: Redeemer[];
  instrumentInfo: InstrumentInfo[];
  relations: unknown[];
  aggregate_id: string;
  project_id: string;
  tenant_id: string;
  profile_id: string;
  createdOn: string;
  updatedOn: string;
} & Omit<
  z.infer<z.ZodObject<typeof TI_DETAIL_FIELDS>>,
  'titype' | 'tiConfigId' | 'source_id' | 'usagetype' | 'usageLimit' | 'enabled' | 'redeemedAt' | 'aggregate_id' | 'profile_id' | 'couponPolicy' | 'route'
> & {
    couponPolicy: CouponPolicy | null;
    route: MobilityRouteRef | null;
  };

/**
 * What a stored detail holds for a field it was never given (docs/product/campaigns-venues-events.md §9: the wallet and
 * SMS toggles default false).
 */
export const TI_DETAIL_DEFAULTS = {
  acctDetails: '',
  ownership: {},
  revenue: 0,
  expenditure: 0,
  sponsors: [],
  pricingConfig: [],
  startSerial: '',
  schedule: {},
  proximityFlag: false,
  proximityCode: '',
  proximityDistance: 0,
  zipcode: '',
  name: false,
  email: false,
  scratchCard: false,
  couponOwnership: false,
  couponPolicyFlag: false,
  couponPolicy: null,
  additionalInfoRequired: false,
  additionalInfoMandatory: false,
  aditionalInfo: {},
  profileInfoRequired: false,
  profileInfoMandatory: false,
  profileInfo: {},
  sendSMSAcquisition: false,
  sendWhatsappSMSAcquisition: false,
  googleWalletFlag: false,
  appleWalletFlag: false,
  route: null,
} satisfies Partial<TiDetail>;
