import { z } from 'zod';
import { INSTANT_MESSAGE, storableTime } from '../common/instants.js';
import { ADDRESS_FIELDS, WebAddress, WebUrls } from '../common/place.js';
import { Properties } from '../common/properties.js';
import { CLOSE_BEFORE_START } from '../relations/periods.js';
import { UID_PATTERN } from '../relations/uid.js';

export const Text = (max: number) => z.string().trim().max(max);
export const Id = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character hexadecimal id');
// ISO with an offset, within the years the database stores (src/domain/common/instants.ts: a year 0000 is ISO but not stored).
export const IsoDate = z.iso
  .datetime({ offset: true })
  .refine((s) => storableTime(s) !== null, INSTANT_MESSAGE)
  .transform((s) => new Date(s).toISOString());

export const ScheduleInput = z
  .object({
    uid: z.string().regex(UID_PATTERN, 'uid must be 8 letters or digits').optional(),
    name: Text(100).default(''),
    start: IsoDate,
    close: IsoDate,
    status: Text(50).default(''),
    enabled: z.boolean().default(true),
    recurring: z.boolean().optional(),
    duration: z.number().int().min(0).max(10_000_000).optional(),
  })
  .refine((s) => s.close >= s.start, { message: CLOSE_BEFORE_START, path: ['close'] });

/**
 * Who else may see and link an item (docs/product/campaigns-venues-events.md §3.3 visibility record); campaigns and
 * events carry it too.
 */
export const VISIBILITY_FIELDS = {
  visibility: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  sharedList: z.array(Id).max(500),
  partners: z.boolean(),
  partnerList: z.array(Id).max(500),
  available: z.boolean(),
  availableFrom: IsoDate,
  availableTo: IsoDate,
};

/** Type selection from the item-type catalogue (names or ids; null clears). */
export const TYPE_FIELDS = {
  type: Text(100).nullable(),
  type_id: z.string().max(24).nullable(),
  subtype: Text(100).nullable(),
  subtype_id: z.string().max(24).nullable(),
  category: Text(100).nullable(),
};

/** A PUT body from a kind's fields: the id plus any of them, `null` meaning "unchanged" (patch drops empty fields). */
export function patchOf<F extends Record<string, z.ZodType>>(fields: F) {
  const nullable = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.nullable()])) as { [K in keyof F]: z.ZodNullable<F[K]> };
  return z.object({ id: z.string().max(100).optional(), ...nullable }).partial();
}

// The common item fields of docs/product/platform.md §3.6 and the venue's of
// docs/product/campaigns-venues-events.md §3.2 whose shape no rule gives
// (docs/decisions/0052-item-fields-without-shape.md).
const Email = z.union([z.literal(''), z.email().max(200)]);
const FreeMap = (what: string) =>
  z
    .record(z.string().trim().min(1).max(100), z.union([z.string().max(500), z.number(), z.boolean()]))
    .refine((m) => Object.keys(m).length <= 100, `At most 100 ${what}`);

/** An agency working for the item's owner: its name and how to reach it. */
export const Agency = z.object({ name: Text(100).min(1), email: Email.default(''), phone: Text(30).default('') });

/** Money set aside for the item: an amount in a currency (the workspace's when none), over an optional window. */
export const Budget = z
  .object({
    name: Text(100).min(1),
    amount: z.number().min(0).max(1e12),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'currency must be a three-letter ISO 4217 code')
      .optional(),
    start: IsoDate.optional(),
    close: IsoDate.optional(),
  })
  .refine((b) => !b.start || !b.close || b.close >= b.start, { message: CLOSE_BEFORE_START, path: ['close'] });

/** A call to action the apps offer with the item: a kind ('book', 'call'…), its button text and where it leads. */
export const ItemAction = z.object({ type: Text(50).min(1), label: Text(50).default(''), url: WebAddress.default(''), enabled: z.boolean().default(true) });

export type Agency = z.infer<typeof Agency>;
export type Budget = z.infer<typeof Budget>;
export type ItemAction = z.infer<typeof ItemAction>;
/** Short free values by name (attributes, a venue's optional details). */
export type FreeValues = Record<string, string | number | boolean>;

export const ITEM_EXTRA_FIELDS = {
  agency: z.array(Agency).max(20),
  attributes: FreeMap('attributes'),
  budgets: z.array(Budget).max(50),
  actions: z.array(ItemAction).max(20),
  // Venues only (docs/product/campaigns-venues-events.md §3.2): details beyond the type's, and sponsor names as events
  // keep them.
  optional: FreeMap('optional details'),
  sponsors: z.array(Text(100).min(1)).max(50),
};

/**
 * A device's display orientation: 0 Landscape, 1 Portrait, 2 Portrait Reverse
 * (docs/product/creatives-assets-signage.md §2.11).
 */
const Orientation = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/**
 * The item fields a form types as text, each as the server checks it: the console checks a draft's with them as the
 * user types (a few plain schemas, where the whole item schema would bring the address's with it).
 */
export const ITEM_TYPED_FIELDS = {
  code: Text(32),
  name: Text(100),
  description: Text(1000),
  phone: Text(30),
  email: Email,
  macAddress: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/, 'Mac address must look like 00:1A:2B:3C:4D:5E'),
  ]),
};

const ItemFields = {
  ...ITEM_TYPED_FIELDS,
  enabled: z.boolean(),
  tags: z.array(z.string().max(50)).max(50),
  type: Text(100).nullable(),
  type_id: z.string().max(24).nullable(),
  subtype: Text(100).nullable(),
  subtype_id: z.string().max(24).nullable(),
  category: Text(100).nullable(),
  multifaceted: z.boolean(),
  maxAllowed: z.number().int().min(1).max(1_000_000),
  urls: WebUrls,
  properties: Properties,
  ...ADDRESS_FIELDS,
  ...VISIBILITY_FIELDS,
  eventhosting: z.boolean(),
  enrollInMilesProgram: z.boolean(),
  deviceModel: Text(100),
  // Assets of category Zeetamind (docs/product/creatives-assets-signage.md §2.11)
  displayId: Text(100),
  orientation: Orientation,
  playlist: z.object({ type: Text(20).optional(), id: Text(100).optional(), name: Text(200).optional() }).nullable(),
  schedules: z.array(ScheduleInput).max(500),
  ...ITEM_EXTRA_FIELDS,
};

/**
 * A venue POST may also create an asset of docs/product/campaigns-venues-events.md §2.5 and anchor it for a year
 * (§4.6).
 */
export const CreateAsset = z.object({ type: Text(100).min(1), subtype: Text(100).min(1), name: Text(100).optional() });

/**
 * Body of POST: every field optional in the schema so the service answers its own message
 * for the name (docs/product/campaigns-venues-events.md §5). Unknown fields (id, relations, tenant_id…) are dropped.
 */
export const ItemInput = z.object(ItemFields).partial();
export const VenueInput = ItemInput.extend({ createAsset: CreateAsset.optional() });
/** Body of PUT /{id}: the id plus the changed fields; `null` means "unchanged" (patch drops empty fields). */
export const ItemPatch = z
  .object({ id: z.string().max(100).optional(), ...Object.fromEntries(Object.entries(ItemFields).map(([k, v]) => [k, v.nullable()])) } as {
    id: z.ZodOptional<z.ZodString>;
  } & { [K in keyof typeof ItemFields]: z.ZodNullable<(typeof ItemFields)[K]> })
  .partial();

export type ItemInput = z.infer<typeof ItemInput>;
export type VenueInput = z.infer<typeof VenueInput>;
export type ItemPatch = z.infer<typeof ItemPatch>;
export type ScheduleInput = z.infer<typeof ScheduleInput>;
export type CreateAsset = z.infer<typeof CreateAsset>;
