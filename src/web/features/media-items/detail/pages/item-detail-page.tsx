import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Privilege, privilegeOn, workspaceResource } from '../../../../../domain/access';
import type { MediaItem, MediaItemPageKind } from '../../../../../domain/media-items/types';
import { EditorPage, isNotFound, LoadFailure } from '../../../../components/editor-page';
import { PageLoader } from '../../../../components/spinner';
import { NotPermittedContent } from '../../../../components/status-message';
import { api } from '../../../../lib/api';
import { getSession } from '../../../../lib/session';
import { getItem, getItemResource, getWorkspaceChoices, itemQueryKey } from '../api/item-calls';
import { ITEM_KINDS } from '../model/kinds';
import { ItemForm } from './item-form';

/** `…/{venues|assets|devices}/create`, `/{id}` and `/{id}/edit`: one page per item, remounted per id. */
export function ItemDetailRoute({ page }: { page: MediaItemPageKind }) {
  const { id } = useParams();
  return <ItemDetailPage key={`${page}:${id ?? 'create'}`} page={page} id={id} />;
}

function ItemDetailPage({ page, id }: { page: MediaItemPageKind; id?: string }) {
  const kind = ITEM_KINDS[page];
  const params = useParams();
  const tenantKey = params.tenant ?? '';
  const projectKey = params.project ?? '';
  const aggregateKey = params.aggregate ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const session = getSession();
  const aggregateId = session.aggregate?.id ?? '';
  const creating = !id;
  const privilege = privilegeOn(session.roles ?? [], workspaceResource(tenantKey, projectKey, aggregateKey));
  const listPath = `/${[tenantKey, projectKey, aggregateKey].map(encodeURIComponent).join('/')}/${kind.segment}`;
  const close = useCallback(() => navigate(listPath), [navigate, listPath]);

  const item = useQuery({
    queryKey: itemQueryKey(kind, aggregateId, id ?? ''),
    queryFn: () => getItem(kind, aggregateId, id ?? ''),
    enabled: !creating && Boolean(aggregateId),
    retry: false,
    staleTime: Infinity,
  });
  // The access look-up of the item's own workspace: another workspace's item is read-only here.
  const owner = useQuery({
    queryKey: ['access-resource', tenantKey, projectKey, item.data?.aggregate_id],
    queryFn: () => getItemResource(tenantKey, projectKey, item.data?.aggregate_id ?? ''),
    enabled: Boolean(item.data?.aggregate_id) && item.data?.aggregate_id !== aggregateId,
    retry: false,
    staleTime: Infinity,
  });
  const workspaces = useQuery({ queryKey: ['workspace-choices', tenantKey, projectKey], queryFn: () => getWorkspaceChoices(tenantKey, projectKey), staleTime: 60_000 });
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
    workspaces: workspaces.data ?? [],
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
  } else if (!item.data || (owner.fetchStatus === 'fetching' && !owner.data)) {
    body = <PageLoader />;
  } else {
    // Another workspace's item (shared, partner or public) is shown read-only; a failed look-up counts as foreign too.
    const foreign = item.data.aggregate_id !== aggregateId && (owner.isError || owner.data?.resource !== session.aggregate?.resource);
    body = <ItemForm {...formProps} initial={item.data} foreign={foreign} />;
  }

  const title = creating ? `Create ${kind.noun}` : `${kind.noun} ${item.data?.name ?? ''}`.trim();
  return (
    <EditorPage title={title} onClose={close}>
      {body}
    </EditorPage>
  );
}
