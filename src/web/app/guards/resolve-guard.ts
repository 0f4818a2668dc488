import { redirect } from 'react-router';
import type { GuardResult } from '../../../domain/access';

export const NOT_FOUND_PATH = '/404';
export const INSUFFICIENT_PATH = '/insufficient-privilege';

/** A status page's address; inside a known tenant it names the tenant, so that the page keeps its shell. */
const statusPath = (path: string, tenantKey?: string) => (tenantKey ? `${path}?${new URLSearchParams({ tenant: tenantKey })}` : path);

/** Carries out a guard's decision in a loader: allow gives showMenu; the others throw a redirect. */
export function resolveGuard(result: GuardResult, tenantKey?: string): boolean {
  switch (result.kind) {
    case 'allow':
      return result.showMenu;
    case 'redirect':
      throw redirect(result.to);
    case 'insufficient':
      throw redirect(statusPath(INSUFFICIENT_PATH, tenantKey));
  }
}

/** Runs a fetch a route depends on; its failure sends the user to the not-found page (of `tenantKey`'s console, when known). */
export async function orNotFound<T>(load: () => Promise<T>, tenantKey?: string): Promise<T> {
  try {
    return await load();
  } catch {
    throw redirect(statusPath(NOT_FOUND_PATH, tenantKey));
  }
}

/** The path and query of a loader's request. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}
