/** A creative's cards as answered, one at a time and in the creative's arrays (docs/product/creatives-assets-signage.md §3). */
import { z } from 'zod';
import { GeoPoint } from '../../../domain/common/place.js';
import { GRATIFICATION_ACTIONS, PART_SECTIONS, type PartField } from '../../../domain/creatives/parts.js';
import { named } from '../../answers.js';
import { Instant } from '../common-answers.js';

/** Link, video, audio, file, form, AR, VR and streaming-image cards. */
export const MediaCard = named(
  'MediaCard',
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    url: z.string(),
    startDate: Instant.nullable(),
    closeDate: Instant.nullable(),
    enabled: z.boolean(),
    doLogin: z.boolean(),
  }),
);

export const ImageAssetCard = named(
  'ImageAssetCard',
  z.object({
    id: z.string(),
    type: z.string(),
    type_id: z.string(),
    subtype: z.string(),
    subtype_id: z.string(),
    category: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    geoLocation: GeoPoint.nullable(),
    radius: z.number().describe('Kilometres around the point'),
    hasImage: z.boolean().describe('Whether its picture has been uploaded'),
  }),
);

const Points = z.number().int();
export const GratificationCard = named(
  'GratificationCard',
  z.object({
    id: z.string(),
    type: z.number().int().describe('like 1, view 2, share 3'),
    action: z.enum(GRATIFICATION_ACTIONS),
    defaultPoints: Points,
    maxLimit: Points,
    minimumPoints: Points,
    extraPoints: Points,
    additionalPoints: Points,
    validationPoints: Points,
    arPoints: Points,
  }),
);

/**
 * A bus route card: its own fields, then schedules with trips, stops and validators as the route form sends them
 * (domain/mobility/route.ts), open here beyond the ids the server makes.
 */
export const RouteCard = named(
  'RouteCard',
  z.looseObject({
    id: z.string(),
    name: z.string(),
    startStation: z.string(),
    endStation: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    enabled: z.boolean(),
    vehicleType: z.string(),
    distanceMeasurment: z.string(),
    updatedOn: Instant,
    fareCount: z.number().int().describe("Rows of the stored fare matrix (0: 'Not Uploaded')"),
    schedule: z.array(z.looseObject({ scheduleId: z.string(), tripTime: z.array(z.looseObject({ tripId: z.string() })) })),
  }),
);

const CARD_OF_SHAPE = { media: MediaCard, image: ImageAssetCard, gratification: GratificationCard, route: RouteCard } as const;

/** The card a section answers (the stored card is a document: typed by this schema, not by TypeScript). */
export const cardOf = (section: PartField): z.ZodType => CARD_OF_SHAPE[PART_SECTIONS[section].shape];

/** Every array of a creative's cards, as a creative read by id answers them. */
export const CREATIVE_CARDS = Object.fromEntries(Object.keys(PART_SECTIONS).map((f) => [f, z.array(cardOf(f as PartField))]));
