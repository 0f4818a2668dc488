import { useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { EVENT_MESSAGES, type MediaEvent } from '../../../../domain/events/types';
import { ITEM_MESSAGES } from '../../../../domain/media-items/item';
import type { Schedule } from '../../../../domain/media-items/types';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { createWithProgress, noErrorsShown } from '../../../lib/editor-steps';
import { refreshKind } from '../../../lib/resource';
import { saveChanges } from '../../../lib/save-changes';
import { createEvent, eventQueryKey, getEvent, updateEvent } from '../api/event-calls';
import {
  changedEventFields,
  createEventBody,
  EVENT_GROUP_FIELDS,
  eventDraftOf,
  eventPrimaryErrors,
  type EventDraft,
  type EventErrors,
  type EventFieldGroup,
} from '../model/draft';

const MESSAGES = { noChanges: ITEM_MESSAGES.noChanges, progress: EVENT_MESSAGES.saving, saved: EVENT_MESSAGES.saved };

/** State and saves of the event page: per-group PUTs of changed fields, one POST on create. */
export function useEventEditor(aggregateId: string, initial: MediaEvent | undefined) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<EventDraft>(() => eventDraftOf(initial));
  const [errors, setErrors] = useState<EventErrors>({});
  const [busy, setBusy] = useState(false);
  const savedDraft = useMemo(() => eventDraftOf(saved), [saved]);

  const change = (patch: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const restore = (values: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...values }));

  function take(event: MediaEvent, group?: EventFieldGroup) {
    setSaved(event);
    // Only the saved group's fields are replaced: other groups may be mid-edit.
    if (group) setDraft((d) => ({ ...d, ...Object.fromEntries(EVENT_GROUP_FIELDS[group].map((f) => [f, eventDraftOf(event)[f]])) }));
    queryClient.setQueryData(eventQueryKey(aggregateId, event.id), event);
    void refreshKind(queryClient, 'event', event.id);
  }

  function checkPrimary(creating: boolean): boolean {
    const found = eventPrimaryErrors(draft, creating);
    setErrors(found);
    return noErrorsShown(found);
  }

  async function saveGroup(group: EventFieldGroup): Promise<boolean> {
    if (!saved) return false;
    const id = saved.id;
    return saveChanges({
      changes: changedEventFields(savedDraft, draft, group),
      pendingUpload: false,
      messages: MESSAGES,
      check: group === 'primary' ? () => checkPrimary(false) : undefined,
      put: async (c) => take(await updateEvent(id, c), group),
      upload: async () => {},
    });
  }

  /** Spec 02 §7.4: a schedule save sends the id and the whole list of schedules. */
  async function saveSchedules(schedules: Schedule[]): Promise<void> {
    if (!saved) return;
    const progress = notify.info(EVENT_MESSAGES.saving);
    try {
      take(await updateEvent(saved.id, { schedules }));
      notify.success(EVENT_MESSAGES.saved);
    } catch (e) {
      notify.error(describeError(e));
      throw e;
    } finally {
      notifications.hide(progress);
    }
  }

  async function reload(group?: EventFieldGroup) {
    if (!saved) return;
    try {
      take(await getEvent(aggregateId, saved.id, true), group);
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  /** POST the new event; resolves the stored event, or null when refused (the form re-enables). */
  async function create(): Promise<MediaEvent | null> {
    if (!checkPrimary(true)) return null;
    // A duplicate name answers 409 with the spec's message, shown as it comes.
    return createWithProgress({
      progress: EVENT_MESSAGES.saving,
      setBusy,
      run: async () => {
        const event = await createEvent(aggregateId, createEventBody(draft));
        notify.success(EVENT_MESSAGES.saved);
        void refreshKind(queryClient, 'event', event.id);
        return event;
      },
    });
  }

  return { saved, draft, errors, setErrors, busy, change, restore, saveGroup, saveSchedules, reload, create };
}
