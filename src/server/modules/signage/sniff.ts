import type { MediaKind } from '../../../domain/signage/media.js';

/** What the first bytes of a file say it is: a binary format by its signature, else text or not. */
export interface Sniffed {
  kind: MediaKind | 'TEXT' | 'BINARY';
  contentType: string;
}

const starts = (b: Buffer, sig: number[] | string, at = 0) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return b.length >= at + bytes.length && b.subarray(at, at + bytes.length).equals(bytes);
};

// QuickTime files may open with atoms other than ftyp (older .mov files).
const MOV_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip'];

/** The first bytes of an upload (at least SNIFF_BYTES when the file is that long). */
export const SNIFF_BYTES = 4096;

export function sniff(head: Buffer): Sniffed {
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'IMAGE', contentType: 'image/png' };
  if (starts(head, [0xff, 0xd8, 0xff])) return { kind: 'IMAGE', contentType: 'image/jpeg' };
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'VIDEO', contentType: 'video/webm' };
  if (starts(head, 'RIFF') && starts(head, 'AVI ', 8)) return { kind: 'VIDEO', contentType: 'video/x-msvideo' };
  if ((starts(head, 'ftyp', 4) && starts(head, 'qt  ', 8)) || MOV_ATOMS.some((a) => starts(head, a, 4)))
    return { kind: 'VIDEO', contentType: 'video/quicktime' };
  if (starts(head, 'ftyp', 4)) return { kind: 'VIDEO', contentType: 'video/mp4' };
  if (starts(head, '%PDF-')) return { kind: 'PDF', contentType: 'application/pdf' };
  return isText(head) ? { kind: 'TEXT', contentType: 'text/plain; charset=utf-8' } : { kind: 'BINARY', contentType: 'application/octet-stream' };
}

/** UTF-8 without NUL bytes; a character cut at the end of the sample is not held against it. */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the bytes are what the extension's kind promises: images, videos and PDFs by their signature, HTML and
 * tickers as text. CANVA and UNKNOWN files are served as downloads only, so any bytes do; the served type is the sniffed
 * one for binary kinds (a .jpg holding a PNG is served as image/png).
 */
export function bytesAgree(kind: MediaKind, sniffed: Sniffed): boolean {
  switch (kind) {
    case 'IMAGE':
    case 'VIDEO':
    case 'PDF':
      return sniffed.kind === kind;
    case 'HTML':
    case 'TICKER':
      return sniffed.kind === 'TEXT';
    default:
      return true;
  }
}
