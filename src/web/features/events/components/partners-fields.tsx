import { CheckField, ChoicesField } from '../../../components/fields';
import type { WorkspaceChoice } from '../../../lib/workspace-choices';
import type { EventDraft } from '../model/draft';
import { EVENT_LABELS } from '../model/labels';

interface PartnersFieldsProps {
  draft: EventDraft;
  onChange(patch: Partial<EventDraft>): void;
  editing: boolean;
  workspaces: WorkspaceChoice[];
  ownAggregateId: string;
}

/**
 * Event partners (docs/product/campaigns-venues-events.md §2.6, §3.3): the partners flag and the partner workspaces
 * that may see and link the event.
 */
export function PartnersFields({ draft, onChange, editing, workspaces, ownAggregateId }: PartnersFieldsProps) {
  const others = workspaces.filter((w) => w.id !== ownAggregateId).map((w) => ({ value: w.id, label: w.name }));
  return (
    <>
      <CheckField label={EVENT_LABELS.partners} editing={editing} checked={draft.partners} onChange={(partners) => onChange({ partners })} />
      <ChoicesField
        label={EVENT_LABELS.partnerList}
        editing={editing}
        data={others}
        value={draft.partnerList}
        unknown="A workspace out of your reach"
        disabled={!draft.partners}
        onChange={(partnerList) => onChange({ partnerList })}
      />
    </>
  );
}
