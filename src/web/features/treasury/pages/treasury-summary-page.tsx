import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { PageLoader } from '../../../components/spinner';
import { getTiConfigs, tiConfigs } from '../../../lib/ti-configs';
import { countByType } from '../model/summary';
import { useTreasuryScope } from './use-treasury-scope';

/**
 * The treasury summary of a project (spec 01 §2.1): its instruments, counted by type. The issued
 * instruments' figures come from the treasury's summary query once the server answers it.
 */
export function TreasurySummaryPage() {
  const { scope, ready } = useTreasuryScope();
  const query = useQuery({ queryKey: tiConfigs.keys.list(scope), queryFn: () => getTiConfigs(scope), enabled: ready, retry: false });
  const counts = countByType(query.data ?? []);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Treasury Summary
      </Title>
      {query.isError && <ErrorPanel error={query.error} />}
      {query.isPending && ready && <PageLoader />}
      {query.isSuccess && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Paper withBorder p="md" data-testid="summary-instruments" aria-label="Treasury instruments">
            <Group justify="space-between" align="baseline">
              <Text fw={600}>Treasury instruments</Text>
              <Text fz={28} fw={700} data-testid="summary-instruments-total">
                {counts.total.toLocaleString('en-GB')}
              </Text>
            </Group>
            <Stack gap={2} mt="xs">
              {counts.byType.map((row) => (
                <Group key={row.type} justify="space-between" data-testid="summary-instruments-type">
                  <Text size="sm" c="dimmed">
                    {row.type}
                  </Text>
                  <Text size="sm" fw={500}>
                    {row.count.toLocaleString('en-GB')}
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
