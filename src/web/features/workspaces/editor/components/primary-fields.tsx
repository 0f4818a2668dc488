import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import { WORKSPACE_CURRENCIES } from '../../../../../domain/workspaces/settings';
import { ImageUpload, type ImageSlot } from '../../../../components/image-upload';
import { TimeZoneSelect } from '../../../../components/reference-select';
import { TagsEditor } from '../../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange } from '../../../../components/type-selector';
import type { WorkspaceDraft } from '../model/draft';

export type ImageKind = 'banner' | 'icon' | 'logo';
export const IMAGE_KINDS: { kind: ImageKind; label: string }[] = [
  { kind: 'banner', label: 'Banner' },
  { kind: 'icon', label: 'Icon' },
  { kind: 'logo', label: 'Logo' },
];

const CURRENCY_OPTIONS = WORKSPACE_CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));

interface PrimaryFieldsProps {
  draft: WorkspaceDraft;
  onChange(patch: Partial<WorkspaceDraft>): void;
  editing: boolean;
  creating: boolean;
  errors: Partial<Record<keyof WorkspaceDraft, string>>;
  images: Record<ImageKind, ImageSlot>;
  imageSource(kind: ImageKind): string;
  onImage(kind: ImageKind, slot: ImageSlot): void;
  onTypeChange(change: TypeSelectorChange): void;
}

/** Primary details (spec §2.12): key (read-only unless creating), name, description, tags, enabled, currency, time zone, type, images. */
export function PrimaryFields({ draft, onChange, editing, creating, errors, images, imageSource, onImage, onTypeChange }: PrimaryFieldsProps) {
  const ro = !editing;
  return (
    <>
      <TextInput
        label="Key"
        required
        value={draft.key}
        readOnly={!creating || ro}
        error={errors.key}
        onChange={(e) => onChange({ key: e.currentTarget.value })}
      />
      <TextInput label="Name" required value={draft.name} readOnly={ro} error={errors.name} onChange={(e) => onChange({ name: e.currentTarget.value })} />
      <Switch label="Enabled" checked={draft.enabled} disabled={ro} onChange={(e) => onChange({ enabled: e.currentTarget.checked })} mt="xl" />
      <Textarea
        label="Description"
        value={draft.description}
        readOnly={ro}
        autosize
        minRows={2}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
      />
      <Select
        label="Currency"
        required
        data={CURRENCY_OPTIONS}
        value={draft.currency || null}
        readOnly={ro}
        error={errors.currency}
        onChange={(v) => onChange({ currency: v ?? '' })}
      />
      <TimeZoneSelect required value={draft.timeZone} readOnly={ro} error={errors.timeZone} onChange={(timeZone) => onChange({ timeZone })} />
      <TagsEditor label="Tags" value={draft.tags} disabled={ro} onChange={(tags) => onChange({ tags })} />
      <TypeSelector
        family="aggregate"
        creating={creating}
        editing={editing}
        value={{ type: draft.type, type_id: draft.type_id, subtype: draft.subtype, subtype_id: draft.subtype_id, category: draft.category }}
        onChange={onTypeChange}
      />
      <div />
      {IMAGE_KINDS.map(({ kind, label }) => (
        <ImageUpload
          key={kind}
          label={label}
          purpose={kind}
          source={imageSource(kind)}
          editing={editing}
          slot={images[kind]}
          onSlotChange={(slot) => onImage(kind, slot)}
        />
      ))}
    </>
  );
}
