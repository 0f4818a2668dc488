import { runtimeTimeZone } from '../../../../domain/reference/runtime-time-zone';
import { moneyText } from '../../../../domain/common/money';
import { MOBILE_PATTERN } from '../../../../domain/treasury/types';
import type { Batch, GenerationState } from '../ti-details';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * docs/product/campaigns-venues-events.md §9: coupon dates read dd-MMM-yyyy ('05-Jan-2026'), in the workspace's zone;
 * '' for a missing date.
 */
export function formatCouponDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const fmt = new Intl.DateTimeFormat('en-US', { timeZone: runtimeTimeZone(timeZone), day: '2-digit', month: 'numeric', year: 'numeric' });
  const p = Object.fromEntries(fmt.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.day}-${MONTHS[Number(p.month) - 1]}-${p.year}`;
}

/**
 * A batch's free instruments and its marker (docs/product/campaigns-venues-events.md §2.7, §2.12): Sold out when none
 * is left.
 */
export function availability(batch: Pick<Batch, 'numberOfTickets' | 'instrumentFree' | 'balanceTickets' | 'generation'>) {
  const free = batch.instrumentFree ?? batch.balanceTickets ?? (batch.generation === 'generated' ? batch.numberOfTickets : 0);
  return { free, label: free > 0 ? 'Available' : 'Sold out' } as const;
}

/** Where a batch's generation stands, for its progress bar: percentage (whole), count and total. */
export function generationProgress(batch: Pick<Batch, 'numberOfTickets' | 'generatedCount' | 'generation'>) {
  const total = Math.max(0, batch.numberOfTickets);
  const count = batch.generation === 'generated' ? total : Math.min(total, Math.max(0, batch.generatedCount));
  return { count, total, percent: total === 0 ? 0 : Math.floor((count * 100) / total), running: batch.generation === 'generating' };
}

/** Whether any batch of these details is still being generated (the page then reads them again). */
export const anyGenerating = (batches: readonly { generation: GenerationState }[]) => batches.some((b) => b.generation === 'generating');

/** docs/product/campaigns-venues-events.md §5: a redeemer mobile is exactly 10 digits. */
export const validMobile = (mobile: string) => MOBILE_PATTERN.test(mobile);

/** docs/product/campaigns-venues-events.md §5: the start serial is forced to uppercase (ABC0001), without blanks. */
export const startSerialOf = (typed: string) => typed.toUpperCase().replace(/\s+/g, '');

/** A price in the workspace's currency, 'INR 250.00'; the code alone when Intl does not know it. */
export const priceText = (price: number, currency = 'INR'): string => moneyText(price, currency);
