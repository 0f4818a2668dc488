import { describe, expect, it } from 'vitest';
import type { MediaEvent } from '../../../../domain/events/types';
import { changedEventFields, createEventBody, eventDraftOf, eventPrimaryErrors } from './draft';

describe('event draft', () => {
  it('a new event is enabled with one ticket per slot', () => {
    const d = eventDraftOf();
    expect(d.enabled).toBe(true);
    expect(d.maxTicketsPerSlot).toBe(1);
    expect(d.partnerList).toEqual([]);
  });

  it('a group saves only its changed fields', () => {
    const stored = eventDraftOf({ name: 'Gala', phone: '1', partners: false } as Partial<MediaEvent>);
    const edited = { ...stored, phone: '2', partners: true, partnerList: ['w1'] };
    expect(changedEventFields(stored, edited, 'primary')).toEqual({ phone: '2' });
    expect(changedEventFields(stored, edited, 'partners')).toEqual({ partners: true, partnerList: ['w1'] });
    expect(changedEventFields(stored, edited, 'urls')).toEqual({});
  });

  it('the create body leaves blanks, relations and schedules out', () => {
    const body = createEventBody({ ...eventDraftOf(), name: 'Gala', urls: { home: 'https://gala.example', facebook: ' ' } });
    expect(body).toMatchObject({ name: 'Gala', maxTicketsPerSlot: 1, urls: { home: 'https://gala.example' } });
    expect(body).not.toHaveProperty('code');
    expect(body).not.toHaveProperty('schedules');
    expect(body).not.toHaveProperty('relations');
    expect(body).not.toHaveProperty('partners');
  });

  it('name is required; code too once the event exists; tickets per slot at least 1', () => {
    const blank = eventDraftOf();
    expect(eventPrimaryErrors(blank, true)).toEqual({ name: 'Name is required' });
    expect(eventPrimaryErrors({ ...blank, name: 'Gala' }, false)).toEqual({ code: 'Code is required' });
    expect(eventPrimaryErrors({ ...blank, name: 'Gala', code: 'ABC', maxTicketsPerSlot: 0 }, false)).toEqual({
      maxTicketsPerSlot: 'Maximum tickets per slot is at least 1',
    });
    expect(eventPrimaryErrors({ ...blank, name: 'Gala', instrumentButtonText: 'x'.repeat(21) }, true)).toEqual({
      instrumentButtonText: 'Event button content must be at most 20 characters',
    });
    expect(eventPrimaryErrors({ ...blank, name: 'Gala', email: 'not-mail' }, true)).toHaveProperty('email');
  });
});
