/** Treasury instruments, their details and batches as answered (docs/api.md "Treasury"). */
import { z } from 'zod';
import { GeoPoint } from '../../../domain/common/place.js';
import { CouponPolicy, GENERATION_STATES } from '../../../domain/treasury/ti-detail.js';
import { USAGE_TYPES } from '../../../domain/treasury/types.js';
import { named } from '../../answers.js';
import { ITEM_RECORD, Instant, Relation } from '../common-answers.js';

/** A small record kept as given (ownership, sponsors, ticket generation history, pricing). */
const Entry = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** The instrument's anchors: Relations, which the domain's types leave unknown. */
const Anchors = z.array(Relation) as unknown as z.ZodType<unknown[]>;

export const TiConfig = named(
  'TiConfig',
  z.object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.string().nullable(),
    type_id: z.string().nullable(),
    subtype: z.string().nullable(),
    subtype_id: z.string().nullable(),
    category: z.string().nullable(),
    ownership: z.array(Entry),
    sponsors: z.array(Entry),
    ticketGenHistory: z.array(Entry),
    pricingConfig: z.array(Entry),
    relations: Anchors,
    configState: z.number().int(),
    sourceForInstrument: z.string(),
    revenue: z.number(),
    expenditure: z.number(),
    transferable: z.boolean(),
    usagetype: z.enum(USAGE_TYPES),
    enabled: z.boolean(),
    profile_id: z.string(),
    aggregate_id: z.string(),
    project_id: z.string(),
    tenant_id: z.string(),
    geoLocation: GeoPoint.nullable(),
    address: z.string(),
    zipcode: z.string(),
    urls: z.record(z.string(), z.string()),
    properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    visibility: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    sharedList: z.array(z.string()),
    partners: z.boolean(),
    partnerList: z.array(z.string()),
    available: z.boolean(),
    availableFrom: z.string().nullable(),
    availableTo: z.string().nullable(),
    createdOn: Instant,
    updatedOn: Instant,
  }),
);

const Redeemer = z.object({
  token: z.string(),
  mobile: z.string(),
  profile_id: z.string(),
  venue_id: z.string(),
  venue_name: z.string(),
  name: z.string(),
  email: z.string(),
  updatedOn: Instant,
});

/** A category batch: what was written, its generation and the figures counted from its instruments. */
export const Batch = named(
  'InstrumentBatch',
  z.object({
    uid: z.string(),
    category: z.string(),
    numberOfTickets: z.number().int(),
    price: z.number(),
    serialNumber: z.string(),
    lastSerialNumber: z.string(),
    schedule_uid: z.string(),
    transferFlag: z.boolean(),
    redeemer: z.array(Redeemer),
    seats: z.array(z.string()).nullable(),
    generation: z.enum(GENERATION_STATES),
    generatedCount: z.number().int(),
    generatedDate: Instant.nullable(),
    transactionOwner: z.object({ profile_id: z.string(), generatedDate: Instant.nullable() }),
    totalInstruments: z.number().int(),
    balanceTickets: z.number().int(),
    instrumentFree: z.number().int(),
    instrumentAcquired: z.number().int(),
    instrumentRedeemed: z.number().int(),
  }),
);

/**
 * An instrument detail: its own fields, its configuration's summary and its batches; the other written fields
 * (ti-detail.ts TI_DETAIL_FIELDS: texts, flags, ownership and profile requirements …) as written.
 */
export const TiDetail = named(
  'TiDetail',
  z.looseObject({
    id: z.string(),
    titype: z.string(),
    tiConfigId: z.string(),
    tiConfig: z
      .object({
        id: z.string(),
        key: z.string(),
        name: z.string(),
        type: z.string().nullable(),
        subtype: z.string().nullable(),
        category: z.string().nullable(),
      })
      .nullable(),
    source_id: z.string(),
    usagetype: z.enum(USAGE_TYPES),
    usageLimit: z.number().int(),
    enabled: z.boolean(),
    redeemedAt: z.array(Redeemer),
    instrumentInfo: z.array(Batch),
    couponPolicy: CouponPolicy.nullable(),
    route: z.object({ creative_id: z.string(), route_id: z.string() }).nullable(),
    ...ITEM_RECORD,
    // An instrument's relations are its anchors, not an item's relations.
    relations: Anchors,
  }),
);
