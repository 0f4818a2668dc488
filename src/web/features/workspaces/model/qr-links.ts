/** Base addresses of the QR codes, from `/console-config.json` `qr` (they differ per environment). */
export interface QrBases {
  appStoreUrl?: string;
  webAppUrl?: string;
}

/**
 * The two QR targets of docs/product/platform.md §2.12: the mobile app's store page, and the web app's mall-details
 * page of this workspace.
 */
export function qrLinks(bases: QrBases | undefined, workspaceId: string): { appStore: string | null; webApp: string | null } {
  const web = bases?.webAppUrl?.replace(/\/+$/, '');
  return {
    appStore: bases?.appStoreUrl || null,
    webApp: web ? `${web}/mall-details/${encodeURIComponent(workspaceId)}` : null,
  };
}

/** A download file name for a QR image. */
export function qrFileName(workspaceKey: string, which: 'app-store' | 'web-app'): string {
  return `${workspaceKey.replace(/[^A-Za-z0-9_-]+/g, '-')}-${which}-qr.png`;
}
