import { describe, expect, it } from 'vitest';
import { Privilege } from '../access/levels.js';
import { CreativeInput, roleForCreativeChange } from './creative.js';

describe('creative primary fields', () => {
  it('keeps code and name, drops what this issue does not write', () => {
    expect(CreativeInput.parse({ code: ' C1 ', name: 'Set', assets: [{}], id: 'x' })).toEqual({ code: 'C1', name: 'Set' });
  });
  it('needs ADMIN to change them (spec 03 §6)', () => {
    expect(roleForCreativeChange(['name'])).toBe(Privilege.ADMIN);
  });
});
