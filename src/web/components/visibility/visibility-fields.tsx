import { MultiSelect } from '../inputs';
import { DateTimePicker } from '../date-inputs';
import { VISIBILITY, type VisibilityRecord } from '../../../domain/media-items/types';
import { CheckField, ReadValue, SelectField } from '../fields';
import type { WorkspaceChoice } from '../../lib/workspace-choices';

const VISIBILITY_OPTIONS = [
  { value: String(VISIBILITY.INVISIBLE), label: 'Invisible' },
  { value: String(VISIBILITY.PRIVATE), label: 'Private' },
  { value: String(VISIBILITY.SHARED), label: 'Shared' },
  { value: String(VISIBILITY.PUBLIC), label: 'Public' },
];

/** A chosen workspace the caller cannot see: named so, never by its id. */
const HIDDEN_WORKSPACE = 'A workspace out of your reach';

interface ChoicesProps {
  label: string;
  data: { value: string; label: string }[];
  value: string[];
  onChange(value: string[]): void;
  editing: boolean;
  disabled: boolean;
  description?: string;
}

/** Workspaces to share with: names while read, a searchable choice while edited. */
function WorkspacesField({ label, data, value, onChange, editing, disabled, description }: ChoicesProps) {
  if (!editing) return <ReadValue label={label}>{value.map((id) => data.find((o) => o.value === id)?.label ?? HIDDEN_WORKSPACE).join(', ')}</ReadValue>;
  return <MultiSelect label={label} data={data} value={value} disabled={disabled} description={description} searchable onChange={onChange} />;
}

/** The visibility record's fields of a form (an item's, a treasury instrument's); dates ISO, '' while unset. */
export type VisibilityDraft = VisibilityRecord;

interface VisibilityFieldsProps {
  draft: VisibilityDraft;
  onChange(patch: Partial<VisibilityDraft>): void;
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
  editing: boolean;
  disabled: boolean;
  error?: string;
}

const shownDate = (iso: string) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }) : '');

/** One end of the availability window. */
function WindowDate({ label, value, onChange, editing, disabled, error }: WindowDateProps) {
  if (!editing) return <ReadValue label={label}>{shownDate(value)}</ReadValue>;
  return (
    <DateTimePicker
      label={label}
      withSeconds
      valueFormat="DD MMM YYYY HH:mm:ss"
      value={value ? new Date(value) : null}
      disabled={disabled}
      error={error}
      onChange={(d) => onChange(iso(d))}
    />
  );
}

/**
 * Visibility Administration (docs/product/campaigns-venues-events.md §2.5,
 * docs/product/creatives-assets-signage.md §2.12): visibility, partner access with the partner workspaces, sharing with
 * workspaces (supported here, though §2.12 says it is not), availability window.
 */
export function VisibilityFields({ draft, onChange, editing, workspaces, ownAggregateId }: VisibilityFieldsProps) {
  const others = workspaces.filter((w) => w.id !== ownAggregateId).map((w) => ({ value: w.id, label: w.name }));
  // Workspaces held but not named to the caller (out of their reach) stay chosen, without showing their ids.
  const withKnown = (ids: string[]) => [
    ...others,
    ...ids.filter((id) => !others.some((o) => o.value === id)).map((id) => ({ value: id, label: HIDDEN_WORKSPACE })),
  ];
  const shared = draft.visibility === VISIBILITY.SHARED;
  return (
    <>
      <SelectField
        label="Visibility"
        editing={editing}
        data={VISIBILITY_OPTIONS}
        value={String(draft.visibility)}
        allowDeselect={false}
        onChange={(v) => onChange({ visibility: Number(v ?? VISIBILITY.PRIVATE) as VisibilityDraft['visibility'] })}
      />
      <WorkspacesField
        label="Shared with workspaces"
        editing={editing}
        data={withKnown(draft.sharedList)}
        value={draft.sharedList}
        disabled={!shared}
        description={shared ? undefined : 'Choose visibility Shared to share with workspaces.'}
        onChange={(sharedList) => onChange({ sharedList })}
      />
      <div />
      <CheckField label="Allow Partner access" editing={editing} checked={draft.partners} onChange={(partners) => onChange({ partners })} />
      <WorkspacesField
        label="Partner workspaces"
        editing={editing}
        data={withKnown(draft.partnerList)}
        value={draft.partnerList}
        disabled={!draft.partners}
        onChange={(partnerList) => onChange({ partnerList })}
      />
      <div />
      <CheckField label="Available" editing={editing} checked={draft.available} onChange={(available) => onChange({ available })} />
      <WindowDate
        label="Available from"
        value={draft.availableFrom}
        editing={editing}
        disabled={!draft.available}
        onChange={(availableFrom) => onChange({ availableFrom })}
      />
      <WindowDate
        label="Available until"
        value={draft.availableTo}
        editing={editing}
        disabled={!draft.available}
        error={draft.availableFrom && draft.availableTo && draft.availableTo < draft.availableFrom ? 'Date cannot be earlier than start date' : undefined}
        onChange={(availableTo) => onChange({ availableTo })}
      />
    </>
  );
}
