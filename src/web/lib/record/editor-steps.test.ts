import { describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('../notify', () => ({ notify: { error: (m: string) => shown.push(`error:${m}`), info: (m: string) => (shown.push(`info:${m}`), 'progress-id') } }));
vi.mock('@mantine/notifications', () => ({ notifications: { hide: (id: string) => shown.push(`hide:${id}`) } }));

const { createWithProgress, noErrorsShown } = await import('./editor-steps');

describe('editor steps', () => {
  it('shows only the first error, and lets a form without errors go on', () => {
    shown.length = 0;
    expect(noErrorsShown({ code: undefined, name: 'Name is required', tags: 'Too many tags' })).toBe(false);
    expect(noErrorsShown({ code: undefined })).toBe(true);
    expect(shown).toEqual(['error:Name is required']);
  });

  it('keeps the form locked after a create and unlocks it after a refusal', async () => {
    shown.length = 0;
    const busy: boolean[] = [];
    const setBusy = (b: boolean) => busy.push(b);
    expect(await createWithProgress({ progress: 'Saving…', setBusy, run: async () => 'stored' })).toBe('stored');
    expect(await createWithProgress({ progress: 'Saving…', setBusy, run: () => Promise.reject(new Error('Duplicate name')) })).toBeNull();
    expect(busy).toEqual([true, true, false]);
    expect(shown).toEqual(['info:Saving…', 'hide:progress-id', 'info:Saving…', 'error:Duplicate name', 'hide:progress-id']);
  });
});
