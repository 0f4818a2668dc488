import { newId } from '../../domain/common/ids.js';
import { newUid } from '../../domain/relations/uid.js';
import type { CouponPolicy } from '../../domain/treasury/ti-detail.js';
import { newInstrumentCode } from '../../domain/treasury/codes.js';
import { type InstrumentStatus, type TiType } from '../../domain/treasury/types.js';
import type { Db } from '../db/client.js';
import { instrumentBatches, instruments, tiDetails } from '../db/schema/index.js';

export interface TestInstruments {
  detailId: string;
  batchUid: string;
  codes: string[];
}

export interface InstrumentsSpec {
  tenantId: string;
  projectId: string;
  aggregateId: string;
  /** The campaign (coupons) or event (tickets) the detail is issued for. */
  sourceId: string;
  titype: TiType;
  count: number;
  usageLimit?: number;
  price?: number;
  redeemers?: { mobile: string; profile_id?: string; venue_id?: string }[];
  policy?: CouponPolicy;
  /** Instruments from `acquiredFrom` on are ACQUIRED by `holder` (a profile id). */
  holder?: string;
  acquiredFrom?: number;
  /** An existing detail to add this batch to. */
  detailId?: string;
  /** The instrument (ti config) the detail is issued from; a fresh id when not given. */
  tiConfigId?: string;
}

/**
 * A detail with one generated batch of `count` instruments, written straight to the tables as generation
 * leaves them: for tests of what is done with instruments, not of how they are made.
 */
export async function buildInstruments(db: Db, spec: InstrumentsSpec): Promise<TestInstruments> {
  const detailId = spec.detailId ?? newId();
  const usageLimit = spec.usageLimit ?? 1;
  if (!spec.detailId) {
    await db.insert(tiDetails).values({
      tenantId: spec.tenantId,
      id: detailId,
      projectId: spec.projectId,
      aggregateId: spec.aggregateId,
      titype: spec.titype,
      tiConfigId: spec.tiConfigId ?? newId(),
      sourceId: spec.sourceId,
      usageType: usageLimit > 1 ? 'multiple' : 'single',
      usageLimit,
      doc: spec.policy ? { couponPolicyFlag: true, couponPolicy: spec.policy } : {},
    });
  }
  const batchUid = newUid();
  await db.insert(instrumentBatches).values({
    tenantId: spec.tenantId,
    uid: batchUid,
    detailId,
    category: 'GOLD',
    numberOfTickets: spec.count,
    price: String(spec.price ?? 0),
    serialNumber: 'TST0001',
    // Whole, as the server stores a redeemer (treasury/batches.ts).
    redeemers: (spec.redeemers ?? []).map((r) => ({
      profile_id: '',
      venue_id: '',
      venue_name: '',
      name: '',
      email: '',
      token: 'TEST',
      updatedOn: new Date().toISOString(),
      ...r,
    })),
    generation: 'generated',
    generatedCount: spec.count,
    generatedOn: new Date(),
  });
  const codes = Array.from({ length: spec.count }, newInstrumentCode);
  const holderFrom = spec.holder ? (spec.acquiredFrom ?? 0) : spec.count;
  for (let at = 0; at < codes.length; at += 1000) {
    await db.insert(instruments).values(
      codes.slice(at, at + 1000).map((code, k) => {
        const seq = at + k;
        const held = seq >= holderFrom;
        const status: InstrumentStatus = held ? 'ACQUIRED' : 'ISSUED';
        return {
          tenantId: spec.tenantId,
          batchUid,
          seq,
          serial: `TST${String(seq + 1).padStart(4, '0')}`,
          code,
          status,
          ...(held ? { profileId: spec.holder, acquiredOn: new Date() } : {}),
        };
      }),
    );
  }
  return { detailId, batchUid, codes };
}
