import type { AppContext } from '../../context.js';
import { startSweep } from '../../sweep.js';
import { creditDuePoints } from '../wallets/index.js';
import { creditLoyalty } from './crediting.js';
import { expireLoyaltyPoints } from './expiry.js';

/**
 * Credits topic attempts, then loyalty programs' earnings (`workers` transactions in parallel: POINTS_SWEEP_WORKERS), then
 * writes due expiries, every `ms` on this server (POINTS_SWEEP_MS; 0: off).
 */
export const startPointsSweep = (ctx: AppContext, ms: number, workers: number, onError: (error: unknown) => void) =>
  startSweep(
    'points-sweep',
    ms,
    async () => {
      await creditDuePoints(ctx);
      // Until the queue is empty, or 100 batches of 5,000 a worker: under steady ingestion the tick ends and the expiry runs.
      await creditLoyalty(ctx, { workers, rounds: 100 });
      await expireLoyaltyPoints(ctx);
    },
    onError,
  );
