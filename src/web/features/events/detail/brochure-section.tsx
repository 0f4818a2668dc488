import { useState } from 'react';
import type { PrivilegeLevel } from '../../../../domain/access';
import { IMAGE_MESSAGES } from '../../../../domain/images/aspect';
import { needsUpload } from '../../../../domain/images/upload-status';
import { ITEM_MESSAGES } from '../../../../domain/media-items/item';
import { ImageUpload, PREVIEW_SLOT, uploadPending, type ImageSlot } from '../../../components/image-upload';
import { Section } from '../../../components/section';
import { api } from '../../../lib/api';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { eventBrochurePath } from '../api/event-images';
import { eventSectionRole } from '../model/draft';
import { EVENT_SECTIONS } from '../../../../domain/events/sections';

interface BrochureSectionProps {
  eventId: string;
  privilege: PrivilegeLevel;
  editable: boolean;
  busy: boolean;
}

/** Brochure (spec 02 §2.6): the event's image, of any shape, uploaded when the section is saved; tiles show it. */
export function BrochureSection({ eventId, privilege, editable, busy }: BrochureSectionProps) {
  const [slot, setSlot] = useState<ImageSlot>(PREVIEW_SLOT);
  const source = eventBrochurePath(eventId);

  async function save(): Promise<boolean> {
    if (!needsUpload(slot.status)) {
      notify.warning(ITEM_MESSAGES.noChanges);
      return true;
    }
    const result = await uploadPending(api, { brochure: slot }, () => source);
    setSlot(result.slots.brochure);
    for (const f of result.failures) notify.error(describeError(f.error));
    if (result.uploaded.length > 0) notify.success(IMAGE_MESSAGES.uploaded);
    return result.failures.length === 0;
  }

  return (
    <Section
      title={EVENT_SECTIONS.brochure.title}
      mode="EDIT"
      privilege={privilege}
      // The server writes event images with the primary group's role (images/owners.ts).
      editorRole={eventSectionRole('brochure')}
      editable={editable}
      defaultExpanded={editable}
      values={slot}
      onRestore={() => setSlot(PREVIEW_SLOT)}
      onSave={save}
      busy={busy}
      columns={1}
    >
      {(editing) => <ImageUpload label="Brochure" purpose="img" source={source} editing={editing} slot={slot} onSlotChange={setSlot} />}
    </Section>
  );
}
