import { expect, it } from 'vitest';
import { SHARE_MAX_DAYS, shareDaysProblem } from './share-links.js';

it('a share link lasts whole days from 1 to the most, as the server takes them', () => {
  for (const ok of [1, 30, SHARE_MAX_DAYS]) expect(shareDaysProblem(ok), String(ok)).toBeNull();
  for (const bad of [0, SHARE_MAX_DAYS + 1, 1.5]) expect(shareDaysProblem(bad), String(bad)).toEqual(expect.any(String));
});
