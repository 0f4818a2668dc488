import { describe, expect, it } from 'vitest';
import type { Relation } from '../../../../domain/media-items/types';
import { ITEM_KINDS as LIST_KINDS } from './kinds';
import { activeAssetCount } from './rules';

const now = new Date('2025-06-15T12:00:00Z');
const rel = (relation: Relation['relation'], start: string, close: string, enabled = true) =>
  ({
    uid: 'u',
    relation,
    id: 'x',
    name: 'x',
    start,
    close,
    enabled,
    aggregate_id: 'a',
    profile_id: 'p',
    project_id: 'p',
    tenant_id: 't',
    owned: true,
  }) as Relation;

describe('list kinds', () => {
  it('titles and empty texts of the product', () => {
    expect([LIST_KINDS.venue.title, LIST_KINDS.asset.title, LIST_KINDS.device.title]).toEqual(['Media Venues List', 'Media Assets List', 'IoT Devices List']);
    expect([LIST_KINDS.venue.emptyText, LIST_KINDS.asset.emptyText, LIST_KINDS.device.emptyText]).toEqual([
      'No media venues found.',
      'No media assets found.',
      'No devices found.',
    ]);
  });

  it('venue tiles read type | subtype | state, assets type / subtype / category', () => {
    const item = { type: 'Mall', subtype: 'Food Court', category: 'Zeetamind', enabled: false };
    expect(LIST_KINDS.venue.subtitle(item)).toBe('Mall | Food Court | Disabled');
    expect(LIST_KINDS.venue.subtitle({ ...item, enabled: true })).toBe('Mall | Food Court | Enabled');
    expect(LIST_KINDS.asset.subtitle(item)).toBe('Mall / Food Court / Zeetamind');
    expect(LIST_KINDS.device.subtitle({ ...item, category: '' })).toBe('Mall / Food Court / –');
  });
});

describe('activeAssetCount', () => {
  it('counts enabled asset anchors running now', () => {
    const relations = [
      rel('asset', '2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z'),
      rel('asset', '2025-06-15T12:00:00Z', '2025-06-15T12:00:00Z'),
      rel('asset', '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z'),
      rel('asset', '2025-07-01T00:00:00Z', '2025-08-01T00:00:00Z'),
      rel('asset', '2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z', false),
      rel('device', '2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z'),
    ];
    expect(activeAssetCount({ relations }, now)).toBe(2);
    expect(activeAssetCount({ relations: [] }, now)).toBe(0);
  });
});
