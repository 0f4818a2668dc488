import { useRef, type ReactNode } from 'react';
import { Privilege, type PrivilegeLevel } from '../../../../domain/access';
import type { MediaEvent } from '../../../../domain/events/types';
import { RelationsSection } from '../../../components/relations/relations-section';
import { SchedulesSection } from '../../../components/schedules/schedules-section';
import { Section, useSectionGroup } from '../../../components/section';
import { CreateActions } from '../../../components/record';
import type { TypeSelectorChange } from '../../../components/type-selector';
import { UrlsFields } from '../../../components/urls-fields';
import type { WorkspaceChoice } from '../../../lib/workspace-choices';
import { EVENT_GROUP_FIELDS, eventSectionRole, type EventDraft, type EventFieldGroup, type EventGroup } from '../model/draft';
import { EVENT_SECTIONS } from '../../../../domain/events/sections';
import { BrochureSection } from './brochure-section';
import { EventPipes } from './event-pipes';
import { EventPrimaryFields } from './event-primary-fields';
import { PartnersFields } from './partners-fields';
import { useEventEditor } from './use-event-editor';

export interface EventFormProps {
  /** The caller's workspace (the page's `:aggregate`). */
  aggregateId: string;
  initial?: MediaEvent;
  privilege: PrivilegeLevel;
  /** The event belongs to another workspace whose resource differs: everything read-only (spec 02 §4.1). */
  foreign: boolean;
  workspaces: WorkspaceChoice[];
  timeZone?: string;
  onCreated(event: MediaEvent): void;
}

/**
 * The event page (spec 02 §2.6): Primary, Social media and Interaction, Brochure, Event Schedules,
 * the venue and campaign anchors and Event partners. A new event shows its type selection first,
 * then the primary and social groups and a Save button.
 */
export function EventForm({ aggregateId, initial, privilege, foreign, workspaces, timeZone, onCreated }: EventFormProps) {
  const creating = !initial;
  const mode = creating ? 'NEW' : 'EDIT';
  const editor = useEventEditor(aggregateId, initial);
  const { saved, draft, busy, change } = editor;
  const { requestEditAll } = useSectionGroup();
  const wasMutation = useRef(false);
  const mayEdit = (group: EventGroup) => !foreign && privilege >= eventSectionRole(group);

  function typeChanged(c: TypeSelectorChange) {
    change({
      type: c.choice.type ?? '',
      type_id: c.choice.type_id ?? '',
      subtype: c.choice.subtype ?? '',
      subtype_id: c.choice.subtype_id ?? '',
      category: c.choice.category ?? '',
    });
    // A mutation opens every group the user may edit (spec 02 §4.1), once per change away from the stored type.
    if (c.mutation && !wasMutation.current) requestEditAll();
    wasMutation.current = c.mutation;
  }

  const fieldSection = (group: EventFieldGroup, body: (editing: boolean) => ReactNode, columns?: number) => (
    <Section
      key={group}
      title={EVENT_SECTIONS[group].title}
      mode={mode}
      privilege={privilege}
      editorRole={eventSectionRole(group)}
      editable={!foreign}
      defaultExpanded={!foreign}
      values={Object.fromEntries(EVENT_GROUP_FIELDS[group].map((f) => [f, draft[f]])) as Partial<EventDraft>}
      busy={busy}
      columns={columns}
      onRestore={(v) => {
        editor.restore(v);
        if (group === 'primary') editor.setErrors({});
      }}
      onSave={() => editor.saveGroup(group)}
      onRefresh={saved ? () => void editor.reload(group) : undefined}
    >
      {body}
    </Section>
  );

  // A new event chooses its type first (spec 02 §4.1); the other groups follow.
  const typeChosen = !creating || Boolean(draft.type_id);
  const primary = fieldSection('primary', (editing) => (
    <EventPrimaryFields
      draft={draft}
      onChange={change}
      editing={editing}
      creating={creating}
      typeOnly={!typeChosen}
      errors={editor.errors}
      onTypeChange={typeChanged}
    />
  ));
  const urls = fieldSection('urls', (editing) => <UrlsFields draft={{ urls: draft.urls }} onChange={change} editing={editing} />);

  if (!saved) {
    return (
      <>
        {primary}
        {typeChosen && urls}
        <CreateActions
          busy={busy}
          needsType={!typeChosen}
          disabled={privilege < Privilege.ADMIN}
          onCreate={async () => {
            const event = await editor.create();
            if (event) onCreated(event);
          }}
        />
      </>
    );
  }

  const anchors = (group: 'venues' | 'campaigns', target: 'venue' | 'campaign', filters: { eventhosting?: boolean; eventCampaign?: boolean }) => (
    <RelationsSection
      key={group}
      title={EVENT_SECTIONS[group].title}
      source={{ item: 'event', id: saved.id }}
      aggregateId={aggregateId}
      targetKind={target}
      relations={saved.relations ?? []}
      editable={mayEdit(group)}
      filters={filters}
      onChanged={() => void editor.reload()}
    />
  );
  return (
    <>
      <EventPipes event={saved} aggregateId={aggregateId} timeZone={timeZone} />
      {primary}
      {urls}
      <BrochureSection eventId={saved.id} privilege={privilege} editable={!foreign} busy={busy} />
      <SchedulesSection
        title={EVENT_SECTIONS.schedules.title}
        schedules={saved.schedules ?? []}
        editable={mayEdit('schedules')}
        onSave={editor.saveSchedules}
      />
      {/* Spec 02 §5: an event links only to venues that host events and to event campaigns. */}
      {anchors('venues', 'venue', { eventhosting: true })}
      {anchors('campaigns', 'campaign', { eventCampaign: true })}
      {fieldSection('partners', (editing) => (
        <PartnersFields draft={draft} onChange={change} editing={editing} workspaces={workspaces} ownAggregateId={saved.aggregate_id} />
      ))}
    </>
  );
}
