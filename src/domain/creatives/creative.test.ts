import { describe, expect, it } from 'vitest';
import { CreativeInput } from './creative.js';

describe('creative primary fields', () => {
  it('keeps code and name, drops the fields the creative page does not write (assets, ids)', () => {
    expect(CreativeInput.parse({ code: ' C1 ', name: 'Set', assets: [{}], id: 'x' })).toEqual({ code: 'C1', name: 'Set' });
  });
});
