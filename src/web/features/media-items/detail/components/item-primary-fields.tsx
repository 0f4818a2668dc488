import type { ReactNode } from 'react';
import { Checkbox, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { ImageUpload, type ImageSlot } from '../../../../components/image-upload';
import { TagsEditor } from '../../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange, typeChoiceOf } from '../../../../components/type-selector';
import type { ItemDraft } from '../model/draft';
import { isZeetamind, ORIENTATIONS, ZEETAMIND_FIELDS, type ItemKindConfig, type PrimaryField } from '../model/kinds';

interface ItemPrimaryFieldsProps {
  kind: ItemKindConfig;
  draft: ItemDraft;
  onChange(patch: Partial<ItemDraft>): void;
  editing: boolean;
  creating: boolean;
  /** A new item before its type is chosen: only the type selector shows. */
  typeOnly?: boolean;
  errors: Partial<Record<keyof ItemDraft, string>>;
  banner: ImageSlot;
  bannerSource: string;
  onBanner(slot: ImageSlot): void;
  onTypeChange(change: TypeSelectorChange): void;
}

/** Primary details of a venue, asset or device: the kind's own field list (model/kinds.ts), one widget per field. */
export function ItemPrimaryFields(props: ItemPrimaryFieldsProps) {
  const { kind, draft, onChange, editing, creating, errors } = props;
  const ro = !editing;
  const text = (field: 'code' | 'name' | 'phone' | 'email' | 'macAddress' | 'displayId' | 'playlist', label: string, extra: object = {}) => (
    <TextInput
      key={field}
      label={label}
      value={draft[field]}
      readOnly={ro}
      error={errors[field]}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      {...extra}
    />
  );
  const check = (field: 'multifaceted' | 'eventhosting' | 'enrollInMilesProgram', label: string) => (
    <Checkbox key={field} label={label} checked={draft[field]} disabled={ro} mt="xl" onChange={(e) => onChange({ [field]: e.currentTarget.checked })} />
  );
  const widgets: Record<PrimaryField, () => ReactNode> = {
    code: () => text('code', 'Code', { placeholder: creating ? 'Generated on save' : undefined }),
    name: () => text('name', 'Name', { required: true }),
    description: () => (
      <Textarea
        key="description"
        label="Description"
        value={draft.description}
        readOnly={ro}
        autosize
        minRows={2}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
      />
    ),
    enabled: () => (
      <Switch key="enabled" label="Enabled" checked={draft.enabled} disabled={ro} mt="xl" onChange={(e) => onChange({ enabled: e.currentTarget.checked })} />
    ),
    multifaceted: () => check('multifaceted', 'Multifaceted'),
    maxAllowed: () => (
      <NumberInput
        key="maxAllowed"
        label="Max allowed entities"
        min={1}
        allowDecimal={false}
        value={draft.maxAllowed}
        // Editable only when multifaceted (spec 02 §2.5); the rule itself lives in withMultifaceted.
        readOnly={ro || !draft.multifaceted}
        error={errors.maxAllowed}
        onChange={(v) => onChange({ maxAllowed: typeof v === 'number' ? v : Number(v) || 1 })}
      />
    ),
    eventhosting: () => check('eventhosting', 'Events can be hosted'),
    enrollInMilesProgram: () => check('enrollInMilesProgram', 'Enroll in miles program'),
    phone: () => text('phone', 'Phone', { type: 'tel' }),
    email: () => text('email', 'eMail', { type: 'email' }),
    macAddress: () => text('macAddress', 'Mac Address'),
    tags: () => <TagsEditor key="tags" label="Tags" value={draft.tags} disabled={ro} onChange={(tags) => onChange({ tags })} />,
    displayId: () => text('displayId', 'Display ID'),
    orientation: () => (
      <Select
        key="orientation"
        label="Orientation"
        data={ORIENTATIONS}
        value={String(draft.orientation ?? 0)}
        readOnly={ro}
        onChange={(v) => onChange({ orientation: Number(v ?? 0) as 0 | 1 | 2 })}
      />
    ),
    playlist: () => text('playlist', 'Playlist'),
  };
  // Display ID, orientation and playlist belong to existing Zeetamind assets only (spec 03 §2.11).
  const shown = kind.primary.filter((f) => !ZEETAMIND_FIELDS.has(f) || (!creating && isZeetamind(draft.category)));
  const selector = <TypeSelector family={kind.page} creating={creating} editing={editing} value={typeChoiceOf(draft)} onChange={props.onTypeChange} />;
  if (props.typeOnly) return selector;
  return (
    <>
      {selector}
      <ImageUpload label="Banner" purpose="banner" source={props.bannerSource} editing={editing} slot={props.banner} onSlotChange={props.onBanner} />
      <div />
      {shown.map((f) => widgets[f]())}
    </>
  );
}
