import { expect, it } from 'vitest';
import { Pacer } from './pacer.js';

it('gives each caller the next free second, and refuses turns further than the longest wait', () => {
  let now = 10_000;
  const pacer = new Pacer(1000, 2000, () => now);
  expect([pacer.reserve(), pacer.reserve(), pacer.reserve(), pacer.reserve()]).toEqual([0, 1000, 2000, null]);
  now += 2500;
  expect(pacer.reserve()).toBe(500);
  now += 5000;
  expect(pacer.reserve()).toBe(0);
});
