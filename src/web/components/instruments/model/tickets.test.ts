import { describe, expect, it } from 'vitest';
import { blankCategory, canGenerateTickets, canSaveTicket, rowProblem, ticketBatchBody, ticketDraftOf, type TicketDraft } from './tickets';

const ready = (): TicketDraft => ({
  ...ticketDraftOf(),
  tiConfigId: 'cfg',
  startSerial: 'TKT0001',
  scheduleUid: 'SCHED001',
  mobile: '9876543210',
  profile_id: 'p1',
  categories: [
    { ...blankCategory(), category: 'vip', numberOfTickets: 20, price: 1500 },
    { ...blankCategory(), category: 'general', numberOfTickets: 200, price: 250, mobile: '9876543211', profile_id: 'p2' },
  ],
});

describe('the ticket editor', () => {
  it('starts with one blank category row', () => {
    expect(ticketDraftOf().categories).toEqual([blankCategory()]);
  });

  it('saves with configuration, start serial and schedule', () => {
    expect(canSaveTicket(ticketDraftOf())).toBe(false);
    expect(canSaveTicket(ready())).toBe(true);
  });

  it('names the first problem of a row; a row without a mobile takes the ticket’s', () => {
    const d = ready();
    expect(rowProblem(d, d.categories[0])).toBeNull();
    expect(rowProblem(d, { ...d.categories[0], category: ' ' })).toBe('Category is required');
    expect(rowProblem(d, { ...d.categories[0], numberOfTickets: 0 })).toBe('Number of tickets is required');
    expect(rowProblem({ ...d, mobile: '123' }, d.categories[0])).toBe('Redeemer mobile must be exactly 10 digits');
  });

  it('generates only when every row’s redeemer matched a profile and a row is still to generate', () => {
    expect(canGenerateTickets(ready())).toBe(true);
    expect(canGenerateTickets({ ...ready(), profile_id: '' })).toBe(false);
    const generated = ready().categories.map((c) => ({ ...c, generation: 'generated' as const }));
    expect(canGenerateTickets({ ...ready(), categories: generated })).toBe(false);
  });

  it('builds each batch with its category uppercased, its price and its redeemer', () => {
    const d = ready();
    expect(ticketBatchBody(d, d.categories[0])).toEqual({
      category: 'VIP',
      numberOfTickets: 20,
      price: 1500,
      serialNumber: 'TKT0001',
      schedule_uid: 'SCHED001',
      redeemer: [{ mobile: '9876543210', profile_id: 'p1' }],
    });
    expect(ticketBatchBody(d, d.categories[1]).redeemer).toEqual([{ mobile: '9876543211', profile_id: 'p2' }]);
  });
});
