import { AreaField, NumberField, TextField } from '../../../components/fields';
import type { TiConfigDraft } from '../model/draft';

type Props = { draft: TiConfigDraft; onChange(patch: Partial<TiConfigDraft>): void; editing: boolean };

/** Location and Address of an instrument: an address, a zip code and a point (longitude, latitude). */
export function InstrumentLocationFields({ draft, onChange, editing }: Props) {
  const [longitude, latitude] = draft.geoLocation?.coordinates ?? [0, 0];
  const point = (lon: number, lat: number) => onChange({ geoLocation: { type: 'Point', coordinates: [lon, lat] } });
  return (
    <>
      <AreaField label="Address" editing={editing} value={draft.address} onChange={(address) => onChange({ address })} />
      <TextField label="Zip code" editing={editing} value={draft.zipcode} onChange={(zipcode) => onChange({ zipcode })} />
      <div />
      <NumberField label="Latitude" editing={editing} min={-90} max={90} decimalScale={6} value={latitude} onChange={(lat) => point(longitude, lat)} />
      <NumberField label="Longitude" editing={editing} min={-180} max={180} decimalScale={6} value={longitude} onChange={(lon) => point(lon, latitude)} />
    </>
  );
}
