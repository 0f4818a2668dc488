import type { Program, ProgramInput } from '../../../../domain/loyalty/program';
import { api } from '../../../lib/api';
import { queryOf } from '../../../lib/resource';

/** A program's figures (`GET /api/1.0/loyalty/{id}/figures`, docs/api.md "Loyalty"). */
export interface ProgramFigures {
  members: number;
  pointsIssued: number;
  pointsSpent: number;
  pointsExpired: number;
  rewardsTaken: number;
  rewards: { rewardId: string; name: string; taken: number; points: number }[];
}

/** Where programs are listed: a workspace of the session's project. */
export interface ProgramScope {
  tenant: string;
  project: string;
  aggregate: string;
}

/** A treasury detail a reward may give, as its picker shows it. */
export interface RewardDetail {
  id: string;
  label: string;
}

/** An item a rule may be limited to (a campaign or a creative of the workspace). */
export interface ScopeItem {
  id: string;
  name: string;
}

const at = (id: string) => `/api/1.0/loyalty/${encodeURIComponent(id)}`;

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  list: (scope: ProgramScope, q: string) => ['loyalty', 'list', scope, q] as const,
  detail: (id: string) => ['loyalty', 'detail', id] as const,
  figures: (id: string) => ['loyalty', 'figures', id] as const,
  choices: (aggregate: string) => ['loyalty', 'choices', aggregate] as const,
};

export async function getProgramsPage(scope: ProgramScope, q: string, offset: number, limit: number, reset = false) {
  const query = queryOf({ ...scope, q, limit: String(limit), offset: String(offset) });
  return (await api.get<{ total: number; items: Program[] }>(`/api/1.0/loyalty?${query}`, { reset })).items;
}

export const getProgram = (id: string, reset = false) => api.get<Program>(at(id), { reset });
export const getProgramFigures = (id: string, reset = false) => api.get<ProgramFigures>(`${at(id)}/figures`, { reset });

/** 'Create Loyalty' (no id) or the whole document of a program (with its id). */
export const saveProgram = (scope: ProgramScope, body: ProgramInput) => api.post<Program>(`/api/1.0/loyalty?${queryOf({ ...scope })}`, body);

interface DetailAnswer {
  id: string;
  titype: string;
  tiConfig: { name: string } | null;
  instrumentInfo: { instrumentFree: number }[];
}

/** What the program's form chooses from: the workspace's coupons, tickets and fares, campaigns and creatives. */
export async function getProgramChoices(scope: ProgramScope) {
  const where = queryOf({ ...scope });
  const [details, campaigns, creatives] = await Promise.all([
    api.get<DetailAnswer[]>(`/api/1.0/ti-details?${where}`),
    api.get<ScopeItem[]>(`/api/2.0/media-campaigns?${queryOf({ ...scope, fields: 'id,name', limit: '200' })}`),
    api.get<ScopeItem[]>(`/api/2.0/media-creatives?${queryOf({ ...scope, fields: 'id,name', limit: '200' })}`),
  ]);
  const free = (d: DetailAnswer) => d.instrumentInfo.reduce((sum, b) => sum + (b.instrumentFree ?? 0), 0);
  const rewardDetails: RewardDetail[] = details.map((d) => ({
    id: d.id,
    label: `${d.tiConfig?.name ?? 'Instrument'} · ${d.titype.toLowerCase()} · ${free(d).toLocaleString('en-GB')} left`,
  }));
  return { rewardDetails, campaigns, creatives };
}
