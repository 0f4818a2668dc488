import { describe, expect, it } from 'vitest';
import { mapPoint, searchText, withPoint, type AddressDraft } from './address';

const draft: AddressDraft = { street: 'Old', locality: '', city: 'Old town', state: '', country: 'GB', pincode: '', geoLocation: null };

describe('place search text', () => {
  it('is sent from 3 characters on, trimmed and with single spaces', () => {
    for (const typed of ['', 'Co', '  Co  ', 'a b']) expect(searchText(typed)).toBe(typed.trim().length >= 3 ? typed.trim() : null);
    expect(searchText('  Cor  ')).toBe('Cor');
    expect(searchText('Marina   Mall ')).toBe('Marina Mall');
  });
});

describe('map point', () => {
  it("reads [latitude, longitude] from a point, an area's centre, or the default point", () => {
    expect(mapPoint({ geoLocation: { type: 'Point', coordinates: [54.37, 24.45] } })).toEqual([24.45, 54.37]);
    const ring: [number, number][] = [
      [54.36, 24.47],
      [54.38, 24.47],
      [54.38, 24.49],
      [54.36, 24.47],
    ];
    const [lat, lon] = mapPoint({ geoLocation: { type: 'Polygon', coordinates: [ring] } });
    expect([+lat.toFixed(6), +lon.toFixed(6)]).toEqual([24.48, 54.37]);
    expect(mapPoint({ geoLocation: null })).toEqual([0.01, 0.01]);
  });

  it('a picked point replaces an area and clears the address', () => {
    const area = {
      ...draft,
      geoLocation: {
        type: 'Polygon' as const,
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ] as [number, number][],
        ],
      },
    };
    expect(withPoint(area, 24.45, 54.37)).toEqual({ ...draft, street: '', city: '', country: '', geoLocation: { type: 'Point', coordinates: [54.37, 24.45] } });
  });
});
