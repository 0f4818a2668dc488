/** Answer shapes several modules share (docs/decisions/0141-declared-answers.md). */
import { z } from 'zod';
import { GeoLocation } from '../../domain/common/place.js';
import { RELATION_KINDS } from '../../domain/media-items/types.js';
import { named } from '../answers.js';

/** An instant as the API writes it: ISO 8601 in UTC (`Date.toISOString`). */
export const Instant = z.iso.datetime();

/** An answer cut by `?fields=`: only the named fields, so each may be missing. */
export const projected = <S extends z.ZodObject>(schema: S) => schema.partial().describe('Only the fields named in ?fields=, when given');

/** The postal address and location as answered: unset parts '' and no location null (presentAddress). */
export const ADDRESS_ANSWER = {
  street: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  geoLocation: GeoLocation.nullable(),
};

/** A user of the tenant with the groups they are in (`<scope>.<role>`). */
export const User = named(
  'User',
  z.object({
    id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    enabled: z.boolean(),
    groups: z.array(z.string()),
  }),
);

/** One side of an anchor as read inside an item; `owned` is relative to the reading caller's workspace. */
export const Relation = named(
  'Relation',
  z.object({
    uid: z.string(),
    relation: z.enum(RELATION_KINDS).describe("The other item's kind"),
    id: z.string(),
    name: z.string(),
    start: Instant,
    close: Instant,
    enabled: z.boolean(),
    aggregate_id: z.string().describe("The relation's workspace; '' for a project-level instrument's"),
    profile_id: z.string(),
    project_id: z.string(),
    tenant_id: z.string(),
    owned: z.boolean(),
  }),
);

export const Schedule = named(
  'Schedule',
  z.object({
    uid: z.string(),
    name: z.string(),
    start: Instant,
    close: Instant,
    status: z.string(),
    enabled: z.boolean(),
    recurring: z.boolean().optional(),
    duration: z.number().optional(),
  }),
);

/** Ownership and bookkeeping every stored catalogue item answers. */
export const ITEM_RECORD = {
  relations: z.array(Relation),
  aggregate_id: z.string(),
  project_id: z.string(),
  tenant_id: z.string(),
  profile_id: z.string(),
  createdOn: Instant,
  updatedOn: Instant,
};

/** Who else may see and link the item, and when. */
export const VISIBILITY_RECORD = {
  visibility: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).describe('INVISIBLE 0, PRIVATE 1, SHARED 2, PUBLIC 3'),
  sharedList: z.array(z.string()),
  partners: z.boolean(),
  partnerList: z.array(z.string()),
  available: z.boolean(),
  availableFrom: Instant,
  availableTo: z.union([z.literal(''), Instant]),
};

/** Type, sub-type and category with the catalogue ids ('' when unset). */
export const TYPE_RECORD = { type: z.string(), type_id: z.string(), subtype: z.string(), subtype_id: z.string(), category: z.string() };
