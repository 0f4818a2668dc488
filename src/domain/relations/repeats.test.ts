import { expect, it } from 'vitest';
import { sameAnchor } from './repeats.js';

const anchor = {
  sourceKind: 'venue',
  sourceId: 'v1',
  targetKind: 'device',
  targetId: 'd1',
  start: new Date('2026-05-01T00:00:00Z'),
  close: new Date('2026-05-01T23:59:59.999Z'),
};

it('holds an anchor over the same items and span identical, however its instants are written', () => {
  expect(sameAnchor(anchor, { ...anchor, start: '2026-05-01T00:00:00.000Z', close: '2026-05-02T01:59:59.999+02:00' })).toBe(true);
});

it('tells anchors apart by span, by either item, and by which way round they run', () => {
  expect(sameAnchor(anchor, { ...anchor, close: new Date('2026-05-02T23:59:59.999Z') })).toBe(false);
  expect(sameAnchor(anchor, { ...anchor, start: new Date('2026-05-01T00:00:01Z') })).toBe(false);
  expect(sameAnchor(anchor, { ...anchor, targetId: 'd2' })).toBe(false);
  expect(sameAnchor(anchor, { ...anchor, sourceKind: 'device', sourceId: 'd1', targetKind: 'venue', targetId: 'v1' })).toBe(false);
});
