import { expect, it } from 'vitest';
import { exportFileName, exportRow } from './export.js';

it('masks the holder and writes times in ISO', () => {
  const row = exportRow(
    {
      serial: 'A001',
      code: 'CODE',
      status: 'ACQUIRED',
      profileId: '0123456789abcdef01234567',
      acquiredOn: new Date('2026-01-02T03:04:05Z'),
      statusChangedOn: null,
    },
    'GOLD',
  );
  expect(row).toEqual(['A001', 'CODE', 'GOLD', 'ACQUIRED', '*******************34567', '2026-01-02T03:04:05.000Z', '']);
  expect(exportRow({ serial: 'A2', code: 'C', status: 'ISSUED', profileId: null, acquiredOn: null, statusChangedOn: null }, 'X')[4]).toBe('');
});

it('names the file from the category and uid', () => {
  expect(exportFileName('VIP / Gold!', 'AbCd1234', 'csv')).toBe('VIP-Gold-AbCd1234.csv');
  expect(exportFileName('***', 'AbCd1234', 'xlsx')).toBe('batch-AbCd1234.xlsx');
});
