import { CREATIVE_SECTIONS } from '../../../../domain/creatives/sections';
import { mayEditPage } from '../../../../domain/sections/table';
import { ListPage } from '../../../components/record/list-page';
import { useWorkspaceTiles } from '../../../components/record/use-tile-list';
import { creativesQueryKey, getCreatives } from '../api/get-creatives';
import { CreativeTile } from '../components/creative-tile';

export const CREATIVES_EMPTY_TEXT = 'No media creatives found.';

/**
 * Creatives Content/Media (docs/product/creatives-assets-signage.md §2.1): tiles 50 at a time, the name filter above 2
 * items (applied by the server), refresh, empty text, error panel on ≥ 500.
 */
export function CreativeListPage() {
  const { list, listPath, privilege } = useWorkspaceTiles(creativesQueryKey, getCreatives);
  const mayEdit = mayEditPage(CREATIVE_SECTIONS, privilege);
  return (
    <ListPage
      title="Creatives Content/Media"
      list={list}
      emptyText={CREATIVES_EMPTY_TEXT}
      emptyTestId="items-empty"
      tile={(c) => <CreativeTile key={c.id} creative={c} listPath={listPath} mayEdit={mayEdit} />}
    />
  );
}
