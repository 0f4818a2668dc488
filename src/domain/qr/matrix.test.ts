import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrMatrix, type QrLevel, type QrMatrix } from './matrix.js';

/** A finder pattern's 7×7 modules from its top-left corner: a dark ring, a light ring, a dark 3×3 core. */
function hasFinderAt(modules: QrMatrix, top: number, left: number): boolean {
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (modules[top + r][left + c] !== (ring !== 2)) return false;
    }
  }
  return true;
}

/** The code as RGBA pixels, `scale` pixels a module, with its quiet zone: what a camera would see. */
function pixels(modules: QrMatrix, scale: number): { data: Uint8ClampedArray; side: number } {
  const side = (modules.length + 2 * QR_QUIET_ZONE) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = modules[Math.floor(y / scale) - QR_QUIET_ZONE];
      if (!row?.[Math.floor(x / scale) - QR_QUIET_ZONE]) continue;
      data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, side };
}

/** The bytes a reader gets back from the code. */
function decode(modules: QrMatrix): number[] | undefined {
  const { data, side } = pixels(modules, 4);
  return jsQR(data, side, side)?.binaryData;
}

const utf8 = (text: string) => [...new TextEncoder().encode(text)];

describe('qrMatrix', () => {
  it('answers the smallest version for the text and level: 17 + 4 × version modules a side', () => {
    // Byte-mode capacity of version 1: 14 bytes at M, 7 at H; one byte more needs version 2.
    const sides = (text: string, level: QrLevel) => {
      const modules = qrMatrix(text, level);
      expect(modules.every((row) => row.length === modules.length)).toBe(true);
      return modules.length;
    };
    expect(sides('x'.repeat(14), 'M')).toBe(21);
    expect(sides('x'.repeat(15), 'M')).toBe(25);
    expect(sides('x'.repeat(7), 'H')).toBe(21);
    expect(sides('x'.repeat(8), 'H')).toBe(25);
  });

  it('has finder patterns in three corners and none in the fourth', () => {
    const modules = qrMatrix('https://example.com/mall-details/42', 'H');
    const far = modules.length - 7;
    expect(hasFinderAt(modules, 0, 0)).toBe(true);
    expect(hasFinderAt(modules, 0, far)).toBe(true);
    expect(hasFinderAt(modules, far, 0)).toBe(true);
    expect(hasFinderAt(modules, far, far)).toBe(false);
  });

  it.each<QrLevel>(['M', 'H'])('reads back as the text at level %s', (level) => {
    const uri = 'otpauth://totp/SDM%20Console:ada%40demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=SDM+Console&algorithm=SHA1&digits=6&period=30';
    expect(decode(qrMatrix(uri, level))).toEqual(utf8(uri));
    expect(decode(qrMatrix('https://example.com/venue-details/7', level))).toEqual(utf8('https://example.com/venue-details/7'));
  });

  it('writes text past ASCII as UTF-8', () => {
    const text = 'https://example.com/café/東京';
    expect(decode(qrMatrix(text, 'M'))).toEqual(utf8(text));
  });

  it('throws an Error when no version holds the text', () => {
    // Version 40 at H holds 1,273 bytes.
    expect(qrMatrix('x'.repeat(1273), 'H')).toHaveLength(177);
    expect(() => qrMatrix('x'.repeat(1274), 'H')).toThrow(/No QR code holds this text at level H/);
  });
});
