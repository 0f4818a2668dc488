import { expect, it } from 'vitest';
import { instrumentCodeList, instrumentCodes, newInstrumentCode, newRedeemerToken, randomSymbols } from './codes.js';
import { CODE_ALPHABET, CODE_LENGTH } from './types.js';

it('draws codes of the alphabet without look-alikes', () => {
  const code = newInstrumentCode();
  expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
  for (const c of 'IJO01') expect(CODE_ALPHABET).not.toContain(c);
});

it('draws every symbol about equally often and codes do not repeat', () => {
  const codes = instrumentCodes(20_000);
  expect(codes).toHaveLength(20_000);
  const text = codes.join('');
  for (const code of codes) expect(code).toHaveLength(CODE_LENGTH);
  const counts = new Map<string, number>();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  expect(counts.size).toBe(CODE_ALPHABET.length);
  const expected = text.length / CODE_ALPHABET.length;
  for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.05);
  expect(new Set(codes).size).toBe(20_000);
});

it('makes 4-letter uppercase redeemer tokens', () => {
  for (let i = 0; i < 50; i++) expect(newRedeemerToken()).toMatch(/^[A-Z]{4}$/);
  expect(randomSymbols(0, 'AB')).toBe('');
});

it('lists codes comma-separated for the database, none when none are asked', () => {
  const list = instrumentCodeList(3);
  expect(list).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}(,[${CODE_ALPHABET}]{${CODE_LENGTH}}){2}$`));
  expect(instrumentCodeList(0)).toBe('');
  expect(instrumentCodes(0)).toEqual([]);
});
