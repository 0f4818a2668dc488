import { describe, expect, it } from 'vitest';
import type { EventTileData } from '../api/get-events';
import { draftOf } from './draft';
import { formErrors } from './form-checks';
import { venueIdsOf } from './rules';

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

describe('event form errors', () => {
  it('name is required; code too once the event exists; tickets per slot at least 1', () => {
    const blank = draftOf();
    expect(formErrors(blank, true)).toEqual({ name: 'Name is required' });
    expect(formErrors({ ...blank, name: 'Gala' }, false)).toEqual({ code: 'Code is required' });
    expect(formErrors({ ...blank, name: 'Gala', code: 'ABC', maxTicketsPerSlot: 0 }, false)).toEqual({
      maxTicketsPerSlot: 'Maximum tickets per slot is at least 1',
    });
    expect(formErrors({ ...blank, name: 'Gala', instrumentButtonText: 'x'.repeat(21) }, true)).toEqual({
      instrumentButtonText: 'Event button content must be at most 20 characters',
    });
    expect(formErrors({ ...blank, name: 'Gala', email: 'not-mail' }, true)).toHaveProperty('email');
  });
});
