import {
  newPartId,
  PART_INPUTS,
  PART_MESSAGES,
  PART_SECTIONS,
  type Gratification,
  type ImageAsset,
  type MediaPart,
  type PartField,
} from '../../../../domain/creatives/parts';
import { problemsByField } from '../../../components/card-section/card-state';
import type { FieldProblems } from '../../../lib/form-check';

/**
 * The media-card sections of the creative page (docs/product/creatives-assets-signage.md §2.2, §2.4) in page order,
 * with their Add buttons.
 */
export const MEDIA_SECTIONS = {
  imageFiles: { add: 'Add Streaming Image', noun: 'Streaming image' },
  videoFiles: { add: 'Add Video', noun: 'Video' },
  audioFiles: { add: 'Add Audio', noun: 'Audio' },
  files: { add: 'Add File', noun: 'File' },
  formFiles: { add: 'Add Form', noun: 'Form' },
  hyperlinks: { add: 'Add Hyperlink', noun: 'Hyperlink' },
  arFiles: { add: 'Add AR File', noun: 'AR file' },
  vrFiles: { add: 'Add VR File', noun: 'VR file' },
} as const satisfies Partial<Record<PartField, { add: string; noun: string }>>;
export type MediaSection = keyof typeof MEDIA_SECTIONS;

/**
 * docs/product/creatives-assets-signage.md §2.4: audio and form URLs are embedded players; the others are plain links.
 */
export const EMBEDDED: readonly MediaSection[] = ['audioFiles', 'formFiles'];
export const urlLabel = (section: MediaSection) => (EMBEDDED.includes(section) ? 'URL (Embadded IFrame Link)' : 'URL');

export const PLAYING = { label: 'Playing', hint: 'Click edit to pause the file' } as const;
export const STOPPED = { label: 'Stopped', hint: 'Click edit to play the file' } as const;
export const GRATIFICATION_HINT = 'Click edit to update the gratification points';

/**
 * A new card carries the 6-character id the client makes (docs/product/creatives-assets-signage.md §7); the server
 * keeps it.
 */
export const blankMedia = (): MediaPart => ({
  id: newPartId(),
  name: '',
  description: '',
  url: '',
  startDate: null,
  closeDate: null,
  enabled: true,
  doLogin: true,
});

export const blankAsset = (): ImageAsset => ({
  id: newPartId(),
  type: '',
  type_id: '',
  subtype: '',
  subtype_id: '',
  category: '',
  city: '',
  state: '',
  country: '',
  geoLocation: null,
  radius: 100,
  hasImage: false,
});

export const blankGratification = (): Gratification => ({
  id: newPartId(),
  action: 'like',
  type: 1,
  defaultPoints: Number.NaN,
  maxLimit: Number.NaN,
  minimumPoints: 0,
  extraPoints: 0,
  additionalPoints: 0,
  validationPoints: 0,
  arPoints: 0,
});

/** What a card's POST or PUT sends: its fields, without those the server derives (asset picture, gratification type). */
export function cardBody(section: PartField, card: MediaPart | ImageAsset | Gratification): Record<string, unknown> {
  const shape = PART_SECTIONS[section].shape;
  if (shape === 'image') {
    const { hasImage: _hasImage, ...asset } = card as ImageAsset;
    // Ids win over names on the server; an empty one says nothing.
    return { ...asset, type_id: asset.type_id || null, subtype_id: asset.subtype_id || null, category: asset.category || null };
  }
  if (shape === 'gratification') {
    const { type: _type, ...points } = card as Gratification;
    return points;
  }
  return { ...card };
}

/** The fields each shape's form draws, by path: a problem elsewhere is said beside Save. */
const DRAWN: Record<'media' | 'image' | 'gratification', readonly string[]> = {
  media: ['name', 'description', 'url', 'startDate', 'closeDate'],
  image: ['type', 'city', 'state', 'country', 'geoLocation.coordinates.0', 'geoLocation.coordinates.1', 'radius'],
  gratification: ['action', 'defaultPoints', 'maxLimit', 'minimumPoints', 'extraPoints', 'additionalPoints', 'validationPoints', 'arPoints'],
};

/** What keeps a card from being saved (Save stays disabled), by field, by the server's own rules; empty when it may be. */
export function cardProblems(section: PartField, card: MediaPart | ImageAsset | Gratification): FieldProblems {
  const shape = PART_SECTIONS[section].shape as keyof typeof DRAWN;
  const problems: [string, string][] = [];
  const asset = card as ImageAsset;
  // docs/product/creatives-assets-signage.md §5: type and sub-type must be set to enable Save; said beside the type.
  if (shape === 'image' && (!(asset.type_id || asset.type) || !(asset.subtype_id || asset.subtype))) problems.push(['type', PART_MESSAGES.assetTypeRequired]);
  for (const issue of PART_INPUTS[shape].safeParse(cardBody(section, card)).error?.issues ?? []) problems.push([issue.path.join('.'), issue.message]);
  return problemsByField(problems, (path) => DRAWN[shape].includes(path));
}

/**
 * docs/product/creatives-assets-signage.md §2.3: changing a saved asset's sub-type may need a new picture of the right
 * shape.
 */
export const subtypeChanged = (saved: ImageAsset | undefined, draft: ImageAsset) =>
  Boolean(saved?.subtype_id) && saved!.subtype_id !== draft.subtype_id && Boolean(draft.subtype_id);

/**
 * docs/product/creatives-assets-signage.md §2.4: 'Start : ' and 'End : ' in the medium date format (e.g. Jun 15, 2026,
 * 9:03:01 AM); '–' when open.
 */
export function mediumDate(iso: string | null, timeZone?: string): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(new Date(iso));
}
