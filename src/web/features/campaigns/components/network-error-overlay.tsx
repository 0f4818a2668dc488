import { Button, Overlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { isServerError } from '../../../components/error-panel';
import { CAMPAIGN_LIST_TEXTS } from '../../../../domain/campaigns/texts';
import { statusTextOf } from '../model/rules';

/**
 * docs/product/campaigns-venues-events.md §2.2: a full-screen 'Network error' overlay with the status text and Cancel,
 * on HTTP status 500 or above.
 */
export function NetworkErrorOverlay({ error, onCancel }: { error: unknown; onCancel(): void }) {
  if (!isServerError(error)) return null;
  return (
    <Overlay fixed center blur={2} zIndex={400} backgroundOpacity={0.55}>
      <Paper p="xl" radius="md" shadow="lg" role="alertdialog" aria-label={CAMPAIGN_LIST_TEXTS.networkError} data-testid="network-error">
        <Stack align="center" gap="sm">
          <IconWifiOff size={40} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={2} size="h3">
            {CAMPAIGN_LIST_TEXTS.networkError}
          </Title>
          <Text data-testid="network-error-status">{statusTextOf(error)}</Text>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Paper>
    </Overlay>
  );
}
