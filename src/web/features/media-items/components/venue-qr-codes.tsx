import { QrCard } from '../../../components/qr-code';
import { notify } from '../../../lib/notify';
import { WEBURL_COPIED_MESSAGE } from '../model/kinds';

export interface QrBases {
  appStoreUrl?: string;
  webAppUrl?: string;
}

/** The web app's page of a venue: `{webAppUrl}/venue-details/{id}`. */
export function venueWebUrl(bases: QrBases | undefined, venueId: string): string | null {
  const web = bases?.webAppUrl?.replace(/\/+$/, '');
  return web ? `${web}/venue-details/${encodeURIComponent(venueId)}` : null;
}

const fileName = (code: string, which: string) => `${(code || 'venue').replace(/[^A-Za-z0-9_-]+/g, '-')}-${which}-qr.png`;

/**
 * QR Code Download of a venue (docs/product/campaigns-venues-events.md §2.5): the mobile app's code and the web app's
 * venue page, with a copy link.
 */
export function VenueQrCodes({ venueId, code, bases, canAct }: { venueId: string; code: string; bases: QrBases | undefined; canAct: boolean }) {
  const web = venueWebUrl(bases, venueId);
  async function copy() {
    if (!web) return;
    try {
      await navigator.clipboard.writeText(web);
      notify.success(WEBURL_COPIED_MESSAGE);
    } catch {
      notify.error('The browser did not allow copying to the clipboard.');
    }
  }
  return (
    <>
      <QrCard title="Mobile app (app store)" link={bases?.appStoreUrl || null} fileName={fileName(code, 'app-store')} canAct={canAct} testId="qr-app-store" />
      <QrCard title="Web app: venue page" link={web} fileName={fileName(code, 'web-app')} canAct={canAct} onCopy={copy} testId="qr-web-app" />
    </>
  );
}
