import { QR_QUIET_ZONE, type QrMatrix } from '../../../domain/qr/matrix';

/** Where a code of `count` modules a side sits in a square image about `width` pixels wide. */
export interface QrLayout {
  /** Pixels a module: a whole number, so every module edge falls on a pixel edge and the code stays sharp. */
  moduleSize: number;
  /** Pixels from the image's edge to the code's: the quiet zone, widened by what the whole modules leave over. */
  offset: number;
  /** The image's side: `width`, unless even one pixel a module needs more. */
  side: number;
}

export function qrLayout(count: number, width: number): QrLayout {
  const moduleSize = Math.max(1, Math.floor(width / (count + 2 * QR_QUIET_ZONE)));
  const side = Math.max(width, (count + 2 * QR_QUIET_ZONE) * moduleSize);
  return { moduleSize, offset: Math.floor((side - count * moduleSize) / 2), side };
}

/** What painting needs of a canvas's 2D context (a test paints into pixels of its own). */
export type QrPainter = Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect'>;

/** Paints the code black on white into a square of `layout.side` pixels. */
export function paintQr(painter: QrPainter, modules: QrMatrix, layout: QrLayout): void {
  const { moduleSize, offset, side } = layout;
  painter.fillStyle = '#fff';
  painter.fillRect(0, 0, side, side);
  painter.fillStyle = '#000';
  modules.forEach((row, y) => row.forEach((dark, x) => dark && painter.fillRect(offset + x * moduleSize, offset + y * moduleSize, moduleSize, moduleSize)));
}
