import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, isStrongPassword } from '../../../../domain/common/password';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Please login with new password';

/** A failure whose message is the one to show (docs/product/platform.md §8). */
export class PasswordChangeError extends Error {}

/** The client-side checks, before anything is sent: which field is wrong and why, or null. */
export function passwordProblem(newPassword: string, retyped: string): { field: 'newPassword' | 'retyped'; message: string } | null {
  if (!isStrongPassword(newPassword)) return { field: 'newPassword', message: PASSWORD_RULE_MESSAGE };
  if (newPassword !== retyped) return { field: 'retyped', message: PASSWORD_MISMATCH_MESSAGE };
  return null;
}

const statusText = (e: unknown) => (e instanceof ApiError ? e.statusText : e instanceof Error ? e.message : '');

type Client = Pick<typeof api, 'get' | 'put'>;

/**
 * Checks the current password (`GET /users/iam?id&password`), then sets the new one
 * (`PUT /users/iam`). Every failure becomes a PasswordChangeError carrying the message of docs/product/platform.md §8.
 */
export async function changePassword(userId: string, currentPassword: string, password: string, client: Client = api): Promise<void> {
  try {
    const query = new URLSearchParams({ id: userId, password: currentPassword });
    await client.get(`/api/1.0/users/iam?${query}`, { reset: true }).catch((e: unknown) => {
      throw e instanceof ApiError ? new PasswordChangeError(`Invalid current password - ${e.statusText}`) : e;
    });
    await client.put('/api/1.0/users/iam', { id: userId, currentPassword, password }).catch((e: unknown) => {
      throw e instanceof ApiError ? new PasswordChangeError(`Could not change password - ${e.statusText}`) : e;
    });
  } catch (e) {
    if (e instanceof PasswordChangeError) throw e;
    throw new PasswordChangeError(`An error occured while changing password. ${statusText(e)}`);
  }
}
