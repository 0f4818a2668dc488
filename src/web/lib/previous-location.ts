/** Remembers the location before the current one, for pages that "close" back to where the user was. */
let current: string | undefined;
let previous: string | undefined;

export function trackLocation(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/** The previous path inside the tenant (not its sign-in page), else the fallback. */
export function previousLocation(tenantKey: string, fallback: string): string {
  const inTenant = previous?.startsWith(`/${tenantKey}/`);
  return previous && inTenant && previous !== current ? previous : fallback;
}
