/**
 * The signage lists' query (docs/api.md "Digital signage"): the workspace, then the product's list words (list-query.ts)
 * — a name filter, ids, and the page. Left without `limit` a list answers up to MAX_LIST_LIMIT items as it always did,
 * so callers that send no paging words keep their whole (bounded) lists; the console pages with `limit` and `offset`.
 */
import { z } from 'zod';
import { IdOrKey, IdsParam, MAX_LIST_LIMIT, NameFilter, Paging } from '../common/list-query.js';
import { Id } from '../media-items/item.js';

export const SignageListQuery = z.object({
  aggregate: IdOrKey,
  project: IdOrKey.optional(),
  name: NameFilter,
  ids: IdsParam,
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(MAX_LIST_LIMIT),
  offset: Paging.shape.offset,
});
export type SignageListQuery = z.output<typeof SignageListQuery>;

/** The displays' list also narrows to the displays standing at one asset (the asset page's Zeetamind fields). */
export const DisplayListQuery = SignageListQuery.extend({ asset: Id.optional() });
export type DisplayListQuery = z.output<typeof DisplayListQuery>;

/** Which of a workspace's items a list answers: a name part (any case), these ids, and the page. */
export type SignageListWindow = Pick<SignageListQuery, 'name' | 'ids' | 'limit' | 'offset'>;
export type DisplayListWindow = SignageListWindow & { asset?: string };

/** One page of a signage list as the console asks for it; a blank name and no ids are left out of the query. */
export interface SignageListPage {
  limit: number;
  offset?: number;
  name?: string;
  ids?: readonly string[];
  /** Displays only: those standing at this asset. */
  asset?: string;
}

/** The query words after `aggregate=` (`new URLSearchParams(signageListParams(p))`). */
export function signageListParams(p: SignageListPage): Record<string, string> {
  const words: Record<string, string> = { limit: String(p.limit) };
  if (p.offset) words.offset = String(p.offset);
  const name = p.name?.trim();
  if (name) words.name = name;
  if (p.ids?.length) words.ids = p.ids.join(',');
  if (p.asset) words.asset = p.asset;
  return words;
}
