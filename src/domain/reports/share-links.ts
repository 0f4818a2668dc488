import { z } from 'zod';
import { Id } from '../media-items/item.js';

/**
 * Share links (docs/decisions/0095-share-links.md): a read-only view of one campaign's or venue's report for
 * whoever holds the link, without signing in, until it expires or is revoked.
 */
export const SHARE_KINDS = ['campaign', 'venue'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const SHARE_DEFAULT_DAYS = 7;
export const SHARE_MAX_DAYS = 90;

export const SHARE_MESSAGES = {
  gone: 'This share link is no longer valid.',
  created: 'Share link created. Copy it now: it is shown only once.',
  revoked: 'Share link revoked.',
} as const;

/** The days a link lasts, as the server's schema checks them (its words), for the form to say beside the field. */
export const shareDaysProblem = (days: number): string | null => ShareLinkInput.shape.expires_in_days.safeParse(days).error?.issues[0].message ?? null;

export const ShareLinkInput = z.object({
  kind: z.enum(SHARE_KINDS),
  item_id: Id,
  expires_in_days: z.number().int().min(1).max(SHARE_MAX_DAYS).optional().describe(`Days until the link expires (default ${SHARE_DEFAULT_DAYS})`),
});
export type ShareLinkInput = z.infer<typeof ShareLinkInput>;

/** A link as its workspace's editors see it; `token` only in the answer that made it. */
export interface ShareLink {
  id: string;
  kind: ShareKind;
  item_id: string;
  aggregate_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_on: string;
  /** 'active', 'expired' or 'revoked', at the time of the answer. */
  state: 'active' | 'expired' | 'revoked';
  token?: string;
}

export function shareState(link: { expiresAt: Date; revokedAt: Date | null }, now: number): ShareLink['state'] {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now ? 'expired' : 'active';
}

/** The console's public page of a token. */
export const sharedPagePath = (token: string) => `/shared/${encodeURIComponent(token)}`;
