import { ListPage } from '../../../components/record/list-page';
import { usePagedTiles } from '../../../components/record/use-tile-list';
import { NotPermittedContent } from '../../../components/status-message';
import { LOYALTY_READ_ROLE } from '../../../../domain/loyalty/program';
import { getProgramsPage, loyaltyKeys } from '../api/loyalty';
import { ProgramTile } from '../components/program-tile';
import { LOYALTY_TEXTS } from '../model/program-view';
import { useLoyaltyScope } from './use-loyalty-scope';

/**
 * LOYALTY (docs/product/platform.md §2.5): the workspace's programs, newest first, read from the server a page at a
 * time; the search asks it for a part of the name.
 */
export function ProgramListPage() {
  const { scope, ready, listPath, privilege } = useLoyaltyScope();
  const allowed = privilege >= LOYALTY_READ_ROLE;
  const list = usePagedTiles({
    queryKey: (q) => loyaltyKeys.list(scope, q),
    readPage: (q, offset, limit, reset) => getProgramsPage(scope, q, offset, limit, reset),
    enabled: ready && allowed,
  });
  if (!allowed) return <NotPermittedContent />;
  return (
    <ListPage
      title={LOYALTY_TEXTS.listTitle}
      list={list}
      emptyText={LOYALTY_TEXTS.empty}
      emptyTestId="programs-empty"
      filterLabel="Search programs"
      tile={(p) => <ProgramTile key={p.id} program={p} listPath={listPath} />}
    />
  );
}
