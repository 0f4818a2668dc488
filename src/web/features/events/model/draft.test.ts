import { describe, expect, it } from 'vitest';
import { EVENT_SECTIONS } from '../../../../domain/events/sections';
import type { MediaEvent } from '../../../../domain/events/types';
import { createBodyOf, sectionChanges } from '../../../lib/record/draft';
import { draftOf, type EventDraft } from './draft';

// What the record editor sends for an event: the kit's rules over the event's sections.
const changedEventFields = (saved: EventDraft, draft: EventDraft, section: string) => sectionChanges(EVENT_SECTIONS, section, saved, draft);
const createEventBody = (draft: EventDraft) => createBodyOf(EVENT_SECTIONS, draft);

describe('event draft', () => {
  it('a new event is enabled with one ticket per slot', () => {
    const d = draftOf();
    expect(d.enabled).toBe(true);
    expect(d.maxTicketsPerSlot).toBe(1);
    expect(d.partnerList).toEqual([]);
  });

  it('a section saves only its changed fields', () => {
    const stored = draftOf({ name: 'Gala', phone: '1', partners: false } as Partial<MediaEvent>);
    const edited = { ...stored, phone: '2', partners: true, partnerList: ['w1'] };
    expect(changedEventFields(stored, edited, 'primary')).toEqual({ phone: '2' });
    expect(changedEventFields(stored, edited, 'partners')).toEqual({ partners: true, partnerList: ['w1'] });
    expect(changedEventFields(stored, edited, 'urls')).toEqual({});
  });

  it('the create body leaves blanks, relations and schedules out', () => {
    const body = createEventBody({ ...draftOf(), name: 'Gala', urls: { home: 'https://gala.example', facebook: ' ' } });
    expect(body).toMatchObject({ name: 'Gala', maxTicketsPerSlot: 1, urls: { home: 'https://gala.example' } });
    expect(body).not.toHaveProperty('code');
    expect(body).not.toHaveProperty('schedules');
    expect(body).not.toHaveProperty('relations');
    expect(body).not.toHaveProperty('partners');
  });
});
