import { privilegeName } from '../../../domain/access/levels.js';
import { aspectProblem, IMAGE_MESSAGES } from '../../../domain/images/aspect.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { hasImageAsset } from '../creative-parts/index.js';
import { resolveOwner, type ImageOwnerType } from './owners.js';
import { probeImage } from './probe.js';
import { readImage, writeImage } from './store.js';

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
  etag: string;
  updatedOn: Date;
}

/** Names one image of an owner: `for` plus, for a creative's image assets, the asset. */
export interface ImageRef {
  type: ImageOwnerType;
  id: string;
  for: 'img' | 'banner' | 'icon' | 'logo';
  asset?: string;
  /** A question's choice (its uid): each choice has its own picture. */
  choice?: string;
}

const purposeOf = (ref: ImageRef) => (ref.asset ? `asset-${ref.asset}-${ref.for}` : ref.choice ? `choice-${ref.choice}-${ref.for}` : ref.for);

export const imageUrl = (ref: ImageRef) =>
  `/images?${new URLSearchParams({ type: ref.type, id: ref.id, ...(ref.asset ? { asset: ref.asset } : {}), ...(ref.choice ? { choice: ref.choice } : {}), for: ref.for })}`;

async function load(ctx: AppContext, tenantId: string, ownerType: string, ownerId: string, purpose: string): Promise<StoredImage> {
  const found = await readImage(ctx.db, ctx.storage, { tenantId, ownerType, ownerId, purpose });
  if (!found) throw notFound('Image');
  const { row, bytes } = found;
  return { bytes, contentType: row.contentType, etag: row.etag, updatedOn: row.updatedOn };
}

/** The tenant logo is public: the sign-in page shows it before anyone is signed in. */
export async function tenantLogo(ctx: AppContext, tenantKey: string): Promise<StoredImage> {
  const tenant = await ctx.tenants.find(tenantKey);
  if (!tenant) throw notFound('Image');
  return load(ctx, tenant.id, 'tenant', tenant.id, 'logo');
}

/** An owner's image, for a caller who may view the owner. */
export async function ownerImage(ctx: AppContext, actor: Actor, ref: ImageRef): Promise<StoredImage> {
  const owner = await resolveOwner(ctx, actor, ref.type, ref.id);
  if (owner.privilege < owner.read) throw forbidden(`Requires ${privilegeName(owner.read)} on the image's owner`);
  return load(ctx, actor.tenantId, ref.type, owner.ownerId, purposeOf(ref));
}

/** Checked before the upload is read, so a refused caller never costs a megabyte of parsing. */
export async function authoriseUpload(ctx: AppContext, actor: Actor, ref: ImageRef) {
  const owner = await resolveOwner(ctx, actor, ref.type, ref.id);
  if (owner.privilege < owner.write) throw forbidden(`Requires ${privilegeName(owner.write)} on the image's owner`);
  // A creative's asset picture belongs to one of its image-asset cards: none is stored for a card that is not there.
  if (ref.asset && !(await hasImageAsset(ctx, actor.tenantId, owner.ownerId, ref.asset))) throw notFound('Creative asset');
  return owner;
}

/** `asset=` names a creative's image asset (docs/product/creatives-assets-signage.md §7); no other owner has assets. */
export function checkAssetRef(ref: ImageRef) {
  if (ref.asset && ref.type !== 'creative') throw badRequest('Only creative images name an asset');
}

/** Stores an upload after checking what the bytes really are and, for banner/icon/logo, their shape. */
export async function storeOwnerImage(ctx: AppContext, actor: Actor, ref: ImageRef, ownerId: string, bytes: Buffer) {
  const probed = probeImage(bytes);
  if (!probed) throw badRequest(IMAGE_MESSAGES.notAnImage);
  const problem = aspectProblem(ref.for, probed.width, probed.height);
  if (problem) throw badRequest(problem);
  const slot = { tenantId: actor.tenantId, ownerType: ref.type, ownerId, purpose: purposeOf(ref) };
  const row = await writeImage(ctx.db, ctx.storage, slot, { bytes, contentType: probed.contentType, width: probed.width, height: probed.height });
  return { url: imageUrl({ ...ref, id: ownerId }), etag: row.etag, width: probed.width, height: probed.height };
}
