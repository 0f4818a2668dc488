import { USAGE_TYPES } from '../../../../domain/treasury/types';
import { AreaField, CheckField, NumberField, SelectField, TextField } from '../../../components/fields';
import { TypeSelector, type TypeSelectorChange } from '../../../components/type-selector';
import type { FormErrors } from '../../../lib/record/draft';
import type { TiConfigDraft } from '../model/draft';
import { TI_CONFIG_LABELS as L } from '../model/draft';

interface Props {
  draft: TiConfigDraft;
  onChange(patch: Partial<TiConfigDraft>): void;
  editing: boolean;
  creating: boolean;
  errors: FormErrors<TiConfigDraft>;
  onTypeChange(change: TypeSelectorChange): void;
}

/**
 * Primary details of a treasury instrument (docs/product/platform.md §2.13, §3.12); types from the catalogue's treasury
 * family.
 */
export function InstrumentPrimaryFields({ draft, onChange, editing, creating, errors, onTypeChange }: Props) {
  return (
    <>
      <TextField label={L.key ?? 'Key'} editing={editing} fixed={!creating} value={draft.key} onChange={(key) => onChange({ key })} error={errors.key} />
      <TextField label={L.name ?? 'Name'} editing={editing} required value={draft.name} onChange={(name) => onChange({ name })} error={errors.name} />
      <AreaField label={L.description ?? 'Description'} editing={editing} value={draft.description} onChange={(description) => onChange({ description })} />
      <TypeSelector
        family="treasury"
        value={{ type: draft.type, type_id: draft.type_id, subtype: draft.subtype, subtype_id: draft.subtype_id, category: draft.category }}
        creating={creating}
        editing={editing}
        onChange={onTypeChange}
      />
      <SelectField
        label={L.usagetype ?? 'Usage type'}
        editing={editing}
        data={USAGE_TYPES}
        value={draft.usagetype}
        allowDeselect={false}
        onChange={(v) => onChange({ usagetype: (v ?? 'single') as TiConfigDraft['usagetype'] })}
      />
      <TextField
        label={L.sourceForInstrument ?? 'Source'}
        editing={editing}
        value={draft.sourceForInstrument}
        onChange={(sourceForInstrument) => onChange({ sourceForInstrument })}
      />
      <NumberField label={L.revenue ?? 'Revenue'} editing={editing} min={0} value={draft.revenue} onChange={(revenue) => onChange({ revenue })} />
      <NumberField
        label={L.expenditure ?? 'Expenditure'}
        editing={editing}
        min={0}
        value={draft.expenditure}
        onChange={(expenditure) => onChange({ expenditure })}
      />
      <NumberField
        label={L.configState ?? 'State'}
        editing={editing}
        min={0}
        allowDecimal={false}
        value={draft.configState}
        onChange={(configState) => onChange({ configState })}
      />
      <CheckField label="Transferable" editing={editing} checked={draft.transferable} onChange={(transferable) => onChange({ transferable })} />
      <CheckField label="Enabled" editing={editing} checked={draft.enabled} onChange={(enabled) => onChange({ enabled })} />
    </>
  );
}
