import { Privilege } from '../../../../domain/access';
import { EVENT_SECTIONS } from '../../../../domain/events/sections';
import type { MediaEvent } from '../../../../domain/events/types';
import { imagePath } from '../../../../domain/images/upload-status';
import { ImageUpload } from '../../../components/image-upload';
import { TicketsSection } from '../../../components/instruments';
import { AudienceStatistics } from '../../../components/audience/record-sections';
import { CreateActions } from '../../../components/record/create-actions';
import { mayEdit, RecordSections } from '../../../components/record/record-section';
import { storedSections } from '../../../components/record/stored-sections';
import { useRecordEditor } from '../../../components/record/use-record-editor';
import { useRecordFrame } from '../../../components/record/record-frame';
import { lazyChecks } from '../../../lib/record/form-checks';
import type { RecordContext } from '../../../components/record/record-page';
import { typeFieldsOf, useTypeChange } from '../../../components/type-selector';
import { UrlsFields } from '../../../components/urls-fields';
import { useWorkspaceChoices } from '../../../lib/workspace-choices';
import { events } from '../api/events';
import { EventPipes } from '../components/event-pipes';
import { EventPrimaryFields } from '../components/event-primary-fields';
import { PartnersFields } from '../components/partners-fields';
import { draftOf, type EventDraft } from '../model/draft';
import { EVENT_LABELS } from '../model/labels';
import { SAVE_MESSAGES } from '../model/rules';

// The server's schema, from a chunk of its own (zod stays out of the page's first load); one for every form of the
// page, so the checks once come are at hand as the user types.
const FORM_CHECKS = lazyChecks(() => import('../model/form-checks'));

export interface EventFormProps {
  page: RecordContext<MediaEvent>;
  /** The caller's workspace (the page's `:aggregate`). */
  aggregateId: string;
  listPath: string;
  /** The project's keys: its workspaces are the partner choices. */
  tenant: string;
  project: string;
  timeZone?: string;
  /** The workspace's currency: ticket prices are shown in it. */
  currency?: string;
}

/**
 * The event page (docs/product/campaigns-venues-events.md §2.6): Primary, Social media and Interaction, Brochure, Event
 * Schedules, the venue and campaign anchors and Event partners. A new event shows its type selection first, then the
 * primary and social sections and a Save button.
 */
export function EventForm({ page, aggregateId, listPath, tenant, project, timeZone, currency }: EventFormProps) {
  const workspaces = useWorkspaceChoices(tenant, project);
  const frame = useRecordFrame();
  const editor = useRecordEditor<MediaEvent, EventDraft>({
    api: events.in(aggregateId),
    sections: EVENT_SECTIONS,
    initial: page.record,
    draftOf,
    formErrors: FORM_CHECKS,
    labels: EVENT_LABELS,
    messages: SAVE_MESSAGES,
    // The brochure is the event's one image (`img`, any shape); the list's tiles show it.
    images: { section: 'brochure', slots: ['img'], path: (id) => imagePath('event', id, 'img') },
  });
  const { saved, draft, change, creating } = editor;
  const typeChanged = useTypeChange((choice) => change(typeFieldsOf(choice)));

  async function create() {
    if (await editor.create()) frame.leave(listPath);
  }

  // A new event chooses its type first (docs/product/campaigns-venues-events.md §4.1); the other sections follow.
  const typeChosen = !creating || Boolean(draft.type_id);
  const stored = storedSections(EVENT_SECTIONS, page, editor, { item: 'event', aggregateId });

  return (
    <>
      {saved && <EventPipes event={saved} aggregateId={aggregateId} timeZone={timeZone} />}
      <RecordSections
        table={EVENT_SECTIONS}
        page={page}
        editor={editor}
        sections={{
          primary: {
            body: (editing) => (
              <EventPrimaryFields
                draft={draft}
                onChange={change}
                editing={editing}
                creating={creating}
                typeOnly={!typeChosen}
                errors={editor.errors}
                onTypeChange={typeChanged}
              />
            ),
          },
          urls: typeChosen && { body: (editing) => <UrlsFields draft={{ urls: draft.urls }} onChange={change} editing={editing} /> },
          brochure: saved && {
            columns: 1,
            body: (editing) => <ImageUpload label="Brochure" purpose="img" editing={editing} {...editor.imageOf('img')} />,
          },
          schedules: stored.schedules(),
          // docs/product/campaigns-venues-events.md §5: an event links only to venues that host events and to event
          // campaigns.
          venues: stored.anchors('venues', 'venue', { eventhosting: true }),
          campaigns: stored.anchors('campaigns', 'campaign', { eventCampaign: true }),
          partners: saved && {
            body: (editing) => <PartnersFields draft={draft} onChange={change} editing={editing} workspaces={workspaces} ownAggregateId={saved.aggregate_id} />,
          },
          tickets: saved && {
            own: (
              <TicketsSection
                title={EVENT_SECTIONS.tickets.title}
                event={saved}
                editable={mayEdit(EVENT_SECTIONS, 'tickets', page)}
                timeZone={timeZone}
                currency={currency}
                onEventChanged={() => editor.reload()}
              />
            ),
          },
          audience: saved && { columns: 1, body: () => <AudienceStatistics kind="event" id={saved.id} /> },
        }}
      />
      {creating && (
        <CreateActions
          busy={editor.busy}
          needsType={!typeChosen}
          disabled={editor.invalid || page.privilege < Privilege.ADMIN}
          onTry={editor.reveal}
          onCreate={create}
        />
      )}
    </>
  );
}
