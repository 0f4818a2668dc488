import { QR_QUIET_ZONE, qrMatrix, type QrLevel, type QrMatrix } from '../../domain/qr/matrix.js';

/** The QR code of `text` as an SVG data URL, quiet zone included (the console shows it as an image). */
export function qrSvgDataUrl(text: string, level: QrLevel): string {
  const modules = qrMatrix(text, level);
  const side = modules.length + 2 * QR_QUIET_ZONE;
  // One unit a module and no width or height: the image scales to the box the console gives it.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${darkRuns(modules, QR_QUIET_ZONE)}" fill="#000"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Path data of the dark modules: one rectangle for each run along a row, shorter than a square for each module. */
function darkRuns(modules: QrMatrix, at: number): string {
  let path = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x - start + 1;
      path += `M${start + at} ${y + at}h${run}v1h-${run}z`;
    }
  });
  return path;
}
