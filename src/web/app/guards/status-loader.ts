import type { LoaderFunctionArgs } from 'react-router';
import { Privilege, privilegeOn, tenantResource } from '../../../domain/access';
import { getSession } from '../../lib/session';
import { isExpired } from '../../lib/session-values';
import type { ReadyShell } from './shell-loaders';

/**
 * The not-found and not-permitted pages keep the console's shell when they were reached from inside the
 * signed-in tenant (`?tenant=` names it, as the guards add); anywhere else (an unknown tenant, a typed
 * address) they stand alone. The shell is the portfolio's, with its menu for whoever may see it.
 */
export function statusShellLoader({ request }: LoaderFunctionArgs): ReadyShell | null {
  const tenantKey = new URL(request.url).searchParams.get('tenant');
  const session = getSession();
  const tenant = session.tenant;
  if (!tenantKey || !tenant || tenant.key !== tenantKey || !session.accessToken || isExpired(session)) return null;
  const privilege = privilegeOn(session.roles ?? [], tenantResource(tenant.key));
  const basePath = `/${encodeURIComponent(tenant.key)}/portfolio`;
  return { kind: 'ready', mode: 'portfolio', tenant, privilege, showMenu: privilege >= Privilege.VIEWER, basePath, scopeName: tenant.name };
}
