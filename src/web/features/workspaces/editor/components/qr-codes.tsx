import { useEffect, useState } from 'react';
import { Anchor, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { notify } from '../../../../lib/notify';
import { qrFileName, type QrBases, qrLinks } from '../model/qr-links';

export const WEBURL_COPIED_MESSAGE = 'Workspace weburl copied to clipboard';

/** A PNG data URL of the QR code of `text`, with high error correction (spec §2.12). */
function useQrPng(text: string | null): string | null {
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return setPng(null);
    let live = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: 'H', width: 320, margin: 4 })
      .then((url) => live && setPng(url))
      .catch(() => live && setPng(null));
    return () => {
      live = false;
    };
  }, [text]);
  return png;
}

interface QrCardProps {
  title: string;
  link: string | null;
  fileName: string;
  canAct: boolean;
  onCopy?(): void;
  testId: string;
}

function QrCard({ title, link, fileName, canAct, onCopy, testId }: QrCardProps) {
  const png = useQrPng(link);
  return (
    <Card withBorder data-testid={testId}>
      <Stack gap="xs" align="center">
        <Text fw={500}>{title}</Text>
        {png ? <Image src={png} alt={`${title} QR code`} w={200} h={200} /> : <Text c="dimmed">No address is configured for this code.</Text>}
        {link && (
          <Anchor href={link} target="_blank" rel="noreferrer" size="xs" style={{ wordBreak: 'break-all' }} data-testid={`${testId}-link`}>
            {link}
          </Anchor>
        )}
        {canAct && png && (
          <Group gap="xs">
            <Button component="a" href={png} download={fileName} size="compact-sm" variant="light" leftSection={<IconDownload size={14} />}>
              Download PNG
            </Button>
            {onCopy && (
              <Button size="compact-sm" variant="light" leftSection={<IconCopy size={14} />} onClick={onCopy}>
                Copy link
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

interface QrCodesProps {
  workspaceId: string;
  workspaceKey: string;
  bases: QrBases | undefined;
  /** Downloads and copying need the section's editor role (spec §6: QR, EDITOR). */
  canAct: boolean;
}

/** QR Code Download (spec §2.12): the app-store code and the web app's mall-details code of this workspace. */
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
      <QrCard title="Web app: mall details" link={links.webApp} fileName={qrFileName(workspaceKey, 'web-app')} canAct={canAct} onCopy={copy} testId="qr-web-app" />
    </>
  );
}
