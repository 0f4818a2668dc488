import { describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('../notify', () => ({ notify: { error: (m: string) => shown.push(`error:${m}`), info: (m: string) => (shown.push(`info:${m}`), 'progress-id') } }));
vi.mock('@mantine/notifications', () => ({ notifications: { hide: (id: string) => shown.push(`hide:${id}`) } }));

const { createLocked, createWithProgress, noErrorsShown } = await import('./editor-steps');

describe('editor steps', () => {
  it('shows only the first error, and lets a form without errors go on', () => {
    shown.length = 0;
    expect(noErrorsShown({ code: undefined, name: 'Name is required', tags: 'Too many tags' })).toBe(false);
    expect(noErrorsShown({ code: undefined })).toBe(true);
    expect(shown).toEqual(['error:Name is required']);
  });

  it('shows progress while a create runs, and a refusal with its message', async () => {
    shown.length = 0;
    expect(await createWithProgress({ progress: 'Saving…', run: async () => 'stored' })).toBe('stored');
    expect(await createWithProgress({ progress: 'Saving…', run: () => Promise.reject(new Error('Duplicate name')) })).toBeNull();
    expect(shown).toEqual(['info:Saving…', 'hide:progress-id', 'info:Saving…', 'error:Duplicate name', 'hide:progress-id']);
  });

  it('keeps the form locked while creating and after a create, and unlocks it after a refusal', () => {
    expect(createLocked({ isPending: true })).toBe(true);
    expect(createLocked({ isPending: false, data: { id: 'v1' } })).toBe(true);
    expect(createLocked({ isPending: false, data: null })).toBe(false);
    expect(createLocked({ isPending: false })).toBe(false);
  });
});
