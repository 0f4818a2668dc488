import type { ReactNode } from 'react';
import { AreaField, CheckField, NumberField, SelectField, TextField } from '../../../components/fields';
import { ImageUpload, type ImageSlot } from '../../../components/image-upload';
import { TagsEditor } from '../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange, typeChoiceOf } from '../../../components/type-selector';
import type { FormErrors } from '../../../lib/record/draft';
import type { ItemDraft } from '../model/draft';
import { isZeetamind, ORIENTATIONS, ZEETAMIND_FIELDS, type ItemKind, type PrimaryField } from '../model/kinds';

interface ItemPrimaryFieldsProps {
  kind: ItemKind;
  draft: ItemDraft;
  onChange(patch: Partial<ItemDraft>): void;
  editing: boolean;
  creating: boolean;
  /** A new item before its type is chosen: only the type selector shows. */
  typeOnly?: boolean;
  errors: FormErrors<ItemDraft>;
  banner: ImageSlot;
  bannerSource: string;
  onBanner(slot: ImageSlot): void;
  onTypeChange(change: TypeSelectorChange): void;
}

type TextName = 'code' | 'name' | 'phone' | 'email' | 'macAddress' | 'displayId' | 'playlist';
type CheckName = 'multifaceted' | 'eventhosting' | 'enrollInMilesProgram';

/** Primary details of a venue, asset or device: the kind's own field list (model/kinds.ts), one field each. */
export function ItemPrimaryFields(props: ItemPrimaryFieldsProps) {
  const { kind, draft, onChange, editing, creating, errors } = props;
  const text = (field: TextName, label: string, extra: object = {}) => (
    <TextField key={field} label={label} editing={editing} value={draft[field]} error={errors[field]} onChange={(v) => onChange({ [field]: v })} {...extra} />
  );
  const check = (field: CheckName, label: string) => (
    <CheckField key={field} label={label} editing={editing} checked={draft[field]} onChange={(v) => onChange({ [field]: v })} />
  );
  const fields: Record<PrimaryField, () => ReactNode> = {
    code: () => text('code', 'Code', { placeholder: creating ? 'Generated on save' : undefined }),
    name: () => text('name', 'Name', { required: true }),
    description: () => (
      <AreaField key="description" label="Description" editing={editing} value={draft.description} onChange={(description) => onChange({ description })} />
    ),
    enabled: () => <CheckField key="enabled" label="Enabled" toggle editing={editing} checked={draft.enabled} onChange={(enabled) => onChange({ enabled })} />,
    multifaceted: () => check('multifaceted', 'Multifaceted'),
    maxAllowed: () => (
      <NumberField
        key="maxAllowed"
        label="Max allowed entities"
        min={1}
        allowDecimal={false}
        editing={editing}
        value={draft.maxAllowed}
        // Editable only when multifaceted (spec 02 §2.5); the rule itself lives in withMultifaceted.
        readOnly={!draft.multifaceted}
        error={errors.maxAllowed}
        onChange={(maxAllowed) => onChange({ maxAllowed })}
      />
    ),
    eventhosting: () => check('eventhosting', 'Events can be hosted'),
    enrollInMilesProgram: () => check('enrollInMilesProgram', 'Enroll in miles program'),
    phone: () => text('phone', 'Phone', { type: 'tel' }),
    email: () => text('email', 'eMail', { type: 'email' }),
    macAddress: () => text('macAddress', 'Mac Address'),
    tags: () => <TagsEditor key="tags" label="Tags" value={draft.tags} editing={editing} onChange={(tags) => onChange({ tags })} />,
    displayId: () => text('displayId', 'Display ID'),
    orientation: () => (
      <SelectField
        key="orientation"
        label="Orientation"
        editing={editing}
        data={ORIENTATIONS}
        value={String(draft.orientation ?? 0)}
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
      {shown.map((f) => fields[f]())}
    </>
  );
}
