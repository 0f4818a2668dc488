import { WORKSPACE_CURRENCIES } from '../../../../domain/workspaces/settings';
import { AreaField, CheckField, ReadValue, SelectField, TextField } from '../../../components/fields';
import { TimeZoneSelect } from '../../../components/reference-select';
import type { ImageFor } from '../../../../domain/images/upload-status';
import { ImageUpload, PREVIEW_SLOT, type ImageSlot } from '../../../components/image-upload';
import { TagsEditor } from '../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange } from '../../../components/type-selector';
import { ShownError } from '../../../lib/form-check';
import type { FormErrors } from '../../../lib/record/draft';
import { IMAGE_SLOTS, type WorkspaceDraft } from '../model/draft';
import { WORKSPACE_LABELS as LABELS } from '../model/labels';

const IMAGE_LABELS: Record<(typeof IMAGE_SLOTS)[number], string> = { banner: 'Banner', icon: 'Icon', logo: 'Logo' };
const CURRENCY_OPTIONS = WORKSPACE_CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));

interface PrimaryFieldsProps {
  draft: WorkspaceDraft;
  onChange(patch: Partial<WorkspaceDraft>): void;
  editing: boolean;
  creating: boolean;
  errors: FormErrors<WorkspaceDraft>;
  images: Partial<Record<ImageFor, ImageSlot>>;
  imageSource(slot: ImageFor): string;
  onImage(slot: ImageFor, value: ImageSlot): void;
  onTypeChange(change: TypeSelectorChange): void;
}

/**
 * Primary details (docs/product/platform.md §2.12): key (fixed once created), name, description, tags, enabled,
 * currency, time zone, type, images.
 */
export function PrimaryFields({ draft, onChange, editing, creating, errors, images, imageSource, onImage, onTypeChange }: PrimaryFieldsProps) {
  return (
    <>
      <TextField label={LABELS.key} required editing={editing} fixed={!creating} value={draft.key} error={errors.key} onChange={(key) => onChange({ key })} />
      <TextField label={LABELS.name} required editing={editing} value={draft.name} error={errors.name} onChange={(name) => onChange({ name })} />
      <CheckField label={LABELS.enabled} toggle editing={editing} checked={draft.enabled} onChange={(enabled) => onChange({ enabled })} />
      <AreaField
        label={LABELS.description}
        editing={editing}
        value={draft.description}
        error={errors.description}
        onChange={(description) => onChange({ description })}
      />
      <SelectField
        label={LABELS.currency}
        required
        editing={editing}
        data={CURRENCY_OPTIONS}
        value={draft.currency || null}
        error={errors.currency}
        onChange={(v) => onChange({ currency: v ?? '' })}
      />
      {editing ? (
        <ShownError error={errors.timeZone} value={draft.timeZone}>
          {(shown) => (
            <TimeZoneSelect label={LABELS.timeZone} required value={draft.timeZone} error={shown.error} onChange={(timeZone) => onChange({ timeZone })} />
          )}
        </ShownError>
      ) : (
        <ReadValue label={LABELS.timeZone}>{draft.timeZone}</ReadValue>
      )}
      <TagsEditor label={LABELS.tags} value={draft.tags} editing={editing} onChange={(tags) => onChange({ tags })} />
      <TypeSelector
        family="aggregate"
        creating={creating}
        editing={editing}
        value={{ type: draft.type, type_id: draft.type_id, subtype: draft.subtype, subtype_id: draft.subtype_id, category: draft.category }}
        onChange={onTypeChange}
      />
      <div />
      {IMAGE_SLOTS.map((slot) => (
        <ImageUpload
          key={slot}
          label={IMAGE_LABELS[slot]}
          purpose={slot}
          source={imageSource(slot)}
          editing={editing}
          slot={images[slot] ?? PREVIEW_SLOT}
          onSlotChange={(value) => onImage(slot, value)}
        />
      ))}
    </>
  );
}
