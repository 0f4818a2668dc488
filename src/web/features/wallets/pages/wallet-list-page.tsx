import { WALLET_READ_ROLE } from '../../../../domain/wallets/terms';
import { ListPage } from '../../../components/record/list-page';
import { LoadFailure } from '../../../components/record/load-failure';
import { usePagedTiles } from '../../../components/record/use-tile-list';
import { NotPermittedContent } from '../../../components/status-message';
import { getWalletsPage, walletKeys } from '../api/wallets';
import { WalletTile } from '../components/wallet-tile';
import { WALLET_TEXTS } from '../model/ledger-view';
import { useWalletScope } from './use-wallet-scope';

/**
 * WALLETS (docs/product/platform.md §2.5, §7 Wallets): the project's wallets in the treasury view, or those kept for
 * the workspace in its menu, newest first, read from the server a page at a time; the search asks the server for a part
 * of the wallet's or its profile's name.
 */
export function WalletListPage() {
  const { scope, ready, listPath, privilege } = useWalletScope();
  const allowed = privilege >= WALLET_READ_ROLE;
  const list = usePagedTiles({
    queryKey: (q) => walletKeys.list(scope, q),
    readPage: (q, offset, limit, reset) => getWalletsPage(scope, q, offset, limit, reset),
    enabled: ready && allowed,
  });
  if (!allowed) return <NotPermittedContent />;
  return (
    <ListPage
      title={WALLET_TEXTS.listTitle}
      list={list}
      emptyText={WALLET_TEXTS.empty}
      emptyTestId="wallets-empty"
      filterLabel="Search wallets"
      // The server asks ADMIN on the project: a workspace's own admin is told so rather than shown a bare error.
      failure={(error) => <LoadFailure error={error} />}
      tile={(w) => <WalletTile key={w.id} wallet={w} listPath={listPath} />}
    />
  );
}
