import { WorkspaceRecordPage } from '../../../components/record/workspace-record-page';
import { useWorkspaceCurrency, useWorkspaceZone } from '../../../lib/workspace-zone';
import { events } from '../api/events';
import { EventForm } from './event-form';

/** `…/events/create` and `…/events/{id}`: an event's page (docs/product/campaigns-venues-events.md §2.6). */
export function EventPage({ id }: { id?: string }) {
  const timeZone = useWorkspaceZone();
  const currency = useWorkspaceCurrency();
  return (
    <WorkspaceRecordPage id={id} resource={events} segment="events" noun="Event" restorable>
      {(page, { aggregateId, listPath, tenant, project }) => (
        <EventForm page={page} aggregateId={aggregateId} listPath={listPath} tenant={tenant} project={project} timeZone={timeZone} currency={currency} />
      )}
    </WorkspaceRecordPage>
  );
}
