import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { LoadFailure } from '../../../components/record/load-failure';
import { PageLoader } from '../../../components/spinner';
import { NotFoundContent } from '../../../components/status-message';
import { getSession, subscribeSession } from '../../../lib/session';
import { getAssetByName } from '../api/get-asset-by-name';
import { ITEM_RESOURCES } from '../api/items';

/**
 * `/{tenant}/{project}/{workspace}/{asset name}`, where an asset tile's arrow leads
 * (docs/product/creatives-assets-signage.md §2.11 "../{asset name}"): opens the workspace's asset of that name; any
 * other name is not found.
 */
export function AssetByNamePage() {
  const { tenant = '', project = '', aggregate = '', name = '' } = useParams();
  const aggregateId = useSyncExternalStore(subscribeSession, () => getSession().aggregate?.id) ?? '';
  const found = useQuery({
    queryKey: ITEM_RESOURCES.asset.keys.list(aggregateId, 'by-name', name),
    queryFn: () => getAssetByName(aggregateId, name),
    enabled: Boolean(aggregateId),
    retry: false,
  });
  if (found.isError) return <LoadFailure error={found.error} />;
  if (found.data === null) return <NotFoundContent />;
  if (!found.data) return <PageLoader />;
  const assets = `/${[tenant, project, aggregate].map(encodeURIComponent).join('/')}/assets`;
  return <Navigate to={`${assets}/${encodeURIComponent(found.data.id)}`} replace />;
}
