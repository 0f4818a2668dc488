import { describe, expect, it } from 'vitest';
import { anyGenerating, availability, formatCouponDate, generationProgress, priceText, startSerialOf, validMobile } from './instrument-detail';

describe('formatCouponDate', () => {
  it('reads dd-MMM-yyyy in the given zone', () => {
    expect(formatCouponDate('2026-01-05T10:00:00Z', 'UTC')).toBe('05-Jan-2026');
    expect(formatCouponDate('2026-09-30T20:00:00Z', 'Asia/Kolkata')).toBe('01-Oct-2026');
  });
  it('is blank for a missing or broken date', () => {
    expect(formatCouponDate(null)).toBe('');
    expect(formatCouponDate('not a date')).toBe('');
  });
});

describe('availability', () => {
  it('counts free instruments and says Sold out at none', () => {
    expect(availability({ numberOfTickets: 10, instrumentFree: 3, generation: 'generated' })).toEqual({ free: 3, label: 'Available' });
    expect(availability({ numberOfTickets: 10, instrumentFree: 0, generation: 'generated' })).toEqual({ free: 0, label: 'Sold out' });
  });
  it('takes the balance, or the whole of a generated batch, when the free count is not given', () => {
    expect(availability({ numberOfTickets: 10, balanceTickets: 4, generation: 'generated' }).free).toBe(4);
    expect(availability({ numberOfTickets: 10, generation: 'generated' }).free).toBe(10);
    expect(availability({ numberOfTickets: 10, generation: 'configured' })).toEqual({ free: 0, label: 'Sold out' });
  });
});

describe('generationProgress', () => {
  it('gives the percentage and count of a running generation', () => {
    expect(generationProgress({ numberOfTickets: 1_000_000, generatedCount: 333_333, generation: 'generating' })).toEqual({
      count: 333_333,
      total: 1_000_000,
      percent: 33,
      running: true,
    });
  });
  it('is whole once generated and never past the total', () => {
    expect(generationProgress({ numberOfTickets: 300, generatedCount: 0, generation: 'generated' })).toMatchObject({
      count: 300,
      percent: 100,
      running: false,
    });
    expect(generationProgress({ numberOfTickets: 300, generatedCount: 900, generation: 'generating' }).count).toBe(300);
    expect(generationProgress({ numberOfTickets: 0, generatedCount: 0, generation: 'configured' }).percent).toBe(0);
  });
  it('tells whether a batch is still running', () => {
    expect(anyGenerating([{ generation: 'generated' }, { generation: 'generating' }])).toBe(true);
    expect(anyGenerating([{ generation: 'configured' }])).toBe(false);
  });
});

describe('console rules of docs/product/campaigns-venues-events.md §5', () => {
  it('accepts exactly 10 digits as a redeemer mobile', () => {
    expect(validMobile('9876543210')).toBe(true);
    expect(validMobile('98765x3210')).toBe(false);
    expect(validMobile('98765432100')).toBe(false);
  });
  it('forces the start serial to uppercase without blanks', () => {
    expect(startSerialOf('abc 0001')).toBe('ABC0001');
  });
  it('shows prices with the currency code', () => {
    expect(priceText(250, 'INR')).toBe('INR 250.00');
    expect(priceText(1.5, 'OMR')).toBe('OMR 1.500');
    expect(priceText(3, 'NOPE1')).toBe('NOPE1 3.00');
  });
});
