import { z } from 'zod';
import { Id } from '../media-items/item.js';
import { SIGNAGE_LIMITS } from './media.js';
import { SIGNAGE_MESSAGES } from './messages.js';

/** docs/product/creatives-assets-signage.md §2.11/§9: 0 Landscape (the default), 1 Portrait, 2 Portrait Reverse. */
export const ORIENTATIONS = [
  { value: 0, label: 'Landscape' },
  { value: 1, label: 'Portrait' },
  { value: 2, label: 'Portrait Reverse' },
] as const;
export type Orientation = 0 | 1 | 2;
/** A select's options (string values). */
export const ORIENTATION_CHOICES = ORIENTATIONS.map((o) => ({ value: String(o.value), label: o.label }));
export const orientationLabel = (o: number) => ORIENTATIONS.find((x) => x.value === o)?.label ?? String(o);
export const DEFAULT_ORIENTATION: Orientation = 0;

const Orientation = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: SIGNAGE_MESSAGES.orientation });

/** The playlist a display plays (docs/product/creatives-assets-signage.md §3: np {type 'pl', id, name}). */
export const NowPlaying = z.object(
  { type: z.literal('pl').default('pl'), id: Id, name: z.string().trim().max(SIGNAGE_LIMITS.name).default('') },
  { error: SIGNAGE_MESSAGES.playlistRequired },
);

const DisplayFields = {
  gen_token: z
    .string({ error: SIGNAGE_MESSAGES.genTokenRequired })
    .trim()
    .min(1, SIGNAGE_MESSAGES.genTokenRequired)
    .max(SIGNAGE_LIMITS.genToken)
    .regex(/^[A-Za-z0-9_-]+$/, 'Device ID may hold letters, digits, - and _'),
  name: z.string({ error: SIGNAGE_MESSAGES.nameRequired }).trim().min(1, SIGNAGE_MESSAGES.nameRequired).max(SIGNAGE_LIMITS.name),
  description: z.string().trim().max(SIGNAGE_LIMITS.description),
  orientation: Orientation,
  np: NowPlaying,
  // docs/product/creatives-assets-signage.md §3: pa is always true (the display plays its playlist).
  pa: z.literal(true),
  asset_id: Id,
};

/**
 * POST /displays (docs/product/creatives-assets-signage.md §7): gen_token, name, orientation and the playlist are
 * required; orientation 0 and pa true by default.
 */
export const DisplayInput = z.object({
  ...DisplayFields,
  description: DisplayFields.description.default(''),
  orientation: Orientation.default(DEFAULT_ORIENTATION),
  pa: DisplayFields.pa.default(true),
});
export type DisplayInput = z.infer<typeof DisplayInput>;
/** A display's change: any of its fields. */
export const DisplayPatch = z.object(DisplayFields).partial().extend({ id: Id.optional() });
export type DisplayPatch = z.infer<typeof DisplayPatch>;

/**
 * The New Display form's values before they are valid (the asset is ours: the form of
 * docs/product/creatives-assets-signage.md §2.13 has none, a display needs one).
 */
export interface DisplayForm {
  gen_token: string;
  name: string;
  description: string;
  orientation: number;
  npId: string;
  assetId: string;
}
export const NEW_DISPLAY_FORM: DisplayForm = { gen_token: '', name: '', description: '', orientation: DEFAULT_ORIENTATION, npId: '', assetId: '' };

/** A stored display as the form edits it (PUT /displays/{id} sends the whole form back, checked as a new one). */
export const displayFormOf = (d: {
  gen_token: string;
  name: string;
  description: string;
  orientation: number;
  np: { id: string };
  asset_id: string;
}): DisplayForm => ({
  gen_token: d.gen_token,
  name: d.name,
  description: d.description,
  orientation: d.orientation,
  npId: d.np.id,
  assetId: d.asset_id,
});

/** The body the form sends (docs/product/creatives-assets-signage.md §7: np {type 'pl', id, name}, pa true). */
export const displayInputOf = (f: DisplayForm, playlistName = '') => ({
  gen_token: f.gen_token.trim(),
  name: f.name.trim(),
  description: f.description.trim(),
  orientation: f.orientation,
  np: { type: 'pl' as const, id: f.npId, name: playlistName },
  pa: true as const,
  asset_id: f.assetId,
});

/**
 * docs/product/creatives-assets-signage.md §5: gen_token, name, orientation and npId are required (and the asset); 'Add
 * New Display' is disabled until the body would be accepted.
 */
export const displayFormValid = (f: DisplayForm) => Object.keys(displayFormProblems(f)).length === 0;

/** The body's fields as the form names them. */
const FORM_FIELD: Record<string, keyof DisplayForm> = {
  gen_token: 'gen_token',
  name: 'name',
  description: 'description',
  orientation: 'orientation',
  np: 'npId',
  asset_id: 'assetId',
};

/**
 * Each field's first problem as the server's schema finds it (docs/product/creatives-assets-signage.md §5), shown beside
 * the field; a playlist or asset not chosen says so rather than what an id must look like.
 */
export function displayFormProblems(f: DisplayForm): Partial<Record<keyof DisplayForm, string>> {
  const problems: Partial<Record<keyof DisplayForm, string>> = {};
  for (const issue of DisplayInput.safeParse(displayInputOf(f)).error?.issues ?? []) {
    const field = FORM_FIELD[String(issue.path[0])];
    if (field) problems[field] ??= issue.message;
  }
  if (problems.npId && !f.npId) problems.npId = SIGNAGE_MESSAGES.playlistRequired;
  if (problems.assetId && !f.assetId) problems.assetId = SIGNAGE_MESSAGES.assetRequired;
  return problems;
}
