import { CAMPAIGN_MESSAGES } from '../../../../domain/campaigns/types';
import type { Relation } from '../../../../domain/media-items/types';
import { QrCard } from '../../../components/qr-code';
import { notify } from '../../../lib/notify';
import { campaignQrLinks, qrFileName, type QrBases } from '../model/qr-links';

interface CampaignQrCodesProps {
  campaignId: string;
  code: string;
  relations: readonly Relation[];
  bases: QrBases | undefined;
}

/**
 * QR Code Download (docs/product/campaigns-venues-events.md §2.3): the research app, the camera web app with its
 * copyable campaign URL, and the coupon validation code when the campaign has one. Codes are read-only; anyone who may
 * read the campaign may download them (PNG, error correction H).
 */
export function CampaignQrCodes({ campaignId, code, relations, bases }: CampaignQrCodesProps) {
  const links = campaignQrLinks(bases, campaignId, relations);
  async function copy() {
    if (!links.web) return;
    try {
      await navigator.clipboard.writeText(links.web);
      notify.success(CAMPAIGN_MESSAGES.weburlCopied);
    } catch {
      notify.error('The browser did not allow copying to the clipboard.');
    }
  }
  return (
    <>
      <QrCard title="Research app" link={links.research} fileName={qrFileName(code, 'research-app')} canAct testId="qr-research-app" />
      <QrCard title="Camera web app: campaign page" link={links.web} fileName={qrFileName(code, 'web-app')} canAct onCopy={copy} testId="qr-web-app" />
      {links.validation && <QrCard title="Coupon validation" link={links.validation} fileName={qrFileName(code, 'validation')} canAct testId="qr-validation" />}
    </>
  );
}
