import { z } from 'zod';
import { GeoPoint } from '../common/place.js';
import { IsoDate, Text } from '../media-items/item.js';
import { RouteInput, type RouteCard } from '../mobility/route.js';
import { randomAlphanumeric } from '../relations/uid.js';

/**
 * The cards of a creative (docs/product/creatives-assets-signage.md §2.3–2.5, §3, §7): each sub-section is a list of
 * small records, written one at a time under /api/2.0/media-creatives/{id}/{route}. `field` is the creative's array
 * that answers them.
 */
export const PART_SECTIONS = {
  assets: { route: 'assets', shape: 'image' },
  imageFiles: { route: 'creativeImageFiles', shape: 'media' },
  videoFiles: { route: 'creativeVideoFiles', shape: 'media' },
  audioFiles: { route: 'creativeAudioFiles', shape: 'media' },
  files: { route: 'creativeFiles', shape: 'media' },
  formFiles: { route: 'creativeFormFiles', shape: 'media' },
  hyperlinks: { route: 'creativeHyperlinks', shape: 'media' },
  arFiles: { route: 'creativeARFiles', shape: 'media' },
  vrFiles: { route: 'creativeVRFiles', shape: 'media' },
  campaignActions: { route: 'creativeGratification', shape: 'gratification' },
  route: { route: 'creativeRoute', shape: 'route' },
} as const;

export type PartField = keyof typeof PART_SECTIONS;
export type PartShape = (typeof PART_SECTIONS)[PartField]['shape'];
export const PART_FIELDS = Object.keys(PART_SECTIONS) as PartField[];
export const partFieldOfRoute = (route: string): PartField | undefined => PART_FIELDS.find((f) => PART_SECTIONS[f].route === route);

/**
 * docs/product/creatives-assets-signage.md §7, §9: new sub-records carry a 6-character id made by the client; unique
 * within their creative.
 */
export const PART_ID_LENGTH = 6;
export const PART_ID_PATTERN = /^[A-Za-z0-9]{6}$/;
export const newPartId = () => randomAlphanumeric(PART_ID_LENGTH);
export const PartId = z.string().regex(PART_ID_PATTERN, 'must be 6 letters or digits');

export const PART_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  httpOnly: 'The URL must start with http:// or https://',
  closeBeforeStart: 'Schedule until cannot be earlier than schedule from',
  assetTypeRequired: 'A creative image asset needs a type and a sub-type: choose both before saving',
  pointsRequired: 'Points Configured is required and must be a number',
  maxLimitRequired: 'Maximum Limit is required and must be a number',
  idTaken: 'This id is already used by another card of the creative',
  actionTaken: 'Gratification points for this action are already configured',
  idMismatch: 'The id in the body does not match the path',
  /** docs/product/creatives-assets-signage.md §2.3 and §8. */
  assetSaved: 'Creative Asset saved',
  assetsSaved: 'Creative Assets saved',
  /** docs/product/creatives-assets-signage.md §5, §8 and docs/product/platform.md §5. */
  deleteConfirm: 'Creative asset will be deleted. Are you sure ?',
  subtypeChanged: 'The sub-type changed: this asset may need a new image with the aspect ratio of its new sub-type.',
} as const;

/** Only http(s) addresses: a card's URL is opened or embedded by the console and the apps ('javascript:' never). */
export const HttpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), PART_MESSAGES.httpOnly);

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

/**
 * Link, video, audio, file, form, AR, VR and streaming-image cards (docs/product/creatives-assets-signage.md §2.4, §3):
 * one shape.
 */
export const MediaPartInput = z
  .object({
    id: PartId.optional(),
    name: required(PART_MESSAGES.nameRequired, 100),
    description: required(PART_MESSAGES.descriptionRequired, 2000),
    url: HttpUrl.default(''),
    startDate: IsoDate.nullable().default(null),
    closeDate: IsoDate.nullable().default(null),
    enabled: z.boolean().default(true),
    doLogin: z.boolean().default(true),
  })
  .refine((p) => !p.startDate || !p.closeDate || p.closeDate >= p.startDate, { message: PART_MESSAGES.closeBeforeStart, path: ['closeDate'] });
export type MediaPartInput = z.infer<typeof MediaPartInput>;

/**
 * A creative image asset (docs/product/creatives-assets-signage.md §2.3, §3): classified from the catalogue's creative
 * family, placed on the map.
 */
export const ImageAssetInput = z.object({
  id: PartId.optional(),
  type: Text(100).nullish(),
  type_id: z.string().max(24).nullish(),
  subtype: Text(100).nullish(),
  subtype_id: z.string().max(24).nullish(),
  category: Text(100).nullish(),
  city: Text(100).default(''),
  state: Text(100).default(''),
  country: Text(100).default(''),
  geoLocation: GeoPoint.nullable().default(null),
  /** Kilometres around the point (docs/product/creatives-assets-signage.md §9: 100 by default). */
  radius: z.number().positive().max(20_000).default(100),
});
export type ImageAssetInput = z.infer<typeof ImageAssetInput>;

/** docs/product/creatives-assets-signage.md §3: the action's type is derived (like 1, view 2, share 3). */
export const GRATIFICATION_TYPES = { like: 1, view: 2, share: 3 } as const;
export type GratificationAction = keyof typeof GRATIFICATION_TYPES;
export const GRATIFICATION_ACTIONS = Object.keys(GRATIFICATION_TYPES) as GratificationAction[];

const Points = z.number().int().min(0).max(1_000_000_000);
const requiredPoints = (message: string) => z.number({ error: message }).int(message).min(0, message).max(1_000_000_000);

/** Gratification points for an action on the creative (docs/product/creatives-assets-signage.md §2.5, §3). */
export const GratificationInput = z.object({
  id: PartId.optional(),
  action: z.enum(GRATIFICATION_ACTIONS),
  defaultPoints: requiredPoints(PART_MESSAGES.pointsRequired),
  maxLimit: requiredPoints(PART_MESSAGES.maxLimitRequired),
  minimumPoints: Points.default(0),
  extraPoints: Points.default(0),
  additionalPoints: Points.default(0),
  validationPoints: Points.default(0),
  arPoints: Points.default(0),
});
export type GratificationInput = z.infer<typeof GratificationInput>;

/**
 * A bus route card (docs/product/creatives-assets-signage.md §2.10): the route's fields with a card id; its fare matrix
 * is written on its own.
 */
export const RouteCardInput = RouteInput.extend({ id: PartId.optional() });
export type RouteCardInput = z.infer<typeof RouteCardInput>;

export const PART_INPUTS = { media: MediaPartInput, image: ImageAssetInput, gratification: GratificationInput, route: RouteCardInput } as const;

/** The cards as answered in a creative's arrays. */
export type MediaPart = Omit<MediaPartInput, 'id'> & { id: string };
export interface ImageAsset {
  id: string;
  type: string;
  type_id: string;
  subtype: string;
  subtype_id: string;
  category: string;
  city: string;
  state: string;
  country: string;
  geoLocation: GeoPoint | null;
  radius: number;
  /** Whether the asset's picture has been uploaded (/images?type=creative&id=&asset=&for=img). */
  hasImage: boolean;
}
export type Gratification = Omit<GratificationInput, 'id'> & { id: string; type: number };

export type CreativeParts = {
  [F in PartField]: F extends 'assets' ? ImageAsset[] : F extends 'campaignActions' ? Gratification[] : F extends 'route' ? RouteCard[] : MediaPart[];
};

/** An asset's image is named by the creative and the asset's id (docs/product/creatives-assets-signage.md §7). */
export const assetImagePath = (creativeId: string, assetId: string) =>
  `/images?${new URLSearchParams({ type: 'creative', id: creativeId, asset: assetId, for: 'img' })}`;

/** What names a card in a list of changes (its history): a media or route card's name, an action, an asset's sub-type. */
export function partName(doc: Record<string, unknown>): string | null {
  for (const key of ['name', 'action', 'subtype', 'type']) {
    const value = doc[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}
