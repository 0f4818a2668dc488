import { describe, expect, it } from 'vitest';
import { EVENT_LINK_MESSAGES, EventInput, eventCode, eventLinkProblem } from './event.js';

const side = (kind: string, flags: { eventhosting?: boolean; eventCampaign?: boolean } = {}) => ({ kind, eventhosting: false, eventCampaign: false, ...flags });

describe('event rules', () => {
  it('makes a code of 10 plus 6 uppercase letters', () => {
    let i = 0;
    const code = eventCode(() => (i++ % 26) / 26);
    expect(code).toMatch(/^[A-Z]{16}$/);
    expect(code.slice(0, 10)).toBe('ABCDEFGHIJ');
  });

  it('accepts statuses 0 to 6 and at least one ticket per slot', () => {
    expect(EventInput.safeParse({ status: 6, maxTicketsPerSlot: 1 }).success).toBe(true);
    expect(EventInput.safeParse({ status: 7 }).success).toBe(false);
    expect(EventInput.safeParse({ status: -1 }).success).toBe(false);
    expect(EventInput.safeParse({ maxTicketsPerSlot: 0 }).success).toBe(false);
  });

  it('links an event only to eventCampaign campaigns and eventhosting venues, from either side', () => {
    expect(eventLinkProblem(side('event'), side('campaign'))).toBe(EVENT_LINK_MESSAGES.campaign);
    expect(eventLinkProblem(side('campaign'), side('event'))).toBe(EVENT_LINK_MESSAGES.campaign);
    expect(eventLinkProblem(side('event'), side('campaign', { eventCampaign: true }))).toBeNull();
    expect(eventLinkProblem(side('event'), side('venue'))).toBe(EVENT_LINK_MESSAGES.venue);
    expect(eventLinkProblem(side('venue', { eventhosting: true }), side('event'))).toBeNull();
    expect(eventLinkProblem(side('campaign'), side('venue'))).toBeNull();
    expect(eventLinkProblem(side('event'), side('asset'))).toBeNull();
  });
});
