import { Checkbox, MultiSelect } from '@mantine/core';
import type { WorkspaceChoice } from '../../../lib/workspace-choices';
import type { EventDraft } from '../model/draft';

interface PartnersFieldsProps {
  draft: EventDraft;
  onChange(patch: Partial<EventDraft>): void;
  editing: boolean;
  workspaces: WorkspaceChoice[];
  ownAggregateId: string;
}

/** Event partners (spec 02 §2.6, §3.3): the partners flag and the partner workspaces that may see and link the event. */
export function PartnersFields({ draft, onChange, editing, workspaces, ownAggregateId }: PartnersFieldsProps) {
  const ro = !editing;
  const others = workspaces.filter((w) => w.id !== ownAggregateId).map((w) => ({ value: w.id, label: w.name }));
  // Ids we hold but cannot name (workspaces the user does not reach) still show, as ids.
  const data = [...others, ...draft.partnerList.filter((id) => !others.some((o) => o.value === id)).map((id) => ({ value: id, label: id }))];
  return (
    <>
      <Checkbox label="Allow Partner access" checked={draft.partners} disabled={ro} mt="xl" onChange={(e) => onChange({ partners: e.currentTarget.checked })} />
      <MultiSelect
        label="Partner workspaces"
        data={data}
        value={draft.partnerList}
        readOnly={ro}
        disabled={!draft.partners}
        searchable
        onChange={(partnerList) => onChange({ partnerList })}
      />
    </>
  );
}
