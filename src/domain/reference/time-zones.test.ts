import { describe, expect, it } from 'vitest';
import { runtimeTimeZone } from './runtime-time-zone.js';
import { canonicalTimeZone, isTimeZone, TIME_ZONE_NAMES, timeZoneAliases, timeZoneMatches } from './time-zones.js';

describe('the IANA time zone list', () => {
  it('lists the zones with UTC, sorted, and no alias among them', () => {
    expect(TIME_ZONE_NAMES).toContain('UTC');
    expect(TIME_ZONE_NAMES).toContain('Europe/London');
    expect(TIME_ZONE_NAMES).toEqual([...TIME_ZONE_NAMES].sort());
    for (const alias of ['Asia/Calcutta', 'Europe/Kiev', 'US/Eastern', 'Etc/UTC']) expect(TIME_ZONE_NAMES).not.toContain(alias);
  });

  it('has the current names the browsers leave out, and each country keeps its own zone', () => {
    for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'America/Nuuk', 'Asia/Yangon', 'Europe/Amsterdam', 'Europe/Bratislava', 'Etc/GMT+5'])
      expect(TIME_ZONE_NAMES).toContain(zone);
  });

  it('reads an alias as its zone, in any letter case', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone(' asia/kolkata ')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Dubai')).toBe('Asia/Dubai');
  });

  it('knows zones and aliases, never offsets or made-up names', () => {
    for (const tz of ['Europe/London', 'Asia/Calcutta', 'UTC', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(tz)).toBe(true);
    for (const tz of ['+05:30', 'Mars/Base', 'Europe/Atlantis', '', 'Factory', null, 42]) expect(isTimeZone(tz)).toBe(false);
  });

  it('gives each zone its aliases', () => {
    expect(timeZoneAliases('Asia/Kolkata')).toEqual(['Asia/Calcutta']);
    expect(timeZoneAliases('Europe/Kyiv')).toEqual(expect.arrayContaining(['Europe/Kiev', 'Europe/Uzhgorod', 'Europe/Zaporozhye']));
    expect(timeZoneAliases('Asia/Dubai')).toEqual([]);
  });

  it('finds a zone by a part of its name or of an alias, spaces and underscores alike', () => {
    const found = (search: string) => TIME_ZONE_NAMES.filter((z) => timeZoneMatches(z, search));
    expect(found('Kolkata')).toEqual(['Asia/Kolkata']);
    expect(found('calcutta')).toEqual(['Asia/Kolkata']);
    expect(found('kiev')).toEqual(['Europe/Kyiv']);
    expect(found('new york')).toEqual(['America/New_York']);
    expect(found('US/Eastern')).toEqual(['America/New_York']);
    expect(found('')).toHaveLength(TIME_ZONE_NAMES.length);
  });

  it('gives Intl a name it formats with, for every zone', () => {
    for (const zone of TIME_ZONE_NAMES) expect(() => new Intl.DateTimeFormat('en-GB', { timeZone: runtimeTimeZone(zone) })).not.toThrow();
    for (const zone of TIME_ZONE_NAMES) expect(runtimeTimeZone(zone)).toBeDefined();
    expect(runtimeTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(runtimeTimeZone('Mars/Base')).toBeUndefined();
    expect(runtimeTimeZone('')).toBeUndefined();
  });
});
