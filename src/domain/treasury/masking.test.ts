import { expect, it } from 'vitest';
import { maskProfileId } from './masking.js';

it('shows only the last five characters of a profile id', () => {
  expect(maskProfileId('0123456789abcdef')).toBe('***********bcdef');
  expect(maskProfileId('abc')).toBe('abc');
  expect(maskProfileId(null)).toBe('');
});
