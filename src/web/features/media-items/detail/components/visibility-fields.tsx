import { Checkbox, MultiSelect, Select } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { VISIBILITY } from '../../../../../domain/media-items/types';
import type { WorkspaceChoice } from '../../../../lib/workspace-choices';
import type { ItemDraft } from '../model/draft';

const VISIBILITY_OPTIONS = [
  { value: String(VISIBILITY.INVISIBLE), label: 'Invisible' },
  { value: String(VISIBILITY.PRIVATE), label: 'Private' },
  { value: String(VISIBILITY.SHARED), label: 'Shared' },
  { value: String(VISIBILITY.PUBLIC), label: 'Public' },
];

interface VisibilityFieldsProps {
  draft: ItemDraft;
  onChange(patch: Partial<ItemDraft>): void;
  editing: boolean;
  /** Other workspaces of the project: sharing and partner choices. */
  workspaces: WorkspaceChoice[];
  ownAggregateId: string;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

interface WindowDateProps {
  label: string;
  /** ISO date-time, '' while unset. */
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
  disabled: boolean;
  error?: string;
}

/** One end of the availability window. */
function WindowDate({ label, value, onChange, readOnly, disabled, error }: WindowDateProps) {
  return (
    <DateTimePicker
      label={label}
      withSeconds
      valueFormat="DD MMM YYYY HH:mm:ss"
      value={value ? new Date(value) : null}
      readOnly={readOnly}
      disabled={disabled}
      error={error}
      onChange={(d) => onChange(iso(d))}
    />
  );
}

/**
 * Visibility Administration (spec 02 §2.5, spec 03 §2.12): visibility, partner access with the partner
 * workspaces, sharing with workspaces (supported here, unlike the spec's note), availability window.
 */
export function VisibilityFields({ draft, onChange, editing, workspaces, ownAggregateId }: VisibilityFieldsProps) {
  const ro = !editing;
  const others = workspaces.filter((w) => w.id !== ownAggregateId).map((w) => ({ value: w.id, label: w.name }));
  // Ids we hold but cannot name (workspaces the user does not reach) still show, as ids.
  const withKnown = (ids: string[]) => [...others, ...ids.filter((id) => !others.some((o) => o.value === id)).map((id) => ({ value: id, label: id }))];
  return (
    <>
      <Select
        label="Visibility"
        data={VISIBILITY_OPTIONS}
        value={String(draft.visibility)}
        readOnly={ro}
        allowDeselect={false}
        onChange={(v) => onChange({ visibility: Number(v ?? VISIBILITY.PRIVATE) as ItemDraft['visibility'] })}
      />
      <MultiSelect
        label="Shared with workspaces"
        data={withKnown(draft.sharedList)}
        value={draft.sharedList}
        readOnly={ro}
        disabled={draft.visibility !== VISIBILITY.SHARED}
        description={draft.visibility !== VISIBILITY.SHARED ? 'Choose visibility Shared to share with workspaces.' : undefined}
        searchable
        onChange={(sharedList) => onChange({ sharedList })}
      />
      <div />
      <Checkbox label="Allow Partner access" checked={draft.partners} disabled={ro} mt="xl" onChange={(e) => onChange({ partners: e.currentTarget.checked })} />
      <MultiSelect
        label="Partner workspaces"
        data={withKnown(draft.partnerList)}
        value={draft.partnerList}
        readOnly={ro}
        disabled={!draft.partners}
        searchable
        onChange={(partnerList) => onChange({ partnerList })}
      />
      <div />
      <Checkbox label="Available" checked={draft.available} disabled={ro} mt="xl" onChange={(e) => onChange({ available: e.currentTarget.checked })} />
      <WindowDate
        label="Available from"
        value={draft.availableFrom}
        readOnly={ro}
        disabled={!draft.available}
        onChange={(availableFrom) => onChange({ availableFrom })}
      />
      <WindowDate
        label="Available until"
        value={draft.availableTo}
        readOnly={ro}
        disabled={!draft.available}
        error={draft.availableFrom && draft.availableTo && draft.availableTo < draft.availableFrom ? 'Date cannot be earlier than start date' : undefined}
        onChange={(availableTo) => onChange({ availableTo })}
      />
    </>
  );
}
