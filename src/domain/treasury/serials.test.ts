import { expect, it } from 'vitest';
import { TREASURY_MESSAGES } from './types.js';
import { formatSerial, parseSerial, placeBatch } from './serials.js';

it('reads letters then digits, uppercased, keeping the width', () => {
  expect(parseSerial(' abc0001 ')).toEqual({ prefix: 'ABC', number: 1, width: 4 });
  expect(parseSerial('0099')).toEqual({ prefix: '', number: 99, width: 4 });
  for (const bad of ['', 'ABC', '12AB', 'A-1', 'AB 12']) expect(parseSerial(bad)).toBeNull();
});

it('counts up keeping zeros', () => {
  const s = parseSerial('ABC0001')!;
  expect(formatSerial(s)).toBe('ABC0001');
  expect(formatSerial(s, 9)).toBe('ABC0010');
  expect(formatSerial(s, 9998)).toBe('ABC9999');
});

it('refuses a batch that would pass the last serial of its width', () => {
  expect(placeBatch('ABC0001', 9999, [])).toEqual({ serialNumber: 'ABC0001' });
  expect(placeBatch('ABC0001', 10_000, [])).toEqual({ problem: TREASURY_MESSAGES.serialOverflow });
  expect(placeBatch('ABC9999', 1, [])).toEqual({ serialNumber: 'ABC9999' });
  expect(placeBatch('xy', 1, [])).toEqual({ problem: TREASURY_MESSAGES.startSerialFormat });
});

it('continues after the earlier batches of the same prefix and width', () => {
  const earlier = [{ serialNumber: 'ABC0001', numberOfTickets: 100 }];
  expect(placeBatch('ABC0001', 10, earlier)).toEqual({ serialNumber: 'ABC0101' });
  expect(placeBatch('ABC0050', 10, earlier)).toEqual({ serialNumber: 'ABC0101' });
  expect(placeBatch('ABC0500', 10, earlier)).toEqual({ serialNumber: 'ABC0500' });
  expect(placeBatch('XYZ0001', 10, earlier)).toEqual({ serialNumber: 'XYZ0001' });
  expect(placeBatch('ABC00001', 10, earlier)).toEqual({ serialNumber: 'ABC00001' });
  // A batch that would run into a later one starts after it.
  expect(placeBatch('ABC0001', 10, [{ serialNumber: 'ABC0005', numberOfTickets: 5 }])).toEqual({ serialNumber: 'ABC0010' });
  expect(placeBatch('ABC9990', 10, [{ serialNumber: 'ABC9995', numberOfTickets: 5 }])).toEqual({ problem: TREASURY_MESSAGES.serialOverflow });
  expect(
    placeBatch('ABC0001', 5, [
      { serialNumber: 'ABC0001', numberOfTickets: 5 },
      { serialNumber: 'ABC0006', numberOfTickets: 5 },
    ]),
  ).toEqual({ serialNumber: 'ABC0011' });
});
