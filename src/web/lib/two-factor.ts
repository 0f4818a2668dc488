import { TwoFactorConfirmed, TwoFactorEnrolment, TwoFactorStatus } from '../../domain/iam/two-factor';
import type { Tenant } from '../../domain/tenants/tenant';
import { api } from './api';
import type { RequestOptions } from './api-client';

/**
 * The caller's two-factor routes. `token` is a sign-in's enrolment-only token (the sign-in page enrols before there is
 * a session); without it the session's token is sent.
 */
const as = (token?: string): RequestOptions => (token ? { auth: false, headers: { authorization: `Bearer ${token}` } } : {});

export const twoFactorQueryKey = ['two-factor'] as const;

export async function getTwoFactorStatus(token?: string): Promise<TwoFactorStatus> {
  return TwoFactorStatus.parse(await api.get('/api/1.0/users/mfa', as(token)));
}

export async function startEnrolment(currentPassword: string, token?: string): Promise<TwoFactorEnrolment> {
  return TwoFactorEnrolment.parse(await api.post('/api/1.0/users/mfa', { currentPassword }, as(token)));
}

export async function confirmEnrolment(code: string, token?: string): Promise<TwoFactorConfirmed> {
  return TwoFactorConfirmed.parse(await api.post('/api/1.0/users/mfa/confirm', { code }, as(token)));
}

export async function disableTwoFactor(code: string, currentPassword: string): Promise<void> {
  await api.post('/api/1.0/users/mfa/disable', { code, currentPassword });
}

/** The tenant owner's requirement of a second factor for every user. */
export function setTwoFactorRequired(tenantKey: string, required: boolean): Promise<Tenant> {
  return api.put<Tenant>(`/api/1.0/tenants/${encodeURIComponent(tenantKey)}/two-factor`, { required });
}
