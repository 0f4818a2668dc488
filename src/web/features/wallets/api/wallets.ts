import type { EntryKind, SourceKind } from '../../../../domain/wallets/terms';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { queryOf } from '../../../lib/resource';

/** A wallet as `GET /api/1.0/wallets` lists it (docs/api.md "Wallets"). */
export interface Wallet {
  id: string;
  profile_id: string;
  profileName: string;
  project_id: string;
  aggregate_id: string;
  name: string;
  enabled: boolean;
  balance: number;
  entries: number;
  createdOn: string;
  updatedOn: string;
}

/** One ledger entry: points signed, what caused it and who made it (a staff member's id for an adjustment). */
export interface WalletEntry {
  seq: number;
  kind: EntryKind;
  points: number;
  balanceAfter: number;
  reason: string;
  source: { kind: SourceKind; id: string };
  actor: string;
  createdOn: string;
}

/** An instrument the wallet's profile holds. */
export interface HeldInstrument {
  code: string;
  serial: string;
  status: string;
  uses: number;
  category: string;
  titype: string;
  acquiredOn: string | null;
}

export type WalletDetail = Wallet & { ledger: WalletEntry[]; instruments: HeldInstrument[] };

/** Where wallets are listed: a project's (treasury view), or those kept for one workspace of it (workspace view). */
export interface WalletScope {
  tenant: string;
  project: string;
  aggregate?: string;
}

const at = (id: string) => `/api/1.0/wallets/${encodeURIComponent(id)}`;

/** Every wallet query's key starts here, so that one invalidation reads them all again after a change. */
export const walletKeys = {
  all: ['wallet'] as const,
  list: (scope: WalletScope, q: string) => ['wallet', 'list', scope, q] as const,
  detail: (id: string) => ['wallet', 'detail', id] as const,
  ledger: (id: string) => ['wallet', 'ledger', id] as const,
  rewards: (id: string) => ['wallet', 'rewards', id] as const,
  offered: (aggregate: string) => ['wallet', 'offered', aggregate] as const,
  /** Outside `all`: the tenant's staff do not change with its wallets. */
  staff: (tenant: string) => ['wallet-staff', tenant] as const,
};

/** One page of the scope's wallets whose name or profile's name contains `q`, newest first. */
export async function getWalletsPage(scope: WalletScope, q: string, offset: number, limit: number, reset = false) {
  const query = queryOf({ tenant: scope.tenant, project: scope.project, aggregate: scope.aggregate, q, limit: String(limit), offset: String(offset) });
  return (await api.get<{ total: number; items: Wallet[] }>(`/api/1.0/wallets?${query}`, { reset })).items;
}

export const getWallet = (id: string, reset = false) => api.get<WalletDetail>(at(id), { reset });

/** Entries older than entry `before` (the newest without it), newest first. */
export const getWalletEntries = (id: string, before: number | undefined, limit: number, reset = false) =>
  api.get<WalletEntry[]>(`${at(id)}/entries?${queryOf({ before: before === undefined ? undefined : String(before), limit: String(limit) })}`, { reset });

export const createWallet = (tenant: string, body: { project_id: string; profile_id: string; aggregate_id?: string; name?: string }) =>
  api.post<Wallet>(`/api/1.0/wallets?${queryOf({ tenant })}`, body);

export const adjustWallet = (id: string, body: { points: number; reason: string }) => api.post<WalletEntry>(`${at(id)}/adjustments`, body);

/** `GET /api/1.0/profiles/phone/{phone}`: the profile with this phone, or null when nobody has it. */
export async function findProfileByPhone(phone: string): Promise<{ id: string; name: string } | null> {
  try {
    const p = await api.get<{ id: string; name?: { displayName?: string; firstName?: string; lastName?: string } | string }>(
      `/api/1.0/profiles/phone/${encodeURIComponent(phone)}`,
      { reset: true },
    );
    return { id: p.id, name: typeof p.name === 'string' ? p.name : personName(p.name) };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

const personName = (n?: { displayName?: string; firstName?: string; lastName?: string }) =>
  n?.displayName || [n?.firstName, n?.lastName].filter(Boolean).join(' ');

/** A reward taken for the wallet (`GET /api/1.0/wallets/{id}/rewards`) with the instrument it gave. */
export interface TakenReward {
  id: string;
  program_id: string;
  programName: string;
  reward_id: string;
  rewardName: string;
  points: number;
  code: string;
  createdOn: string;
  instrument: { code: string; serial: string; status: string; titype: string };
}

/** A reward the wallet's workspace offers, as the take form lists it. */
export interface OfferedReward {
  programId: string;
  rewardId: string;
  label: string;
  points: number;
}

export const getWalletRewards = (id: string, reset = false) => api.get<TakenReward[]>(`${at(id)}/rewards`, { reset });

/** The rewards the running programs of a workspace offer now (`GET /api/1.0/loyalty?aggregate=`). */
export async function getOfferedRewards(aggregate: string): Promise<OfferedReward[]> {
  type Listed = { id: string; name: string; enabled: boolean; rewards: { id: string; name: string; points: number; enabled: boolean }[] };
  const { items } = await api.get<{ items: Listed[] }>(`/api/1.0/loyalty?${queryOf({ aggregate, limit: '200' })}`);
  return items
    .filter((p) => p.enabled)
    .flatMap((p) =>
      p.rewards
        .filter((r) => r.enabled)
        .map((r) => ({ programId: p.id, rewardId: r.id, points: r.points, label: `${p.name} · ${r.name} (${r.points.toLocaleString('en-GB')} points)` })),
    );
}

/** Spends the reward's points from the wallet and acquires its instrument, in one step on the server; `nonce` makes a retry safe. */
export const takeReward = (reward: Pick<OfferedReward, 'programId' | 'rewardId'>, walletId: string, nonce: string) =>
  api.post<{ code: string }>(`/api/1.0/loyalty/${encodeURIComponent(reward.programId)}/rewards/${encodeURIComponent(reward.rewardId)}/take`, {
    wallet_id: walletId,
    nonce,
  });
