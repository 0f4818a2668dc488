import { describe, expect, it } from 'vitest';
import type { EventTileData } from '../api/event-calls';
import { venueIdsOf } from './use-venue-addresses';

const event = (id: string, relations: { relation: string; id: string }[]) => ({ id, name: id, relations }) as unknown as EventTileData;

describe("a page's venues", () => {
  it('are the venue relations of its events, sorted, each once', () => {
    const page = [
      event('e1', [
        { relation: 'venue', id: 'v2' },
        { relation: 'campaign', id: 'c1' },
      ]),
      event('e2', [
        { relation: 'venue', id: 'v1' },
        { relation: 'venue', id: 'v2' },
      ]),
      event('e3', []),
    ];
    expect(venueIdsOf(page)).toEqual(['v1', 'v2']);
  });

  it('are none for events without relations', () => {
    expect(venueIdsOf([{ id: 'e', name: 'e' } as EventTileData])).toEqual([]);
  });
});
