/** Wallets and their ledgers as answered (docs/api.md "Wallets"). */
import { z } from 'zod';
import { ENTRY_KINDS, SOURCE_KINDS } from '../../../domain/wallets/terms.js';
import { named } from '../../answers.js';
import { Instant } from '../common-answers.js';

export const Wallet = named(
  'Wallet',
  z.object({
    id: z.string(),
    profile_id: z.string(),
    profileName: z.string(),
    project_id: z.string(),
    aggregate_id: z.string().describe("The workspace it is kept for; '' for the whole project"),
    tenant_id: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    balance: z.number().int(),
    entries: z.number().int().describe('Ledger entries written'),
    createdOn: Instant,
    updatedOn: Instant,
  }),
);

export const LedgerEntry = named(
  'LedgerEntry',
  z.object({
    seq: z.number().int(),
    kind: z.enum(ENTRY_KINDS),
    points: z.number().int(),
    balanceAfter: z.number().int(),
    reason: z.string(),
    source: z.object({ kind: z.enum(SOURCE_KINDS), id: z.string() }),
    actor: z.string(),
    createdOn: Instant,
  }),
);

/** A wallet with its latest entries and the instruments its profile holds. */
export const WalletWithLedger = Wallet.extend({
  ledger: z.array(LedgerEntry),
  instruments: z.array(
    z.object({
      code: z.string(),
      serial: z.string(),
      status: z.string(),
      uses: z.number().int(),
      acquiredOn: Instant.nullable(),
      category: z.string(),
      titype: z.string(),
      detailId: z.string(),
      aggregateId: z.string(),
      holder: z.string().describe('The profile, masked'),
    }),
  ),
});
