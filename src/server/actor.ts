import type { Grant } from '../domain/access/grants.js';
import type { AccessClaims } from './iam/tokens.js';

/** The signed-in caller of a request, from a verified access token. */
export interface Actor {
  userId: string;
  tenantId: string;
  tenantKey: string;
  username: string;
  grants: Grant[];
  claims: AccessClaims;
}
