import type { Relation } from '../../domain/media-items/types';
import type { TiConfig as StoredTiConfig } from '../../domain/treasury/ti-config';
import { defineResource } from './resource';

/**
 * A treasury instrument (instrument configuration) as the API answers it (docs/product/platform.md §3.12), its
 * relations those of the items.
 */
export type TiConfig = Omit<StoredTiConfig, 'relations'> & { relations?: Relation[] };

/** Where instruments are read: a project's, by keys (the treasury view), or one workspace's (its INSTRUMENT menu). */
export type TiScope = { tenant: string; project: string } | { aggregate: string };

/** `/api/1.0/ti-configs?tenant&project` or `?aggregate=`: the instrument resource (lib/resource.ts). */
export const tiConfigs = defineResource<TiConfig, TiScope>({
  kind: 'ticonfig',
  path: '/api/1.0/ti-configs',
  scope: (s): Record<string, string> => ('aggregate' in s ? { aggregate: s.aggregate } : { tenant: s.tenant, project: s.project }),
});

/** What an instrument tile shows (docs/product/platform.md §2.13: name and type / subtype / category). */
export type TiConfigTile = Pick<TiConfig, 'id' | 'name' | 'type' | 'subtype' | 'category'>;

/** `GET /api/1.0/ti-configs?…&fields`: the scope's instruments, read whole (a treasury holds few). */
export const getTiConfigs = (scope: TiScope, reset = false) => tiConfigs.all<TiConfigTile>(scope, 'id name type subtype category', reset);
