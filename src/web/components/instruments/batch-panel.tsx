import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { describeError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { downloadFile } from '../../lib/download';
import { exportBatchUrl, type Batch } from './ti-details';
import { availability, formatCouponDate, generationProgress, priceText } from './model/instrument-detail';

/** Saves the batch's instruments as a file the browser downloads (the export is read with the caller's token). */
async function download(detailId: string, batch: Batch, format: 'csv' | 'xlsx') {
  try {
    await downloadFile(exportBatchUrl(detailId, batch.uid, format), `${batch.category}-${batch.serialNumber}.${format}`);
  } catch (e) {
    notify.error(describeError(e));
  }
}

interface Props {
  detailId: string;
  batch: Batch;
  timeZone?: string;
  /** Tickets show their price in the workspace's currency; coupons have none. */
  currency?: string;
}

/**
 * One category batch on a coupon or ticket card (docs/product/campaigns-venues-events.md §2.7, §2.12): category, total,
 * free with Sold out or Available, generated on, redeemers with mobile and token; while generating a progress bar
 * (percentage and count); once generated the CSV and .xlsx downloads.
 */
export function BatchPanel({ detailId, batch, timeZone, currency }: Props) {
  const progress = generationProgress(batch);
  const { free, label } = availability(batch);
  return (
    <Paper withBorder p="xs" data-testid="batch" aria-label={`Category ${batch.category}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} data-testid="batch-category">
          {batch.category}
        </Text>
        {batch.generation === 'generated' && (
          <Badge color={free > 0 ? 'green' : 'red'} variant="light" data-testid="batch-availability">
            {label}
          </Badge>
        )}
      </Group>
      <Stack gap={2} mt={4}>
        <Text size="sm" data-testid="batch-total">
          Total: {batch.numberOfTickets.toLocaleString('en-GB')}
        </Text>
        {currency !== undefined && <Text size="sm">Price: {priceText(batch.price, currency)}</Text>}
        {batch.generation === 'generated' && (
          <>
            <Text size="sm" data-testid="batch-free">
              Free: {free.toLocaleString('en-GB')}
            </Text>
            <Text size="sm" data-testid="batch-generated-on">
              Generated on: {formatCouponDate(batch.generatedDate, timeZone)}
            </Text>
          </>
        )}
        {batch.generation === 'configured' && (
          <Text size="sm" c="dimmed">
            Not generated yet
          </Text>
        )}
        {progress.running && (
          <div data-testid="batch-progress">
            <Progress value={progress.percent} animated aria-label={`Generating ${batch.category}`} />
            <Text size="xs" c="dimmed">
              {progress.percent}% · {progress.count.toLocaleString('en-GB')} of {progress.total.toLocaleString('en-GB')}
            </Text>
          </div>
        )}
        {batch.redeemer.map((r) => (
          <Text key={r.mobile} size="sm" data-testid="batch-redeemer">
            Redeemer: {r.mobile}
            {r.token ? ` · Token ${r.token}` : ''}
          </Text>
        ))}
      </Stack>
      {batch.generation === 'generated' && (
        <Group gap="xs" mt="xs">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              size="compact-xs"
              variant="light"
              leftSection={<IconDownload size={12} />}
              onClick={() => void download(detailId, batch, format)}
              aria-label={`Download ${batch.category} as ${format === 'csv' ? 'CSV' : '.xlsx'}`}
            >
              {format === 'csv' ? 'CSV' : '.xlsx'}
            </Button>
          ))}
        </Group>
      )}
    </Paper>
  );
}
