import { useState } from 'react';
import { Checkbox } from '@mantine/core';
import { ITEM_SECTIONS } from '../../../../domain/media-items/sections';
import type { MediaItemPageKind } from '../../../../domain/media-items/types';
import { mayEditPage } from '../../../../domain/sections/table';
import { ListPage } from '../../../components/record/list-page';
import { useWorkspaceTiles } from '../../../components/record/use-tile-list';
import { getItems, itemsQueryKey } from '../api/get-items';
import { ItemTile } from '../components/item-tile';
import { ITEM_KINDS } from '../model/kinds';

/**
 * One list page for venues, assets and devices (docs/product/campaigns-venues-events.md §2.4,
 * docs/product/creatives-assets-signage.md §2.11–2.12): tiles newest first (50 at a time, Show more), the name filter
 * above 2 items (applied by the server), the Public checkbox, refresh, the empty text and the error panel.
 */
export function ItemListPage({ kind: page }: { kind: MediaItemPageKind }) {
  const kind = ITEM_KINDS[page];
  const [withPublic, setWithPublic] = useState(false);
  const { list, aggregateId, listPath, privilege } = useWorkspaceTiles(
    (aggregateId, name) => itemsQueryKey(page, aggregateId, withPublic, name),
    (aggregateId, { name, limit, offset }, reset) => getItems(page, { aggregateId, withPublic, name, limit, offset }, reset),
  );
  return (
    <ListPage
      title={kind.title}
      list={list}
      emptyText={kind.emptyText}
      emptyTestId="items-empty"
      tools={<Checkbox label="Public" checked={withPublic} onChange={(e) => setWithPublic(e.currentTarget.checked)} data-testid="public-toggle" />}
      tile={(item) => {
        const foreign = item.aggregate_id !== aggregateId;
        const mayEdit = mayEditPage(ITEM_SECTIONS[page], privilege, foreign);
        return <ItemTile key={item.id} kind={kind} item={item} listPath={listPath} foreign={foreign} mayEdit={mayEdit} />;
      }}
    />
  );
}
