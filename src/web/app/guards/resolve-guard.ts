import { redirect } from 'react-router';
import type { GuardResult } from '../../../domain/access';

export const NOT_FOUND_PATH = '/404';
export const INSUFFICIENT_PATH = '/insufficient-privilege';

/** Carries out a guard's decision in a loader: allow gives showMenu; the others throw a redirect. */
export function resolveGuard(result: GuardResult): boolean {
  switch (result.kind) {
    case 'allow':
      return result.showMenu;
    case 'redirect':
      throw redirect(result.to);
    case 'insufficient':
      throw redirect(INSUFFICIENT_PATH);
  }
}

/** Runs a fetch a route depends on; its failure sends the user to the not-found page. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw redirect(NOT_FOUND_PATH);
  }
}

/** The path and query of a loader's request. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}
