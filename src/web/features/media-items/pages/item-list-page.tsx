import { useState, useSyncExternalStore } from 'react';
import { Checkbox } from '@mantine/core';
import { useLocation } from 'react-router';
import type { MediaItemPageKind } from '../../../../domain/media-items/types';
import { ListPage, usePagedTiles } from '../../../components/record';
import { getSession, subscribeSession } from '../../../lib/session';
import { getItems, itemsQueryKey } from '../api/get-items';
import { ItemTile } from '../components/item-tile';
import { ITEM_KINDS } from '../model/kinds';

/**
 * One list page for venues, assets and devices (spec 02 §2.4, spec 03 §2.11–2.12): tiles newest first
 * (50 at a time, Show more), the name filter above 2 items (applied by the server), the Public checkbox,
 * refresh, the empty text and the error panel.
 */
export function ItemListPage({ kind: page }: { kind: MediaItemPageKind }) {
  const kind = ITEM_KINDS[page];
  const aggregateId = useSyncExternalStore(subscribeSession, () => getSession().aggregate?.id) ?? '';
  const listPath = useLocation().pathname.replace(/\/+$/, '');
  const [withPublic, setWithPublic] = useState(false);
  const list = usePagedTiles({
    queryKey: (name) => itemsQueryKey(page, aggregateId, withPublic, name),
    readPage: (name, offset, limit, reset) => getItems(page, { aggregateId, withPublic, name, limit, offset }, reset),
    enabled: Boolean(aggregateId),
  });
  return (
    <ListPage
      title={kind.title}
      list={list}
      emptyText={kind.emptyText}
      emptyTestId="items-empty"
      tools={<Checkbox label="Public" checked={withPublic} onChange={(e) => setWithPublic(e.currentTarget.checked)} data-testid="public-toggle" />}
      tile={(item) => <ItemTile key={item.id} kind={kind} item={item} listPath={listPath} foreign={item.aggregate_id !== aggregateId} />}
    />
  );
}
