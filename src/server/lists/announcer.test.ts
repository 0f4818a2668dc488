import { describe, expect, it } from 'vitest';
import { pollUntil } from '../test/poll.js';
import { ChangeAnnouncer } from './announcer.js';

describe('ChangeAnnouncer', () => {
  it('sends the first notice at once and what is announced while it is in flight or in the gap after it together in the next', async () => {
    const sent: string[][] = [];
    let release!: () => void;
    const announcer = new ChangeAnnouncer(async (tenantIds) => {
      sent.push(tenantIds);
      if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 50);
    announcer.announce('t1');
    announcer.announce('t2');
    expect(sent).toEqual([['t1']]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    announcer.announce('t3');
    announcer.announce('t2');
    expect(sent).toEqual([['t1']]);
    await announcer.stop();
    expect(sent).toEqual([['t1'], ['t2', 't3']]);
  });

  it('sends a notice again when it could not be sent, and nothing once stopped', async () => {
    const sent: string[][] = [];
    const announcer = new ChangeAnnouncer(
      async (tenantIds) => {
        sent.push(tenantIds);
        if (sent.length === 1) throw new Error('connection lost');
      },
      1,
      10,
    );
    announcer.announce('t1');
    await pollUntil(
      () => sent.length,
      (n) => n === 2,
    );
    await announcer.stop();
    announcer.announce('t2');
    expect(sent).toEqual([['t1'], ['t1']]);
  });
});
