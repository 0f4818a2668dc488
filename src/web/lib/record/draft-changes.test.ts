import { describe, expect, it } from 'vitest';
import { changedOf } from './draft-changes';

describe('draft changes', () => {
  it('keeps only the listed fields whose value differs, lists and objects by content', () => {
    const saved = { name: 'A', tags: ['x'], urls: { home: 'h' }, code: 'C' };
    const draft = { name: 'B', tags: ['x'], urls: { home: 'i' }, code: 'D' };
    expect(changedOf(saved, draft, ['name', 'tags', 'urls'] as const)).toEqual({ name: 'B', urls: { home: 'i' } });
  });
});
