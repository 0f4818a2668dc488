import { useEffect, useState } from 'react';
import { Anchor, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';

/** A 320-pixel PNG data URL of the QR code of `text`, at error correction H (docs/decisions/0030-qr-codes.md); the QR library loads with the first code. */
function useQrPng(text: string | null): string | null {
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return setPng(null);
    let live = true;
    import('./qr-png')
      .then(({ qrPngOffThread }) => qrPngOffThread(text, 'H', 320))
      .then((url) => live && setPng(url))
      .catch(() => live && setPng(null));
    return () => {
      live = false;
    };
  }, [text]);
  return png;
}

export interface QrCardProps {
  title: string;
  link: string | null;
  fileName: string;
  canAct: boolean;
  onCopy?(): void;
  testId: string;
}

export function QrCard({ title, link, fileName, canAct, onCopy, testId }: QrCardProps) {
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
