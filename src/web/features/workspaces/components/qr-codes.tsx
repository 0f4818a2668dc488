import { QrCard } from '../../../components/qr-code';
import { notify } from '../../../lib/notify';
import { qrFileName, type QrBases, qrLinks } from '../model/qr-links';

export const WEBURL_COPIED_MESSAGE = 'Workspace weburl copied to clipboard';

interface QrCodesProps {
  workspaceId: string;
  workspaceKey: string;
  bases: QrBases | undefined;
  /** Downloads and copying need the section's editor role (docs/product/platform.md §6: QR, EDITOR). */
  canAct: boolean;
}

/**
 * QR Code Download (docs/product/platform.md §2.12): the app-store code and the web app's mall-details code of this
 * workspace.
 */
export function QrCodes({ workspaceId, workspaceKey, bases, canAct }: QrCodesProps) {
  const links = qrLinks(bases, workspaceId);
  async function copy() {
    if (!links.webApp) return;
    try {
      await navigator.clipboard.writeText(links.webApp);
      notify.success(WEBURL_COPIED_MESSAGE);
    } catch {
      notify.error('The browser did not allow copying to the clipboard.');
    }
  }
  return (
    <>
      <QrCard title="Mobile app (app store)" link={links.appStore} fileName={qrFileName(workspaceKey, 'app-store')} canAct={canAct} testId="qr-app-store" />
      <QrCard
        title="Web app: mall details"
        link={links.webApp}
        fileName={qrFileName(workspaceKey, 'web-app')}
        canAct={canAct}
        onCopy={copy}
        testId="qr-web-app"
      />
    </>
  );
}
