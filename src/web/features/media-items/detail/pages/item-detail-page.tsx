import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { Privilege } from '../../../../../domain/access';
import type { MediaItem, MediaItemPageKind } from '../../../../../domain/media-items/types';
import { EditorPage, isNotFound, LoadFailure } from '../../../../components/editor-page';
import { PageLoader } from '../../../../components/spinner';
import { NotPermittedContent } from '../../../../components/status-message';
import { api } from '../../../../lib/api';
import { useItemAccess } from '../../../../lib/item-access';
import { useDetailScope } from '../../../../lib/use-detail-scope';
import { useWorkspaceChoices } from '../../../../lib/workspace-choices';
import { getItem, itemQueryKey } from '../api/item-calls';
import { ITEM_KINDS } from '../model/kinds';
import { ItemForm } from './item-form';

/** `…/{venues|assets|devices}/create`, `/{id}` and `/{id}/edit`: one page per item, remounted per id. */
export function ItemDetailRoute({ page }: { page: MediaItemPageKind }) {
  const { id } = useParams();
  return <ItemDetailPage key={`${page}:${id ?? 'create'}`} page={page} id={id} />;
}

function ItemDetailPage({ page, id }: { page: MediaItemPageKind; id?: string }) {
  const kind = ITEM_KINDS[page];
  const { tenant, project, aggregateId, privilege, listPath, close, navigate } = useDetailScope(kind.segment);
  const location = useLocation();
  const creating = !id;

  const item = useQuery({
    queryKey: itemQueryKey(kind, aggregateId, id ?? ''),
    queryFn: () => getItem(kind, aggregateId, id ?? ''),
    enabled: !creating && Boolean(aggregateId),
    retry: false,
    staleTime: Infinity,
  });
  // Another workspace's item (shared, partner or public) is shown read-only.
  const access = useItemAccess(item.data?.aggregate_id);
  const workspaces = useWorkspaceChoices(tenant, project);
  const config = useQuery({ queryKey: ['console-config'], queryFn: () => api.config(), staleTime: Infinity });

  const issuedSecret = (location.state as { secret?: string } | null)?.secret ?? null;
  function created(stored: MediaItem & { secret?: string }) {
    // A device stays on its page to show its secret once; venues and assets return to the list (spec 02 §4.1).
    if (stored.secret) navigate(`${listPath}/${encodeURIComponent(stored.id)}`, { replace: true, state: { secret: stored.secret } });
    else navigate(listPath);
  }

  const formProps = {
    kind,
    aggregateId,
    privilege,
    workspaces,
    qrBases: config.data?.qr,
    tileUrl: config.data?.mapTileUrl,
    issuedSecret,
    onCreated: created,
  };
  let body;
  if (privilege < Privilege.VIEWER || (creating && privilege < Privilege.ADMIN)) {
    body = <NotPermittedContent />;
  } else if (creating) {
    body = <ItemForm {...formProps} foreign={false} />;
  } else if (item.isError) {
    const e = item.error;
    if (isNotFound(e)) return <Navigate to="/404" replace />;
    body = <LoadFailure error={e} />;
  } else if (!item.data || access.pending) {
    body = <PageLoader />;
  } else {
    body = <ItemForm {...formProps} initial={item.data} foreign={access.foreign} />;
  }

  const title = creating ? `Create ${kind.noun}` : `${kind.noun} ${item.data?.name ?? ''}`.trim();
  return (
    <EditorPage title={title} onClose={close}>
      {body}
    </EditorPage>
  );
}
