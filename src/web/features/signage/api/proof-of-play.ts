import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { atWorkspace as at, SIGNAGE_BASE as BASE, signageKey } from '../../../components/signage/api';
import type { PlaySummaryRow } from './types';

const period = (aggregateId: string, p: { from: number; to: number }) => `${at(aggregateId)}&from=${p.from}&to=${p.to}`;

/** `GET /api/2.0/zeetaminds/plays/summary?aggregate=&from=&to=` (epoch ms, `to` exclusive): plays per media. */
export const playsSummaryQuery = (aggregateId: string, p: { from: number; to: number }) => ({
  queryKey: signageKey(aggregateId, 'plays', p.from, p.to),
  queryFn: () => api.get<PlaySummaryRow[]>(`${BASE}/plays/summary?${period(aggregateId, p)}`, { reset: true }),
});

/** `GET /api/2.0/zeetaminds/plays.csv?…`: one row per play, saved as the server names it (proof-of-play.csv). */
export const downloadPlaysCsv = (aggregateId: string, p: { from: number; to: number }) =>
  downloadFile(`${BASE}/plays.csv?${period(aggregateId, p)}`, 'proof-of-play.csv');
