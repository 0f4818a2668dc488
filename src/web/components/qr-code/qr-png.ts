import { qrMatrix, type QrLevel } from '../../../domain/qr/matrix';
import { askWorker } from '../../lib/ask-worker';
import { paintQr, qrLayout } from './qr-layout';

/** A PNG data URL of the QR code of `text`, drawn on a canvas about `width` pixels square. */
export function qrPng(text: string, level: QrLevel, width: number): string {
  const modules = qrMatrix(text, level);
  const layout = qrLayout(modules.length, width);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = layout.side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser gave no 2D canvas to draw the QR code on.');
  paintQr(context, modules, layout);
  return canvas.toDataURL('image/png');
}

/** `qrPng` drawn in a worker of its own (ended once it answered); on the page's thread where a worker cannot draw it. */
export async function qrPngOffThread(text: string, level: QrLevel, width: number): Promise<string> {
  const worker = new Worker(new URL('./qr-png.worker.ts', import.meta.url), { type: 'module' });
  const url = await askWorker<string | null>(worker, { text, level, width }, 'The QR code could not be drawn').catch(() => null);
  return url ?? qrPng(text, level, width);
}
