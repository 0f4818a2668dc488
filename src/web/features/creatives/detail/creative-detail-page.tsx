import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { Privilege } from '../../../../domain/access';
import { CREATIVE_SECTIONS } from '../../../../domain/creatives/sections';
import { mayEditSection } from '../../../../domain/sections/table';
import { isNotFound, LoadFailure, RecordFrame } from '../../../components/record';
import { PageLoader } from '../../../components/spinner';
import { NotPermittedContent } from '../../../components/status-message';
import { useItemAccess } from '../../../lib/item-access';
import { useDetailScope } from '../../../lib/use-detail-scope';
import { creativeQueryKey, getCreative } from '../api/creative-calls';
import { CreativeForm } from './creative-form';

/** `…/creatives/create`, `/{id}` and `/{id}/edit`: one page per creative, remounted per id. */
export function CreativeDetailRoute() {
  const { id } = useParams();
  return <CreativeDetailPage key={id ?? 'create'} id={id} />;
}

function CreativeDetailPage({ id }: { id?: string }) {
  // Spec 03 §2.2: close navigates to the parent list.
  const { aggregateId, privilege, close, listPath } = useDetailScope('creatives');
  const creating = !id;

  const creative = useQuery({
    queryKey: creativeQueryKey(aggregateId, id ?? ''),
    queryFn: () => getCreative(aggregateId, id ?? ''),
    enabled: !creating && Boolean(aggregateId),
    retry: false,
    staleTime: Infinity,
  });
  // Another workspace's creative is read-only here.
  const access = useItemAccess(creative.data?.aggregate_id);

  let body;
  if (privilege < Privilege.VIEWER || (creating && !mayEditSection(CREATIVE_SECTIONS, 'primary', privilege))) {
    body = <NotPermittedContent />;
  } else if (creating) {
    body = <CreativeForm aggregateId={aggregateId} privilege={privilege} foreign={false} onCreated={close} />;
  } else if (creative.isError) {
    if (isNotFound(creative.error)) return <Navigate to="/404" replace />;
    body = <LoadFailure error={creative.error} />;
  } else if (!creative.data || access.pending) {
    body = <PageLoader />;
  } else {
    body = <CreativeForm aggregateId={aggregateId} initial={creative.data} privilege={privilege} foreign={access.foreign} onCreated={close} />;
  }

  const title = creating ? 'Add Creative' : `Creative ${creative.data?.name ?? ''}`.trim();
  return (
    <RecordFrame title={title} closeTo={listPath}>
      {body}
    </RecordFrame>
  );
}
