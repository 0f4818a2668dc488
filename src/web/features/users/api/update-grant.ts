import type { AccessList, GrantChange } from '../../../../domain/users/access-lists';
import { api } from '../../../lib/api';

/** `PUT /api/1.0/access-lists/grants`: grants or revokes one role; answers the updated list. */
export function updateGrant(change: GrantChange): Promise<AccessList> {
  return api.put<AccessList>('/api/1.0/access-lists/grants', change);
}
