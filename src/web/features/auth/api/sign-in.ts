import { Privilege, privilegeOn, tenantResource } from '../../../../domain/access';
import { api } from '../../../lib/api';
import type { TokenResponse, UserInfo } from '../../../../domain/iam/oauth';
import type { Tenant } from '../../../../domain/tenants/tenant';
import { logoff, updateSession } from '../../../lib/session';
import { roleClaims, sessionFromTokens } from '../../../lib/session-values';
import { ensureProfile } from './ensure-profile';

export interface Credentials {
  username: string;
  password: string;
  /** The second factor, once the server asked for it: a code of the app or a recovery code. */
  otp?: string;
}

/** The tenant requires two-factor sign-in and the user has none yet: `token` opens enrolment only. */
export class EnrolmentRequired extends Error {
  constructor(readonly token: string) {
    super('Your tenant requires two-factor sign-in: set up an authenticator app to continue.');
  }
}

export const notAuthorizedMessage = (roles: string[]) => `User not authorized. Permissions: [${roles.join(', ')}]`;

/**
 * The sign-in of docs/product/platform.md §2.3: password grant (with the second factor when the server asked for it),
 * user info, privilege on the tenant of at least TRANSIT, then the profile (created on 404). The session is kept only
 * when every step succeeded; the server's mfa_required and invalid_otp answers reach the form as ApiErrors.
 */
export async function signIn(tenant: Tenant, { username, password, otp }: Credentials): Promise<void> {
  const { clientId, clientSecret } = await api.config();
  const tokens = await api.postForm<TokenResponse>('/iam/oauth/token', {
    grant_type: 'password',
    client_id: clientId,
    client_secret: clientSecret,
    username,
    password,
    scope: 'openid',
    tenant: tenant.key,
    ...(otp ? { otp } : {}),
  });
  if (tokens.mfa_enrolment_required) throw new EnrolmentRequired(tokens.access_token);
  const values = sessionFromTokens(tokens);
  const userInfo = await api.get<UserInfo>('/iam/oidc/userinfo', { headers: { authorization: `Bearer ${tokens.access_token}` } });
  if (privilegeOn(values.roles ?? [], tenantResource(tenant.key)) < Privilege.TRANSIT) {
    throw new Error(notAuthorizedMessage(roleClaims(values.decodedToken)));
  }
  logoff();
  updateSession({ ...values, tenant, userInfo });
  try {
    updateSession({ profile: await ensureProfile(userInfo) });
  } catch (e) {
    logoff();
    throw e;
  }
}
