import { expect, it } from 'vitest';
import { instrumentCodes, newInstrumentCode, newRedeemerToken, randomSymbols } from './codes.js';
import { CODE_ALPHABET, CODE_LENGTH } from './types.js';

it('draws codes of the alphabet without look-alikes', () => {
  const code = newInstrumentCode();
  expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
  for (const c of 'IJO01') expect(CODE_ALPHABET).not.toContain(c);
});

it('draws every symbol about equally often and codes do not repeat', () => {
  const text = instrumentCodes(20_000);
  expect(text).toHaveLength(20_000 * CODE_LENGTH);
  const counts = new Map<string, number>();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  expect(counts.size).toBe(CODE_ALPHABET.length);
  const expected = text.length / CODE_ALPHABET.length;
  for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.05);
  const codes = new Set(Array.from({ length: 20_000 }, (_, i) => text.slice(i * CODE_LENGTH, (i + 1) * CODE_LENGTH)));
  expect(codes.size).toBe(20_000);
});

it('makes 4-letter uppercase redeemer tokens', () => {
  for (let i = 0; i < 50; i++) expect(newRedeemerToken()).toMatch(/^[A-Z]{4}$/);
  expect(randomSymbols(0, 'AB')).toBe('');
});
