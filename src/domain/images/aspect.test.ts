import { describe, expect, it } from 'vitest';
import { ASPECT_RULES, aspectProblem, aspectRuleFor, fitsAspect, MAX_IMAGE_BYTES, sizeProblem } from './aspect.js';

describe('aspect ratio rule (docs/product/platform.md §5)', () => {
  it('accepts sizes within 0.005 of the ratio', () => {
    expect(fitsAspect(1600, 900, ASPECT_RULES.banner)).toBe(true);
    // 1.7822 vs 1.7778: 0.0044 off
    expect(fitsAspect(1604, 900, ASPECT_RULES.banner)).toBe(true);
    expect(fitsAspect(700, 500, ASPECT_RULES.logo)).toBe(true);
    expect(fitsAspect(501, 500, ASPECT_RULES.icon)).toBe(true);
  });

  it('refuses sizes further off than 0.005', () => {
    // 1.7833: 0.0056 off
    expect(fitsAspect(1605, 900, ASPECT_RULES.banner)).toBe(false);
    expect(fitsAspect(503, 500, ASPECT_RULES.icon)).toBe(false);
    expect(fitsAspect(500, 700, ASPECT_RULES.logo)).toBe(false);
  });

  it('refuses images smaller than the required size, and empty sizes', () => {
    expect(fitsAspect(16, 9, ASPECT_RULES.banner)).toBe(false);
    expect(fitsAspect(160, 90, ASPECT_RULES.banner)).toBe(true);
    expect(fitsAspect(0, 0, ASPECT_RULES.icon)).toBe(false);
    expect(fitsAspect(Number.NaN, 10, ASPECT_RULES.icon)).toBe(false);
  });

  it("answers the product's message with the ratio of the purpose", () => {
    expect(aspectProblem('banner', 100, 100)).toBe('Please upload an image with aspect ratio 16:9');
    expect(aspectProblem('icon', 160, 90)).toBe('Please upload an image with aspect ratio 1:1');
    expect(aspectProblem('logo', 160, 90)).toBe('Please upload an image with aspect ratio 7:5');
    expect(aspectProblem('logo', 140, 100)).toBeNull();
  });

  it('has no rule for plain images or unknown purposes', () => {
    expect(aspectRuleFor('img')).toBeNull();
    expect(aspectRuleFor('constructor')).toBeNull();
    expect(aspectProblem('img', 3, 1000)).toBeNull();
  });
});

describe('size limit', () => {
  it('allows exactly 1 MB and refuses one byte more', () => {
    expect(sizeProblem(MAX_IMAGE_BYTES)).toBeNull();
    expect(sizeProblem(MAX_IMAGE_BYTES + 1)).toBe('Your image file size exceeds 1MB. Please select a smaller image.');
  });
});
