import type { LoaderFunctionArgs } from 'react-router';
import { signInTenant } from '../../features/tenancy';
import type { SignInPageData } from '../../features/auth';
import { updateSession } from '../../lib/session';
import { orNotFound } from './resolve-guard';

/**
 * The tenant guard (docs/product/platform.md §6): resets project and workspace and fetches the tenant; failure → /404.
 */
export async function tenantLoader({ params }: LoaderFunctionArgs): Promise<SignInPageData> {
  updateSession({ project: undefined, aggregate: undefined });
  const tenant = await orNotFound(() => signInTenant(params.tenant ?? ''));
  return { tenant };
}
