import { modals } from '@mantine/modals';
import { describe, expect, it } from 'vitest';
import { dialogHost, dialogs } from './dialogs';

describe("the console's dialogs", () => {
  it('ask the shell for their host at the first dialog, and open only once it listens', async () => {
    const asked: boolean[] = [];
    const stop = dialogHost.subscribe(() => asked.push(dialogHost.wanted()));
    expect(dialogHost.wanted()).toBe(false);
    let opened: unknown = null;
    const first = dialogs().then((m) => (opened = m));
    expect(asked).toEqual([true]);
    await Promise.resolve();
    expect(opened).toBeNull(); // no host yet: the dialog waits rather than being lost
    dialogHost.listening();
    await first;
    expect(opened).toBe(modals);
    // Later dialogs neither ask again nor wait.
    expect(await dialogs()).toBe(modals);
    expect(asked).toEqual([true]);
    stop();
  });
});
