/**
 * `attachment` with the file name twice (RFC 6266): an ASCII `filename` for old clients, and RFC 5987's
 * `filename*` in UTF-8 for names such as 'Café Mall_24-11-2026-09-05.xlsx'.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
