import { Privilege } from '../../../../domain/access';
import { RecordPage } from '../../../components/record';
import { useDetailScope } from '../../../lib/use-detail-scope';
import { useWorkspaceChoices } from '../../../lib/workspace-choices';
import { useWorkspaceZone } from '../../../lib/workspace-zone';
import { events } from '../api/events';
import { EventForm } from './event-form';

/** `…/events/create` and `…/events/{id}`: an event's page (spec 02 §2.6). */
export function EventPage({ id }: { id?: string }) {
  const { tenant, project, aggregateId, privilege, listPath } = useDetailScope('events');
  const workspaces = useWorkspaceChoices(tenant, project);
  const timeZone = useWorkspaceZone();
  return (
    <RecordPage
      id={id}
      api={events.in(aggregateId)}
      noun="Event"
      closeTo={listPath}
      privilegeOf={() => privilege}
      // Creating is ADMIN's (spec 02 §6).
      createRole={Privilege.ADMIN}
      ready={Boolean(aggregateId)}
      // Another workspace's event is read-only.
      ownerOf={(e) => e.aggregate_id}
    >
      {(page) => <EventForm page={page} aggregateId={aggregateId} listPath={listPath} workspaces={workspaces} timeZone={timeZone} />}
    </RecordPage>
  );
}
