import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix } from '../../../domain/qr/matrix';
import { paintQr, qrLayout, type QrPainter } from './qr-layout';

/** A stand-in for a canvas: RGBA pixels that `fillRect` paints white or black. */
function pixelCanvas(side: number) {
  const data = new Uint8ClampedArray(side * side * 4);
  const painter: QrPainter = {
    fillStyle: '#000',
    fillRect(x, y, w, h) {
      const value = painter.fillStyle === '#fff' ? 255 : 0;
      for (let row = y; row < y + h; row++) {
        for (let col = x; col < x + w; col++) data.set([value, value, value, 255], (row * side + col) * 4);
      }
    },
  };
  return { data, painter };
}

describe('qrLayout', () => {
  it('gives whole pixels a module in a 320-pixel image, the code centred in at least four modules of quiet zone', () => {
    // 49 modules (version 8) and 8 of quiet zone: 5 px a module, 245 px of code, 37 px each side.
    expect(qrLayout(49, 320)).toEqual({ moduleSize: 5, offset: 37, side: 320 });
    expect(qrLayout(21, 320)).toEqual({ moduleSize: 11, offset: 44, side: 320 });
    expect(qrLayout(177, 320)).toEqual({ moduleSize: 1, offset: 71, side: 320 });
    for (let count = 21; count <= 177; count += 4) {
      const { moduleSize, offset, side } = qrLayout(count, 320);
      expect(side).toBe(320);
      expect(offset).toBeGreaterThanOrEqual(4 * moduleSize);
      expect(offset + count * moduleSize).toBeLessThanOrEqual(side - 4 * moduleSize);
    }
  });

  it('grows the image when even one pixel a module does not fit', () => {
    expect(qrLayout(21, 20)).toEqual({ moduleSize: 1, offset: 4, side: 29 });
  });
});

describe('paintQr', () => {
  it("paints a venue's link at level H that a reader reads back", () => {
    const link = 'https://dev.app.sdm.example.com/venue-details/4f9c2a7e-1b3d-4c5e-8f60-718293a4b5c6';
    const modules = qrMatrix(link, 'H');
    const layout = qrLayout(modules.length, 320);
    const { data, painter } = pixelCanvas(layout.side);
    paintQr(painter, modules, layout);
    const pixel = (x: number, y: number) => [...data.subarray((y * layout.side + x) * 4, (y * layout.side + x) * 4 + 4)];
    // The image's corner is quiet zone; the code's first module is the dark corner of a finder pattern.
    expect(pixel(0, 0)).toEqual([255, 255, 255, 255]);
    expect(pixel(layout.offset - 1, layout.offset)).toEqual([255, 255, 255, 255]);
    expect(pixel(layout.offset, layout.offset)).toEqual([0, 0, 0, 255]);
    expect(jsQR(data, layout.side, layout.side)?.data).toBe(link);
  });
});
