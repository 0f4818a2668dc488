import { describe, expect, it } from 'vitest';
import { TENANT_KEY_MESSAGE, tenantKeyProblem } from './tenant-key.js';

describe('tenantKeyProblem', () => {
  it('accepts lowercase keys of letters, digits, - and _', () => {
    for (const key of ['acme', 'a', 'acme-media', 'acme_2', '7eleven']) expect(tenantKeyProblem(key)).toBeNull();
  });

  it('refuses upper case, other characters, edges and lengths outside 1 to 64', () => {
    for (const key of ['Acme', 'acme media', 'acme/x', '-acme', 'acme_', '', 'a'.repeat(65), 'acmé']) expect(tenantKeyProblem(key)).toBe(TENANT_KEY_MESSAGE);
    expect(tenantKeyProblem('a'.repeat(64))).toBeNull();
  });

  it("refuses the server's and the console's own first path segments", () => {
    for (const key of ['api', 'iam', 'health', 'images', 'images-co', '404', 'insufficient-privilege']) {
      expect(tenantKeyProblem(key)).toBe(`'${key}' is a path of the server or the console and cannot be a tenant key.`);
    }
  });
});
