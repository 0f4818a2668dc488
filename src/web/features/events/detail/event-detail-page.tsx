import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { Privilege } from '../../../../domain/access';
import { isNotFound, LoadFailure, RecordFrame } from '../../../components/record';
import { PageLoader } from '../../../components/spinner';
import { NotPermittedContent } from '../../../components/status-message';
import { eventQueryKey, getEvent } from '../api/event-calls';
import { useItemAccess } from '../../../lib/item-access';
import { useDetailScope } from '../../../lib/use-detail-scope';
import { useWorkspaceChoices } from '../../../lib/workspace-choices';
import { useWorkspaceZone } from '../../../lib/workspace-zone';
import { EventForm } from './event-form';

/** `…/events/create` and `…/events/{id}`: one page per event, remounted per id. */
export function EventDetailRoute() {
  const { id } = useParams();
  return <EventDetailPage key={id ?? 'create'} id={id} />;
}

function EventDetailPage({ id }: { id?: string }) {
  const { tenant, project, aggregateId, privilege, close, listPath } = useDetailScope('events');
  const creating = !id;
  const timeZone = useWorkspaceZone();

  const event = useQuery({
    queryKey: eventQueryKey(aggregateId, id ?? ''),
    queryFn: () => getEvent(aggregateId, id ?? ''),
    enabled: !creating && Boolean(aggregateId),
    retry: false,
    staleTime: Infinity,
  });
  // Another workspace's event is read-only here.
  const access = useItemAccess(event.data?.aggregate_id);
  const workspaces = useWorkspaceChoices(tenant, project);

  const formProps = { aggregateId, privilege, workspaces, timeZone, onCreated: close };
  let body;
  if (privilege < Privilege.VIEWER || (creating && privilege < Privilege.ADMIN)) {
    body = <NotPermittedContent />;
  } else if (creating) {
    body = <EventForm {...formProps} foreign={false} />;
  } else if (event.isError) {
    if (isNotFound(event.error)) return <Navigate to="/404" replace />;
    body = <LoadFailure error={event.error} />;
  } else if (!event.data || access.pending) {
    body = <PageLoader />;
  } else {
    body = <EventForm {...formProps} initial={event.data} foreign={access.foreign} />;
  }

  const title = creating ? 'Create Event' : `Event ${event.data?.name ?? ''}`.trim();
  return (
    <RecordFrame title={title} closeTo={listPath}>
      {body}
    </RecordFrame>
  );
}
