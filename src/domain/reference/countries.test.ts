import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, isCountryCode } from './countries.js';
import { PALETTE, paletteHex } from './palette.js';

describe('the ISO 3166-1 country list', () => {
  it('has every assigned country once, with its three codes', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.alpha2)).size).toBe(249);
    expect(new Set(COUNTRIES.map((c) => c.alpha3)).size).toBe(249);
    expect(new Set(COUNTRIES.map((c) => c.numeric)).size).toBe(249);
    for (const c of COUNTRIES) {
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
      expect(c.name.trim()).not.toBe('');
    }
  });

  it('names countries as people say them, sorted by name', () => {
    expect(countryByCode('GB')).toEqual({ alpha2: 'GB', alpha3: 'GBR', numeric: '826', name: 'United Kingdom' });
    expect(countryByCode('in')).toEqual({ alpha2: 'IN', alpha3: 'IND', numeric: '356', name: 'India' });
    expect(countryByCode('AF')?.numeric).toBe('004');
    expect(countryByCode('BO')?.name).toBe('Bolivia');
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('knows only assigned two-letter codes', () => {
    for (const code of ['GB', 'ae', ' US ']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['ZZ', 'UN', 'UK', 'XK', 'GBR', 'United Kingdom', '', null]) expect(isCountryCode(code)).toBe(false);
  });
});

describe('the palette', () => {
  it('has 21 distinct colours with hex values, the ticket colours among them', () => {
    expect(PALETTE).toHaveLength(21);
    expect(new Set(PALETTE.map((c) => c.name)).size).toBe(21);
    for (const c of PALETTE) expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
    for (const ticket of [
      'acid-green',
      'aero',
      'alizarin',
      'alloy-orange',
      'almond',
      'amazon',
      'antique-ruby',
      'black',
      'blue',
      'claret',
      'corn',
      'cyan',
      'deep-purple',
      'light-pink',
      'white',
    ])
      expect(paletteHex(ticket)).not.toBeNull();
    expect(paletteHex('mauve')).toBeNull();
  });
});
