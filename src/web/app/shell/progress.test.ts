import { describe, expect, it } from 'vitest';
import { progressColour, progressValue } from './progress';

describe('progressValue', () => {
  it('picks a random integer from 10 to 90 when no value is given', () => {
    expect(progressValue(undefined, () => 0)).toBe(10);
    expect(progressValue(undefined, () => 0.999999)).toBe(90);
    expect(progressValue(undefined, () => 0.5)).toBe(50);
    for (let i = 0; i < 200; i++) {
      const v = progressValue();
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(10);
      expect(v).toBeLessThanOrEqual(90);
    }
  });

  it('clamps a given value to 1–100', () => {
    expect(progressValue(0)).toBe(1);
    expect(progressValue(-5)).toBe(1);
    expect(progressValue(1)).toBe(1);
    expect(progressValue(55)).toBe(55);
    expect(progressValue(100)).toBe(100);
    expect(progressValue(150)).toBe(100);
  });
});

describe('progressColour', () => {
  it.each([
    [1, 'red'],
    [20, 'red'],
    [21, 'orange'],
    [40, 'orange'],
    [41, 'yellow'],
    [60, 'yellow'],
    [61, 'lightgreen'],
    [80, 'lightgreen'],
    [81, 'darkgreen'],
    [100, 'darkgreen'],
  ])('%i is %s', (value, colour) => {
    expect(progressColour(value)).toBe(colour);
  });
});
