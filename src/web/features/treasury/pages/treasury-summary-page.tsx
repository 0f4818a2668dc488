import { useSyncExternalStore } from 'react';
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { PageLoader } from '../../../components/spinner';
import { getSession, subscribeSession } from '../../../lib/session';
import { getTiConfigs, tiConfigs } from '../../../lib/ti-configs';
import { getTreasurySummary, treasurySummaryKey, type TreasuryFigures } from '../api/get-treasury-summary';
import { countByType } from '../model/summary';
import { useTreasuryScope } from './use-treasury-scope';

const n = (v: number) => v.toLocaleString('en-GB');
const money = (v: number) => v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** docs/product/campaigns-venues-events.md §3.7: what a detail of each type issues. */
const TYPE_NAMES: Record<string, string> = { COUPON: 'Coupons', TICKET: 'Tickets', MOBILITY: 'Mobility tickets' };

const FIGURE_TILES: { key: keyof TreasuryFigures; label: string; show(v: number): string }[] = [
  { key: 'totalInstruments', label: 'Generated', show: n },
  { key: 'instrumentAcquired', label: 'Acquired', show: n },
  { key: 'instrumentRedeemed', label: 'Redeemed / validated', show: n },
  { key: 'instrumentFree', label: 'Free', show: n },
  { key: 'revenue', label: 'Revenue', show: money },
  { key: 'discount', label: 'Discount', show: money },
];

/**
 * The treasury summary of a project (docs/product/platform.md §2.1, §2.13): its instruments generated, acquired,
 * redeemed or validated, free, revenue and discount, in all and per type (the server's `treasurySummaryByProject`), and
 * its treasury instruments counted by type.
 */
export function TreasurySummaryPage() {
  const { scope, ready, projectId } = useTreasuryScope();
  const tenantId = useSyncExternalStore(subscribeSession, () => getSession().tenant?.id) ?? '';
  const figures = useQuery({
    queryKey: treasurySummaryKey(projectId),
    queryFn: () => getTreasurySummary(projectId, tenantId),
    enabled: Boolean(projectId && tenantId),
    retry: false,
  });
  const configs = useQuery({ queryKey: tiConfigs.keys.list(scope), queryFn: () => getTiConfigs(scope), enabled: ready, retry: false });
  const counts = countByType(configs.data ?? []);
  const summary = figures.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Treasury Summary
      </Title>
      {figures.isError && <ErrorPanel error={figures.error} />}
      {configs.isError && <ErrorPanel error={configs.error} />}
      {(figures.isPending || configs.isPending) && ready && <PageLoader />}
      {summary && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} data-testid="summary-figures">
          {FIGURE_TILES.map((f) => (
            <Paper key={f.key} withBorder p="md" aria-label={f.label}>
              <Text size="sm" c="dimmed">
                {f.label}
              </Text>
              <Text fz={24} fw={700} data-testid={`summary-${f.key}`}>
                {f.show(summary[f.key])}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {summary && summary.byType.length > 0 && (
        <Table withTableBorder data-testid="summary-by-type">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              {FIGURE_TILES.map((f) => (
                <Table.Th key={f.key}>{f.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.byType.map((t) => (
              <Table.Tr key={t.titype}>
                <Table.Td>{TYPE_NAMES[t.titype] ?? t.titype}</Table.Td>
                {FIGURE_TILES.map((f) => (
                  <Table.Td key={f.key}>{f.show(t[f.key])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {configs.isSuccess && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Paper withBorder p="md" data-testid="summary-instruments" aria-label="Treasury instruments">
            <Group justify="space-between" align="baseline">
              <Text fw={600}>Treasury instruments</Text>
              <Text fz={28} fw={700} data-testid="summary-instruments-total">
                {n(counts.total)}
              </Text>
            </Group>
            <Stack gap={2} mt="xs">
              {counts.byType.map((row) => (
                <Group key={row.type} justify="space-between" data-testid="summary-instruments-type">
                  <Text size="sm" c="dimmed">
                    {row.type}
                  </Text>
                  <Text size="sm" fw={500}>
                    {n(row.count)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}
