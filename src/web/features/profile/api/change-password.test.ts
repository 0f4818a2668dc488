import { describe, expect, it } from 'vitest';
import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE } from '../../../../domain/common/password';
import { ApiError } from '../../../lib/api-error';
import { changePassword, passwordProblem } from './change-password';

describe('passwordProblem', () => {
  it('refuses a weak new password', () => {
    expect(passwordProblem('short1!', 'short1!')).toEqual({ field: 'newPassword', message: PASSWORD_RULE_MESSAGE });
    expect(passwordProblem('NoDigitsHere!', 'NoDigitsHere!')?.message).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('refuses a retyped password that differs', () => {
    expect(passwordProblem('Secret@123', 'Secret@124')).toEqual({ field: 'retyped', message: PASSWORD_MISMATCH_MESSAGE });
  });

  it('accepts a strong, matching password', () => {
    expect(passwordProblem('Secret@123', 'Secret@123')).toBeNull();
  });
});

describe('changePassword', () => {
  const fail = (status: number, statusText: string) => Promise.reject(new ApiError(status, statusText, {}));
  const calls: string[] = [];
  const client = (get: () => Promise<unknown>, put: () => Promise<unknown>) => ({
    get: <T>(url: string) => (calls.push(`GET ${url}`), get() as Promise<T>),
    put: <T>(url: string, body: unknown) => (calls.push(`PUT ${url} ${JSON.stringify(body)}`), put() as Promise<T>),
  });

  it('checks the current password, then sets the new one', async () => {
    calls.length = 0;
    await changePassword(
      'u1',
      'Old@1234',
      'New@1234',
      client(
        async () => ({ valid: true }),
        async () => ({ changed: true }),
      ),
    );
    expect(calls).toEqual([
      'GET /api/1.0/users/iam?id=u1&password=Old%401234',
      'PUT /api/1.0/users/iam {"id":"u1","currentPassword":"Old@1234","password":"New@1234"}',
    ]);
  });

  it('names a wrong current password', async () => {
    const c = client(
      () => fail(400, 'Bad Request'),
      async () => ({}),
    );
    await expect(changePassword('u1', 'x', 'New@1234', c)).rejects.toThrow('Invalid current password - Bad Request');
  });

  it('names a refused change', async () => {
    const c = client(
      async () => ({}),
      () => fail(400, 'Bad Request'),
    );
    await expect(changePassword('u1', 'x', 'New@1234', c)).rejects.toThrow('Could not change password - Bad Request');
  });

  it('names anything unexpected', async () => {
    const c = client(
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => ({}),
    );
    await expect(changePassword('u1', 'x', 'New@1234', c)).rejects.toThrow('An error occured while changing password. Failed to fetch');
  });
});
