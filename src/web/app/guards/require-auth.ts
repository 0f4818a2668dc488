import { authGuard, type Grant } from '../../../domain/access';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { isExpired, isRefreshExpired } from '../../lib/session-values';
import { pathOf, resolveGuard } from './resolve-guard';

export type AuthOutcome = { kind: 'ok'; grants: Grant[]; showMenu: boolean } | { kind: 'expired'; tenantKey: string; returnUrl: string };

/**
 * The auth guard (docs/product/platform.md §6): no token or less than TRANSIT on the tenant goes to the sign-in page
 * with a returnUrl. An expired access token is renewed silently while the refresh token lasts;
 * otherwise the session has expired and the shell tells the user before logging off.
 */
export async function requireAuth(tenantKey: string, request: Request): Promise<AuthOutcome> {
  const url = pathOf(request);
  let session = getSession();
  if (session.accessToken && isExpired(session)) {
    const renewed = !isRefreshExpired(session) && (await api.refresh());
    if (!renewed) return { kind: 'expired', tenantKey, returnUrl: url };
    session = getSession();
  }
  const grants = session.roles ?? [];
  const showMenu = resolveGuard(authGuard({ hasToken: Boolean(session.accessToken), tokenExpired: isExpired(session), grants, tenantKey, url }));
  return { kind: 'ok', grants, showMenu };
}
