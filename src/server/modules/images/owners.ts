import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege, type PrivilegeLevel } from '../../../domain/access/levels.js';
import { tenantResource } from '../../../domain/access/resources.js';
import { WORKSPACE_IMAGE_ROLE } from '../../../domain/workspaces/sections.js';
import type { Actor } from '../../actor.js';
import { tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { workspaceById } from '../aggregates/index.js';
import { getProfile } from '../profiles/index.js';
import { itemStanding } from '../media-items/index.js';
import { questionStanding } from '../learning/index.js';
import { LEARNING_EDIT_ROLE, LEARNING_READ_ROLE } from '../../../domain/learning/values.js';
import { ITEM_IMAGE_ROLE } from '../../../domain/media-items/sections.js';
import { MEDIA_ITEM_PAGE_KINDS } from '../../../domain/media-items/types.js';

/** Owner kinds of `/images?type=` (docs/product/platform.md §7). */
export const IMAGE_OWNER_TYPES = ['ma', 'venue', 'asset', 'device', 'campaign', 'creative', 'event', 'profile', 'question'] as const;
export type ImageOwnerType = (typeof IMAGE_OWNER_TYPES)[number];

/** The caller's standing on an image's owner: its canonical id, their privilege and what reading and writing need. */
export interface OwnerAccess {
  ownerId: string;
  privilege: PrivilegeLevel;
  read: PrivilegeLevel;
  write: PrivilegeLevel;
}

/** Finds an owner of the caller's tenant; null when it does not exist or the caller may not know of it. */
export type OwnerResolver = (ctx: AppContext, actor: Actor, id: string) => Promise<OwnerAccess | null>;

const resolvers = new Map<ImageOwnerType, OwnerResolver>();

/** Each kind that owns images adds its resolver here; a type without one answers 404 Unknown owner. */
export function registerImageOwner(type: ImageOwnerType, resolver: OwnerResolver): void {
  resolvers.set(type, resolver);
}

// Workspace images sit in the primary section: ADMIN writes them (docs/product/platform.md §6).
registerImageOwner('ma', async (ctx, actor, id) => {
  const workspace = await workspaceById(ctx, await tenantOfActor(ctx, actor, undefined), id);
  if (!workspace) return null;
  return { ownerId: id, privilege: privilegeOn(actor.grants, workspace.resource), read: Privilege.VIEWER, write: WORKSPACE_IMAGE_ROLE };
});

// A profile (avatar) is its own user's (OWNER of it, docs/product/platform.md §6), or any tenant admin's; others cannot
// see it exists.
registerImageOwner('profile', async (ctx, actor, id) => {
  let profile;
  try {
    profile = await getProfile(ctx, actor, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
  const own = profile.key === actor.userId;
  return {
    ownerId: profile.id,
    privilege: own ? Privilege.OWNER : privilegeOn(actor.grants, tenantResource(actor.tenantKey)),
    read: Privilege.VIEWER,
    write: Privilege.ADMIN,
  };
});

// Venue, asset and device banners sit in their primary group: ADMIN of the item's workspace writes them;
// a workspace the item is shared with (or any member, for a public one) may read them.
// Campaign banners and creative images (docs/product/campaigns-venues-events.md §7; the primary and creatives groups
// are ADMIN's) and an event's brochure image (`for=img`, its primary group) follow the same rule.
for (const kind of [...MEDIA_ITEM_PAGE_KINDS, 'campaign', 'creative', 'event'] as const) {
  registerImageOwner(kind, async (ctx, actor, id) => {
    const standing = await itemStanding(ctx, actor, kind, id);
    return standing && { ownerId: standing.id, privilege: standing.privilege as PrivilegeLevel, read: Privilege.VIEWER, write: ITEM_IMAGE_ROLE };
  });
}

// A question's picture and its choices' pictures (`choice=`) take the creative sections' roles on the questionnaire's workspace.
registerImageOwner('question', async (ctx, actor, id) => {
  const standing = await questionStanding(ctx, actor, id);
  return standing && { ownerId: standing.id, privilege: standing.privilege, read: LEARNING_READ_ROLE, write: LEARNING_EDIT_ROLE };
});

export const unknownOwner = () => new HttpError(404, 'Not Found', 'Unknown owner');

/** The owner of an image, or 404 'Unknown owner' when the type has no resolver yet or the id is unknown. */
export async function resolveOwner(ctx: AppContext, actor: Actor, type: ImageOwnerType, id: string): Promise<OwnerAccess> {
  const resolver = resolvers.get(type);
  const access = resolver ? await resolver(ctx, actor, id) : null;
  if (!access) throw unknownOwner();
  return access;
}
