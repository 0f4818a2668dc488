import { describe, expect, it } from 'vitest';
import { actionProblem, batchProblem, IngestionBatch, type IngestedAction } from './ingestion.js';

const now = Date.parse('2026-03-10T12:00:00Z');
const action = (extra: Partial<IngestedAction> = {}): IngestedAction => ({
  id: 'app-0001-aaaa',
  type: 2,
  venueId: 'a'.repeat(24),
  at: '2026-03-10T11:00:00Z',
  ...extra,
});

describe('ingested actions', () => {
  it('takes 1 to 1,000 actions of types 1-4 and refuses the treasury types', () => {
    expect(IngestionBatch.safeParse({ actions: [action()] }).success).toBe(true);
    expect(IngestionBatch.safeParse({ actions: [] }).success).toBe(false);
    expect(IngestionBatch.safeParse({ actions: Array.from({ length: 1001 }, (_, i) => action({ id: `app-${i}-xxxx` })) }).success).toBe(false);
    expect(IngestionBatch.safeParse({ actions: [{ ...action(), type: 5 }] }).success).toBe(false);
    const bad = IngestionBatch.safeParse({ actions: [action(), { ...action(), type: 6 }] });
    expect(bad.error?.issues[0].path).toEqual(['actions', 1, 'type']);
  });

  it('needs a channel on shares only, an item, and a time within the bounds', () => {
    expect(actionProblem(action(), now)).toBeNull();
    expect(actionProblem(action({ type: 3 }), now)).toMatch(/channel/);
    expect(actionProblem(action({ type: 3, channel: 'email' }), now)).toBeNull();
    expect(actionProblem(action({ channel: 'email' }), now)).toMatch(/only shares/);
    expect(actionProblem(action({ venueId: undefined }), now)).toMatch(/names no/);
    expect(actionProblem(action({ at: '2026-03-10T12:04:59Z' }), now)).toBeNull();
    expect(actionProblem(action({ at: '2026-03-10T12:05:01Z' }), now)).toMatch(/future/);
    expect(actionProblem(action({ at: '2026-02-08T12:00:01Z' }), now)).toBeNull();
    expect(actionProblem(action({ at: '2026-02-08T11:59:59Z' }), now)).toMatch(/30 days/);
  });

  it('names the index of the first problem of a batch, repeated ids included', () => {
    expect(batchProblem([action(), action({ id: 'app-0002-bbbb' })], now)).toBeNull();
    expect(batchProblem([action(), action({ id: 'app-0002-bbbb', type: 3 })], now)).toBe('actions[1]: a share needs its channel');
    expect(batchProblem([action(), action({ id: 'app-0002-bbbb' }), action()], now)).toBe('actions[2]: id repeats actions[0]');
  });
});
