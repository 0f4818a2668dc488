import { z } from 'zod';
import { Id, Text } from '../media-items/item.js';
import { CODE_ALPHABET, CODE_LENGTH } from './types.js';

/** A client nonce: what makes a retried transaction return its first answer (8–64 URL-safe characters). */
export const Nonce = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'nonce must be 8 to 64 letters, digits, - or _');
export const Code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`), 'not an instrument code');

/**
 * A transaction on one instrument (`POST /api/1.0/relations`, docs/product/campaigns-venues-events.md §7; docs/api.md):
 * acquire it (a customer), redeem a coupon with the sale amount, or validate a ticket (a redeemer).
 */
export const TransactionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('acquire'), code: Code, nonce: Nonce }),
  z.object({ action: z.literal('redeem'), code: Code, nonce: Nonce, salesAmount: z.number().min(0).max(1e12), venue_id: Id.optional() }),
  z.object({ action: z.literal('validate'), code: Code, nonce: Nonce, venue_id: Id.optional() }),
]);
export type TransactionRequest = z.infer<typeof TransactionRequest>;

/** One redemption or validation a validator made offline, in the order it made them. */
export const OfflineRedemption = z.object({
  code: Code,
  nonce: Nonce,
  action: z.enum(['redeem', 'validate']),
  salesAmount: z.number().min(0).max(1e12).optional(),
  at: z.iso.datetime({ offset: true }),
  note: Text(200).optional(),
});
export const OfflineUpload = z.object({ redemptions: z.array(OfflineRedemption).min(1).max(10_000) });
export type OfflineUpload = z.infer<typeof OfflineUpload>;
