import { z } from 'zod';
import { isRouteWord } from '../access/route-words.js';
import { normaliseKey } from '../common/keys.js';
import { ADDRESS_FIELDS, type Address, WebUrls } from '../common/place.js';
import { URL_NAMES } from '../common/place-parts.js';
import { Properties } from '../common/properties.js';
import { isTimeZone, isWorkspaceCurrency, WORKSPACE_CURRENCIES } from './settings.js';

/**
 * Messages of docs/product/platform.md §5 (the duplicate message keeps its misspelling, as users know it), and ours for
 * the rest.
 */
export const WORKSPACE_MESSAGES = {
  duplicateName: 'Duplicate aggreagte name. Please use a different name.',
  timeZoneMissing: 'Timezone not configured, please configure & try again',
  currencyMissing: 'Currency not configured, please configure & try again',
  noChanges: 'No changes to save',
  nameRequired: 'Name is required',
  keyImmutable: 'The key of a workspace cannot be changed',
  duplicateKey: 'A workspace with this key already exists in the project. Please use a different key.',
  keyNeedsLetter: 'The key needs at least one letter or digit',
  keyIsRouteWord: (key: string) => `'${key}' names a page of the console and cannot be a workspace key. Please use a different key.`,
  unknownTimeZone: (tz: string) => `Unknown time zone '${tz}'`,
  unknownCurrency: (code: string) => `Currency '${code}' is not offered; use ${WORKSPACE_CURRENCIES.map((c) => c.code).join(', ')}`,
} as const;

const Text = (max: number) => z.string().trim().max(max);
const Tag = z.string().max(50);

const WorkspaceFields = {
  key: z.string().min(1).max(100),
  name: Text(100).min(1, WORKSPACE_MESSAGES.nameRequired),
  description: Text(1000),
  tags: z.array(Tag).max(50),
  enabled: z.boolean(),
  currency: z.string().max(10),
  timeZone: z.string().max(64),
  ...ADDRESS_FIELDS,
  urls: WebUrls,
  properties: Properties,
  type: Text(100).nullable(),
  type_id: z.string().max(24).nullable(),
  subtype: Text(100).nullable(),
  subtype_id: z.string().max(24).nullable(),
  category: Text(100).nullable(),
};

/**
 * Body of POST: every field optional in the schema so that the service can answer its own messages for the required
 * ones (docs/product/platform.md §5; see settingsProblem). Unknown fields (id, tenant_id...) are dropped.
 */
export const WorkspaceInput = z.object(WorkspaceFields).partial();
/** Body of PUT /{id}: the id plus the changed fields. */
export const WorkspacePatch = z.object({ id: z.string().max(100).optional(), ...WorkspaceFields }).partial();

export type WorkspaceInput = z.infer<typeof WorkspaceInput>;
export type WorkspacePatch = z.infer<typeof WorkspacePatch>;

/**
 * A workspace as `/api/2.0/media-aggregates` answers it (docs/api.md "Workspaces"): every field present,
 * unset ones '' (address), [] / {} (tags, urls, properties) or null. The server presents it, the web reads it.
 */
export interface Workspace extends Address {
  id: string;
  key: string;
  name: string;
  description: string;
  tags: string[];
  enabled: boolean;
  currency: string | null;
  timeZone: string | null;
  urls: WebUrls;
  properties: Record<string, string>;
  type: string | null;
  type_id: string | null;
  subtype: string | null;
  subtype_id: string | null;
  category: string | null;
  project_id: string;
  tenant_id: string;
  profile_id: string | null;
  createdOn: string;
  updatedOn: string;
}

/**
 * The required settings (docs/product/platform.md §5): a time zone and a currency, both from the offered lists. Null
 * when fine.
 */
export function settingsProblem(input: { timeZone?: string | null; currency?: string | null }): string | null {
  const tz = input.timeZone?.trim();
  if (!tz) return WORKSPACE_MESSAGES.timeZoneMissing;
  if (!isTimeZone(tz)) return WORKSPACE_MESSAGES.unknownTimeZone(tz);
  const currency = input.currency?.trim();
  if (!currency) return WORKSPACE_MESSAGES.currencyMissing;
  if (!isWorkspaceCurrency(currency)) return WORKSPACE_MESSAGES.unknownCurrency(currency);
  return null;
}

/**
 * What is wrong with a key as typed, once normalised as stored (docs/product/platform.md §3.4), or null when it may be
 * used: it needs a letter or digit, and may not be one of the console's route words ('summary', 'venues'…).
 */
export function keyProblem(key: string): string | null {
  const stored = normaliseKey(key);
  if (!/[a-z0-9_]/.test(stored)) return WORKSPACE_MESSAGES.keyNeedsLetter;
  if (isRouteWord(stored)) return WORKSPACE_MESSAGES.keyIsRouteWord(stored);
  return null;
}

/** Tags as stored: trimmed, blanks dropped, case-insensitive duplicates dropped (first spelling kept). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Social URLs are saved lowercased (docs/product/platform.md §5); blank entries are dropped. */
export function cleanUrls(urls: WebUrls): WebUrls {
  const out: WebUrls = {};
  for (const name of URL_NAMES) {
    const value = urls[name]?.trim();
    if (value) out[name] = value.toLowerCase();
  }
  return out;
}

/** Names are compared case-insensitively for duplicates (docs/product/platform.md §5). */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
