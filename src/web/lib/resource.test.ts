import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { defineResource, pickerKey, refreshKind } from './resource';

const venues = defineResource<{ id: string }, string>({ kind: 'venue', path: '/api/2.0/media-venues', scope: (aggregate) => ({ aggregate }) });
const assets = defineResource<{ id: string }, string>({ kind: 'asset', path: '/api/2.0/media-assets', scope: (aggregate) => ({ aggregate }) });

/** A query client holding fresh data under `keys`; which of them a refresh marks stale. */
function staleAfter(refresh: (client: QueryClient) => Promise<void>, keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'data');
  return refresh(client).then(() => keys.filter((key) => client.getQueryState(key)?.isInvalidated));
}

describe('resource keys and the invalidation rule', () => {
  it('puts every list, picker and record of a kind under its root', () => {
    expect(venues.keys.list('ws1', 'newest', '')).toEqual(['venue', 'list', 'ws1', 'newest', '']);
    expect(venues.keys.detail('ws1', 'v1')).toEqual(['venue', 'detail', 'ws1', 'v1']);
    expect(venues.in('ws1').detailKey('v1')).toEqual(venues.keys.detail('ws1', 'v1'));
    expect(pickerKey('venue', 'relation-targets', 'ws1')).toEqual(['venue', 'picker', 'relation-targets', 'ws1']);
  });

  it('a write of a kind refreshes its lists, pickers and other records, not the record just stored nor other kinds', async () => {
    const keys = [
      venues.keys.list('ws1', 'a'),
      venues.keys.list('ws2'),
      pickerKey('venue', 'relation-targets', 'ws1'),
      venues.keys.detail('ws1', 'v1'),
      venues.keys.detail('ws1', 'v2'),
      assets.keys.list('ws1'),
    ];
    expect(await staleAfter((c) => refreshKind(c, 'venue', 'v1'), keys)).toEqual([keys[0], keys[1], keys[2], keys[4]]);
  });
});
