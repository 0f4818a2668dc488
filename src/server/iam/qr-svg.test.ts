import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrSvgDataUrl } from './qr-svg.js';

const svgOf = (dataUrl: string) => Buffer.from(dataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString();

/** Paints the SVG's runs (`M{x} {y}h{n}v1h-{n}z`) at `scale` pixels a unit, as RGBA a reader takes. */
function paint(svg: string, scale: number): { data: Uint8ClampedArray; side: number } {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      const from = ((Number(y) * scale + dy) * side + Number(x) * scale) * 4;
      for (let i = from; i < from + Number(run) * scale * 4; i += 4) data.fill(0, i, i + 3);
    }
  }
  return { data, side };
}

describe('qrSvgDataUrl', () => {
  const uri = 'otpauth://totp/SDM%20Console:ada%40demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=SDM+Console&algorithm=SHA1&digits=6&period=30';

  it('is a scalable SVG: a white square the size of the code and its quiet zone, the dark runs on it', () => {
    const svg = svgOf(qrSvgDataUrl(uri, 'M'));
    // 132 bytes need version 8 at M (49 modules); four modules of quiet zone each side.
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 57 57" [^>]*><rect width="100%" height="100%" fill="#fff"\/><path d="(M\d+ \d+h\d+v1h-\d+z)+" fill="#000"\/><\/svg>$/,
    );
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
  });

  it('reads back as the text', () => {
    const { data, side } = paint(svgOf(qrSvgDataUrl(uri, 'M')), 3);
    expect(jsQR(data, side, side)?.data).toBe(uri);
  });
});
