import { randomAlphanumeric } from '../relations/uid.js';
import type { ReportViewer } from './types.js';

/** docs/product/campaigns-venues-events.md §9: a report viewer's id is 4 random characters. */
export const VIEWER_ID_LENGTH = 4;
/** docs/product/campaigns-venues-events.md §5: a viewer's phone is exactly 10 digits. */
export const VIEWER_PHONE_DIGITS = 10;

export const VIEWER_MESSAGES = {
  phone: 'Phone number must be exactly 10 digits',
} as const;

/** A new viewer id: 4 letters and digits from the platform's CSPRNG. */
export const newViewerId = (): string => randomAlphanumeric(VIEWER_ID_LENGTH);

export function blankViewer(id = newViewerId()): ReportViewer {
  return { id, phone: '', name: '', profileID: '' };
}

/** The counter under the phone field: 'n/10'. */
export function phoneCounter(phone: string): string {
  return `${phone.length}/${VIEWER_PHONE_DIGITS}`;
}

/**
 * The phone rule (docs/product/campaigns-venues-events.md §5): exactly 10 digits; the message, or null when the phone
 * is right.
 */
export function viewerPhoneProblem(phone: string): string | null {
  return /^\d{10}$/.test(phone) ? null : VIEWER_MESSAGES.phone;
}

/**
 * docs/product/campaigns-venues-events.md §5: the profile look-up by phone fires once the entry is longer than 9
 * characters.
 */
export function shouldLookUpProfile(phone: string): boolean {
  return phone.length > 9;
}

/** Keeps digits only and at most 10 of them: what the phone field accepts as it is typed. */
export function typedPhone(text: string): string {
  return text.replace(/\D+/g, '').slice(0, VIEWER_PHONE_DIGITS);
}

/** The first problem of a viewers list (index and message), or null when every phone is right. */
export function viewersProblem(viewers: readonly ReportViewer[]): { index: number; message: string } | null {
  for (const [index, v] of viewers.entries()) {
    const message = viewerPhoneProblem(v.phone);
    if (message) return { index, message };
  }
  return null;
}
