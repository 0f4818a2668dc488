import { qrMatrix, type QrLevel } from '../../../domain/qr/matrix';
import { paintQr, qrLayout } from './qr-layout';

export interface QrRequest {
  text: string;
  level: QrLevel;
  width: number;
}

/** The bytes as a base64 data URL, in slices (a spread of a whole image would pass the call's argument limit). */
function dataUrl(bytes: Uint8Array, type: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * Draws a QR code's PNG off the page's thread: choosing the code's mask and encoding the PNG held a campaign page's
 * main thread for tens of milliseconds a code. Answers the data URL, or null where the worker has no canvas.
 */
self.onmessage = async ({ data: { text, level, width } }: MessageEvent<QrRequest>) => {
  if (typeof OffscreenCanvas === 'undefined') return self.postMessage(null);
  const modules = qrMatrix(text, level);
  const layout = qrLayout(modules.length, width);
  const canvas = new OffscreenCanvas(layout.side, layout.side);
  const context = canvas.getContext('2d');
  if (!context) return self.postMessage(null);
  paintQr(context, modules, layout);
  const png = await canvas.convertToBlob({ type: 'image/png' });
  self.postMessage(dataUrl(new Uint8Array(await png.arrayBuffer()), 'image/png'));
};
