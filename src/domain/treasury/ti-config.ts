import { z } from 'zod';
import { httpUrlProblem } from '../common/place-parts.js';
import { Id, patchOf, Text, TYPE_FIELDS, VISIBILITY_FIELDS } from '../media-items/item.js';
import { TREASURY_MESSAGES, USAGE_TYPES } from './types.js';

/**
 * A treasury instrument, or instrument configuration (TIConfig, docs/product/platform.md §3.12,
 * docs/product/campaigns-venues-events.md §3.6): what coupons, tickets and mobility tickets are issued from. It belongs
 * to a project, and to one workspace when `aggregate_id` is set (the workspace's INSTRUMENT menu); its type comes from
 * the item-type catalogue. Lists without a shape of their own (ownership, sponsors, ticketGenHistory, pricingConfig)
 * hold small records we keep as given (docs/treasury.md).
 */
const Entry = z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]));
const Entries = z.array(Entry).max(200);

/** A social link: a whole http(s) URL, or blank (none); the console checks it with the same rule. */
const SocialLink = z
  .string()
  .max(2000)
  .superRefine((s, ctx) => {
    const problem = httpUrlProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const TI_CONFIG_FIELDS = {
  key: z.string().trim().max(100),
  name: Text(100),
  description: Text(1000),
  ...TYPE_FIELDS,
  ownership: Entries,
  sponsors: Entries,
  ticketGenHistory: Entries,
  pricingConfig: Entries,
  configState: z.number().int().min(0).max(1000),
  sourceForInstrument: Text(200),
  revenue: z.number().min(0).max(1e12),
  expenditure: z.number().min(0).max(1e12),
  transferable: z.boolean(),
  usagetype: z.enum(USAGE_TYPES),
  enabled: z.boolean(),
  profile_id: z.union([z.literal(''), Id]),
  aggregate_id: z.union([z.literal(''), Id]),
  project_id: Id,
  // The detail page's other sections (docs/product/platform.md §2.13): location, social media, special properties,
  // visibility.
  geoLocation: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) }).nullable(),
  address: Text(500),
  zipcode: Text(20),
  urls: z.record(z.string().max(50), SocialLink),
  properties: z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()])),
  ...VISIBILITY_FIELDS,
};

/** POST body (no id): project_id and name are required, the rest defaults. */
export const TiConfigInput = z
  .object(TI_CONFIG_FIELDS)
  .partial()
  .extend({ project_id: Id, name: Text(100).min(1, TREASURY_MESSAGES.nameRequired) });
/** PUT body: id plus changed fields; a patch drops empty fields (docs/product/platform.md §7). */
export const TiConfigPatch = patchOf(TI_CONFIG_FIELDS);
export type TiConfigInput = z.infer<typeof TiConfigInput>;
export type TiConfigPatch = z.infer<typeof TiConfigPatch>;

/**
 * A treasury instrument as the API answers it: every field of docs/product/platform.md §3.12 and the detail page's
 * sections.
 */
export interface TiConfig {
  id: string;
  key: string;
  name: string;
  description: string;
  type: string | null;
  type_id: string | null;
  subtype: string | null;
  subtype_id: string | null;
  category: string | null;
  ownership: z.infer<typeof Entries>;
  sponsors: z.infer<typeof Entries>;
  ticketGenHistory: z.infer<typeof Entries>;
  pricingConfig: z.infer<typeof Entries>;
  relations: unknown[];
  configState: number;
  sourceForInstrument: string;
  revenue: number;
  expenditure: number;
  transferable: boolean;
  usagetype: (typeof USAGE_TYPES)[number];
  enabled: boolean;
  profile_id: string;
  aggregate_id: string;
  project_id: string;
  tenant_id: string;
  geoLocation: { type: 'Point'; coordinates: [number, number] } | null;
  address: string;
  zipcode: string;
  urls: Record<string, string>;
  properties: Record<string, string | number | boolean>;
  visibility: 0 | 1 | 2 | 3;
  sharedList: string[];
  partners: boolean;
  partnerList: string[];
  available: boolean;
  availableFrom: string | null;
  availableTo: string | null;
  createdOn: string;
  updatedOn: string;
}

/**
 * What a stored instrument holds for a field it was never given (docs/product/platform.md §3.12 defaults: configState
 * 0, enabled true).
 */
export const TI_CONFIG_DEFAULTS = {
  description: '',
  type_id: null,
  subtype_id: null,
  ownership: [],
  sponsors: [],
  ticketGenHistory: [],
  pricingConfig: [],
  configState: 0,
  sourceForInstrument: '',
  revenue: 0,
  expenditure: 0,
  transferable: false,
  usagetype: 'single',
  geoLocation: null,
  address: '',
  zipcode: '',
  urls: {},
  properties: {},
  visibility: 1,
  sharedList: [],
  partners: false,
  partnerList: [],
  available: true,
  availableFrom: null,
  availableTo: null,
} satisfies Partial<TiConfig>;

/** Fields kept in columns rather than in the document. */
export const TI_CONFIG_COLUMN_FIELDS = ['key', 'name', 'type', 'subtype', 'category', 'enabled'] as const;
