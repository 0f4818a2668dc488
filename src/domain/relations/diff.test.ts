import { describe, expect, it } from 'vitest';
import { diffRelations, TARGET_IMMUTABLE, targetChangeProblem } from './diff.js';

const r = (uid: string | undefined, id: string, over: Partial<{ start: string; close: string; enabled: boolean }> = {}) => ({
  uid,
  id,
  start: '2026-01-01T00:00:00.000Z',
  close: '2026-12-31T23:59:59.000Z',
  enabled: true,
  ...over,
});

describe('relation diff by uid', () => {
  it('a new entry without a stored uid is a create, a missing one a delete, a changed one an update', () => {
    const before = [r('AAAAAAAA', 'x'), r('BBBBBBBB', 'y'), r('CCCCCCCC', 'z')];
    const after = [r('AAAAAAAA', 'x'), r('BBBBBBBB', 'y', { enabled: false }), r(undefined, 'w')];
    const d = diffRelations(before, after);
    expect(d.create.map((x) => x.id)).toEqual(['w']);
    expect(d.update.map((x) => x.uid)).toEqual(['BBBBBBBB']);
    expect(d.delete.map((x) => x.uid)).toEqual(['CCCCCCCC']);
  });

  it('compares dates as instants, not as text', () => {
    const d = diffRelations([r('AAAAAAAA', 'x')], [r('AAAAAAAA', 'x', { start: '2026-01-01T00:00:00Z' })]);
    expect(d).toEqual({ create: [], update: [], delete: [] });
    expect(diffRelations([r('AAAAAAAA', 'x')], [r('AAAAAAAA', 'x', { close: '2099-12-31T23:59:59Z' })]).update).toHaveLength(1);
  });

  it('an unknown uid counts as a create', () => {
    expect(diffRelations([], [r('ZZZZZZZZ', 'x')]).create).toHaveLength(1);
  });

  it("a changed target is an update the server refuses with the product's message", () => {
    expect(diffRelations([r('AAAAAAAA', 'x')], [r('AAAAAAAA', 'y')]).update).toHaveLength(1);
    expect(targetChangeProblem('x', 'y')).toBe(TARGET_IMMUTABLE);
    expect(TARGET_IMMUTABLE).toBe('You cannot change an Anchor once created. Please delete and create a new anchor.');
    expect(targetChangeProblem('x', 'x')).toBeNull();
  });
});
