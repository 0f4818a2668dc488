import { expect, it } from 'vitest';
import { loadConfig, parseCenter, parseTrustProxy } from './config.js';

it("reads the map's fallback centre as 'lat,lon', keeping London for anything else", () => {
  expect(loadConfig({ MAP_DEFAULT_CENTER: '25.2048, 55.2708' }).mapDefaultCenter).toEqual([25.2048, 55.2708]);
  expect(loadConfig({}).mapDefaultCenter).toEqual([51.5072, -0.1276]);
  for (const bad of ['', 'Dubai', '25.2', '95,10', '10,190', '1,2,3', ',5']) expect(parseCenter(bad)).toEqual([51.5072, -0.1276]);
});

it('reads TRUST_PROXY as off, any peer, or proxy addresses', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  for (const off of ['', '0', 'false', 'FALSE']) expect(parseTrustProxy(off)).toBe(false);
  expect(parseTrustProxy('true')).toBe(true);
  expect(parseTrustProxy(' 10.0.0.1, 172.16.0.0/12 ')).toBe('10.0.0.1, 172.16.0.0/12');
});
