import { describe, expect, it } from 'vitest';
import { placeDemoVenues, type MediaItemRow } from './media-items.js';

const item = (kind: MediaItemRow['kind'], aggregateId: string, name: string): MediaItemRow => ({
  tenantId: 't',
  id: name,
  kind,
  projectId: 'p',
  aggregateId,
  code: 'C',
  name,
  doc: { description: name },
});

describe('demo venue addresses', () => {
  it("puts each venue at its own unit and point of its workspace's address, and leaves other kinds alone", () => {
    const places = new Map([
      [
        'w1',
        {
          street: '1 High Street',
          locality: 'Westminster',
          city: 'London',
          state: 'England',
          country: 'GB',
          pincode: 'SW1A 1AA',
          geoLocation: { type: 'Point' as const, coordinates: [-0.1276, 51.5072] as [number, number] },
        },
      ],
    ]);
    const [a, asset, b, elsewhere] = placeDemoVenues(
      [item('venue', 'w1', 'A'), item('asset', 'w1', 'S'), item('venue', 'w1', 'B'), item('venue', 'w2', 'C')],
      places,
    );
    expect(a.doc).toMatchObject({
      description: 'A',
      street: 'Unit 1, 1 High Street',
      locality: 'Westminster',
      city: 'London',
      pincode: 'SW1A 1AA',
      geoLocation: { type: 'Point', coordinates: [-0.1272, 51.5074] },
    });
    expect(b.doc).toMatchObject({ street: 'Unit 2, 1 High Street', geoLocation: { coordinates: [-0.1268, 51.5076] } });
    expect(asset.doc).toEqual({ description: 'S' });
    expect(elsewhere.doc).toEqual({ description: 'C' });
  });
});
