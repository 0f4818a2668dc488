import { Checkbox, Select } from '../../../components/inputs';
import { VENUE_ASSET_TYPES } from '../../../../domain/media-items/venue-assets';

export interface AttachAssetChoice {
  enabled: boolean;
  type: string | null;
  subtype: string | null;
}

export const NO_ATTACH: AttachAssetChoice = { enabled: false, type: null, subtype: null };

/**
 * The venue create page's optional block (docs/product/campaigns-venues-events.md §2.5): an asset created and anchored
 * with the venue.
 */
export function AttachAssetFields({ value, onChange }: { value: AttachAssetChoice; onChange(v: AttachAssetChoice): void }) {
  const subtypes = value.type ? [...(VENUE_ASSET_TYPES[value.type] ?? [])] : [];
  return (
    <>
      <Checkbox
        label="Create an asset with this venue"
        checked={value.enabled}
        mt="xl"
        onChange={(e) => onChange({ ...value, enabled: e.currentTarget.checked })}
      />
      <Select
        label="Asset type"
        data={Object.keys(VENUE_ASSET_TYPES)}
        value={value.type}
        disabled={!value.enabled}
        onChange={(t) => onChange({ ...value, type: t, subtype: null })}
      />
      <Select
        label="Asset subtype"
        data={subtypes}
        value={value.subtype}
        disabled={!value.enabled || !value.type}
        onChange={(s) => onChange({ ...value, subtype: s })}
      />
    </>
  );
}
