/**
 * Tenant keys are the first segment of the console's addresses (/{tenant}/portfolio) and of resource
 * paths (sdm/{tenant}/…), so they are stored lowercase and may not take a path the server or the
 * console already answers.
 */
const RESERVED = new Set(['404', 'insufficient-privilege', 'api', 'iam', 'health', 'assets']);
const TENANT_KEY = /^[a-z0-9][a-z0-9_-]{0,62}[a-z0-9]$|^[a-z0-9]$/;

export const TENANT_KEY_MESSAGE = 'A tenant key has 1 to 64 lowercase letters, digits, - or _, and starts and ends with a letter or digit.';

/** Why `key` cannot be a tenant key, or null when it can. */
export function tenantKeyProblem(key: string): string | null {
  if (!TENANT_KEY.test(key)) return TENANT_KEY_MESSAGE;
  // '/images…' is the image route's prefix: a tenant 'images-co' would never reach the console.
  if (RESERVED.has(key) || key.startsWith('images')) return `'${key}' is a path of the server or the console and cannot be a tenant key.`;
  return null;
}
