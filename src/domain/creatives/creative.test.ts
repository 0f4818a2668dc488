import { describe, expect, it } from 'vitest';
import { CreativeInput } from './creative.js';

describe('creative primary fields', () => {
  it('keeps code and name, drops what this issue does not write', () => {
    expect(CreativeInput.parse({ code: ' C1 ', name: 'Set', assets: [{}], id: 'x' })).toEqual({ code: 'C1', name: 'Set' });
  });
});
