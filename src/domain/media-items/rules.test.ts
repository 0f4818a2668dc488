import { describe, expect, it } from 'vitest';
import { allowedEntities, assetCode, defaultAvailability, itemCode } from './rules.js';
import { venueAssetType } from './venue-assets.js';

describe('multifaceted rule', () => {
  it('forces maxAllowed to 1 when not multifaceted and keeps it at least 1 otherwise', () => {
    expect(allowedEntities(false, 9)).toBe(1);
    expect(allowedEntities(true, 9)).toBe(9);
    expect(allowedEntities(true, 0)).toBe(1);
    expect(allowedEntities(true, undefined)).toBe(1);
  });
});

describe('codes', () => {
  it('gives assets 10 random capitals and a 3-character name suffix, others 16 capitals', () => {
    expect(assetCode('Lobby screen', () => 0)).toBe('AAAAAAAAAALOB');
    expect(assetCode('a', () => 0.999)).toBe('ZZZZZZZZZZAXX');
    expect(itemCode('venue', 'x')).toMatch(/^[A-Z]{16}$/);
    expect(itemCode('asset', 'Hall 9')).toMatch(/^[A-Z]{10}HAL$/);
  });
});

describe('availability defaults', () => {
  it('runs from now to one year ahead', () => {
    expect(defaultAvailability(new Date('2025-03-01T10:00:00Z'))).toEqual({
      availableFrom: '2025-03-01T10:00:00.000Z',
      availableTo: '2026-03-01T10:00:00.000Z',
    });
  });
});

describe('venue asset types (docs/product/campaigns-venues-events.md §2.5)', () => {
  it('accepts the offered pairs in any case and refuses others', () => {
    expect(venueAssetType('in-store', 'kiosk')).toEqual({ type: 'In-store', subtype: 'Kiosk' });
    expect(venueAssetType('Outdoor', 'Kiosk')).toBeNull();
  });
});
