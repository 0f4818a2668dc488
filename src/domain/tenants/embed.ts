import { z } from 'zod';

/**
 * The origins a tenant lets its creatives embed in the console (audio and form cards' 'URL (Embadded IFrame Link)'):
 * any other URL is shown as a link, never framed. An origin is scheme, host and port: `https://player.example.com`.
 */
export const EMBED_MESSAGES = {
  badOrigin: 'An allowed origin is https:// (or http://) followed by a host name and an optional port, with nothing after it',
  saved: 'Allowed embed origins saved.',
} as const;

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

export const EmbedOrigin = z
  .string()
  .trim()
  .toLowerCase()
  .transform((s) => s.replace(/\/$/, ''))
  .refine((s) => ORIGIN.test(s), EMBED_MESSAGES.badOrigin);

export const EmbedOriginsInput = z.object({ embedOrigins: z.array(EmbedOrigin).max(50) });
export type EmbedOriginsInput = z.infer<typeof EmbedOriginsInput>;

/** The origin of an http(s) URL, lowercased; null for anything else. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Whether the console may frame `url`: its origin is one the tenant allows. */
export const mayEmbed = (url: string, allowed: readonly string[]) => {
  const origin = originOf(url);
  return origin !== null && allowed.includes(origin);
};
