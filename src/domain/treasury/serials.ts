import { TREASURY_MESSAGES } from './types.js';

/**
 * Serials (docs/product/campaigns-venues-events.md §5: a start serial in capitals, e.g. ABC0001): letters
 * then digits. The n-th instrument of a batch (n from 0) gets the number plus n, zero-padded to the same width, so a
 * batch that would pass the widest number of that width is refused rather than growing a digit.
 */
export interface StartSerial {
  prefix: string;
  number: number;
  width: number;
}

const SERIAL = /^([A-Z]*)(\d{1,15})$/;

/** The start serial as written (trimmed, uppercased), or null when it does not end in digits after letters. */
export function parseSerial(text: string): StartSerial | null {
  const m = SERIAL.exec(text.trim().toUpperCase());
  if (!m) return null;
  return { prefix: m[1], number: Number(m[2]), width: m[2].length };
}

export const formatSerial = (s: StartSerial, n = 0): string => s.prefix + String(s.number + n).padStart(s.width, '0');

/** The largest number a serial of this width holds. */
export const lastNumberOf = (width: number): number => 10 ** width - 1;

/** A batch already placed: its start serial and size. */
export interface PlacedBatch {
  serialNumber: string;
  numberOfTickets: number;
}

/**
 * Where a new batch starts: at the given serial, or, when an earlier batch of the same detail with the
 * same prefix and width already reaches it, right after that batch's last serial (batches continue one
 * another and never share a serial). A problem message when the serial is malformed or the batch would
 * overflow its width.
 */
export function placeBatch(given: string, size: number, earlier: readonly PlacedBatch[]): { serialNumber: string } | { problem: string } {
  const start = parseSerial(given);
  if (!start) return { problem: TREASURY_MESSAGES.startSerialFormat };
  let number = start.number;
  for (const b of earlier) {
    const other = parseSerial(b.serialNumber);
    if (!other || other.prefix !== start.prefix || other.width !== start.width) continue;
    const after = other.number + b.numberOfTickets;
    if (other.number <= number && number < after) number = after;
    else if (number < other.number && number + size > other.number) number = Math.max(number, after);
  }
  const placed = { ...start, number };
  if (number + size - 1 > lastNumberOf(start.width)) return { problem: TREASURY_MESSAGES.serialOverflow };
  return { serialNumber: formatSerial(placed) };
}
