import { z } from 'zod';
import type { Relation } from '../../../domain/media-items/types';
import { TI_DETAIL_FIELDS, type CouponPolicy, InstrumentInfoInput, type RedeemerInput } from '../../../domain/treasury/ti-detail';

/** A batch as a client sends it (the server fills the defaults). */
type BatchBody = z.input<typeof InstrumentInfoInput>;
import { api } from '../../lib/api';

/** A redeemer as stored: the token is the server's (4 uppercase). */
export type Redeemer = Omit<RedeemerInput, 'token'> & { token?: string };

/** Where a batch's generation stands (docs/treasury.md). */
export type GenerationState = 'configured' | 'generating' | 'generated';

/**
 * A category batch (instrument info, docs/product/campaigns-venues-events.md §3.8) as the API answers it, with the
 * counts derived from its instruments.
 */
export interface Batch {
  uid: string;
  category: string;
  numberOfTickets: number;
  price: number;
  serialNumber: string;
  schedule_uid: string;
  transferFlag: boolean;
  redeemer: Redeemer[];
  generation: GenerationState;
  generatedCount: number;
  generatedDate?: string | null;
  balanceTickets?: number;
  instrumentFree?: number;
  instrumentAcquired?: number;
  instrumentRedeemed?: number;
}

/** An instrument detail (a campaign's coupon, an event's tickets) as the API answers it. */
export type TiDetail = Partial<z.infer<z.ZodObject<typeof TI_DETAIL_FIELDS>>> & {
  id: string;
  titype: 'COUPON' | 'TICKET' | 'MOBILITY';
  tiConfigId: string;
  /** The configuration's names, answered with the detail. */
  tiConfig?: { id: string; key: string; name: string; type: string | null; subtype?: string | null; category?: string | null };
  source_id: string;
  instrumentInfo: Batch[];
  relations?: Relation[];
};

const BASE = '/api/1.0/ti-details';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const infoAt = (id: string, infoId: string) => `${at(id)}/instrument-info/${encodeURIComponent(infoId)}`;

/** Every instrument detail query's key starts here, so that one invalidation reads a detail and its conflicts again. */
export const tiDetailKeys = {
  all: ['tidetail'] as const,
  detail: (id: string) => ['tidetail', 'detail', id] as const,
  conflicts: (id: string) => ['tidetail', 'conflicts', id] as const,
};

/** `GET /api/1.0/ti-details/{id}`: one detail with its batches and their counts; `reset` reads afresh. */
export const getTiDetail = (id: string, reset = false) => api.get<TiDetail>(at(id), { reset });

/** `POST /api/1.0/ti-details`: a new coupon or tickets; the server links the campaign or event to it. */
export const createTiDetail = (body: object) => api.post<TiDetail>(BASE, body);

/** `PUT /api/1.0/ti-details/{id}`: changed fields (a patch drops empty ones). */
export const updateTiDetail = (id: string, changes: object) => api.put<TiDetail>(at(id), { ...changes, id });

/** `POST …/{id}/instrument-info`: a category batch. */
export const addBatch = (id: string, batch: BatchBody) => api.post<TiDetail>(`${at(id)}/instrument-info`, batch);

/** `PUT …/{id}/instrument-info/{infoId}`: a batch's changes (its redeemers; the category is frozen once generated). */
export const updateBatch = (id: string, infoId: string, changes: Partial<BatchBody>) => api.put<TiDetail>(infoAt(id, infoId), changes);

/** `POST …/{id}/instrument-info/{infoId}/instruments`: starts the batch's generation (a background job). */
export const generateBatch = (id: string, infoId: string) => api.post<unknown>(`${infoAt(id, infoId)}/instruments`, {});

/** `GET …/export?format=csv|xlsx`: the batch's instruments as a file. */
export const exportBatchUrl = (id: string, infoId: string, format: 'csv' | 'xlsx') => `${infoAt(id, infoId)}/export?format=${format}`;

export type { CouponPolicy };
