import { Fragment, type ReactNode } from 'react';
import { AreaField, CheckField, NumberField, TextField } from '../../../components/fields';
import { ImageUpload, type ImageSlot } from '../../../components/image-upload';
import { TagsEditor } from '../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange, typeChoiceOf } from '../../../components/type-selector';
import type { FormErrors } from '../../../lib/record/draft';
import type { ItemDraft } from '../model/draft';
import { isZeetamind, ZEETAMIND_FIELDS, type ItemKind, type PrimaryField } from '../model/kinds';
import { PRIMARY_LABELS as LABELS } from '../model/labels';

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
  /**
   * A Zeetamind asset's Display ID, orientation and playlist: the block of the displays at the asset
   * (docs/product/creatives-assets-signage.md §2.11).
   */
  zeetamind?: ReactNode;
}

type TextName = 'code' | 'name' | 'phone' | 'email' | 'macAddress';
type CheckName = 'multifaceted' | 'eventhosting' | 'enrollInMilesProgram';

/** Primary details of a venue, asset or device: the kind's own field list (model/kinds.ts), one field each. */
export function ItemPrimaryFields(props: ItemPrimaryFieldsProps) {
  const { kind, draft, onChange, editing, creating, errors } = props;
  const text = (field: TextName, extra: object = {}) => (
    <TextField
      key={field}
      label={LABELS[field]}
      editing={editing}
      value={draft[field]}
      error={errors[field]}
      onChange={(v) => onChange({ [field]: v })}
      {...extra}
    />
  );
  const check = (field: CheckName) => (
    <CheckField key={field} label={LABELS[field]} editing={editing} checked={draft[field]} onChange={(v) => onChange({ [field]: v })} />
  );
  const fields: Record<PrimaryField, () => ReactNode> = {
    code: () => text('code', { placeholder: creating ? 'Generated on save' : undefined }),
    name: () => text('name', { required: true }),
    description: () => (
      <AreaField
        key="description"
        label={LABELS.description}
        editing={editing}
        value={draft.description}
        error={errors.description}
        onChange={(description) => onChange({ description })}
      />
    ),
    enabled: () => (
      <CheckField key="enabled" label={LABELS.enabled} toggle editing={editing} checked={draft.enabled} onChange={(enabled) => onChange({ enabled })} />
    ),
    multifaceted: () => check('multifaceted'),
    maxAllowed: () => (
      <NumberField
        key="maxAllowed"
        label={LABELS.maxAllowed}
        min={1}
        allowDecimal={false}
        editing={editing}
        value={draft.maxAllowed}
        // Editable only when multifaceted (docs/product/campaigns-venues-events.md §2.5), and locked as the form's other
        // locked fields are; the rule itself lives in withMultifaceted.
        disabled={!draft.multifaceted}
        error={errors.maxAllowed}
        onChange={(maxAllowed) => onChange({ maxAllowed })}
      />
    ),
    eventhosting: () => check('eventhosting'),
    enrollInMilesProgram: () => check('enrollInMilesProgram'),
    phone: () => text('phone', { type: 'tel' }),
    email: () => text('email', { type: 'email' }),
    macAddress: () => text('macAddress'),
    tags: () => <TagsEditor key="tags" label={LABELS.tags} value={draft.tags} editing={editing} onChange={(tags) => onChange({ tags })} />,
    // Display ID, orientation and playlist are the displays' at this asset (the page gives their block).
    displayId: () => <Fragment key="displayId">{props.zeetamind}</Fragment>,
    orientation: () => null,
    playlist: () => null,
  };
  // Display ID, orientation and playlist belong to existing Zeetamind assets only
  // (docs/product/creatives-assets-signage.md §2.11).
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
