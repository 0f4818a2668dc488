import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { BuildInfo } from '../../../domain/ops/build-info';
import { buildInfoText } from './build-info-text';

/** The server's build, read once per visit. */
const buildInfoQuery = { queryKey: ['build-info'], queryFn: () => api.get<BuildInfo>('/api/1.0/build-info'), staleTime: Infinity } as const;

/** Copyright line and build information (docs/product/platform.md §1). */
export function ShellFooter({ tenantName }: { tenantName: string }) {
  const { data } = useQuery(buildInfoQuery);
  return (
    <Group component="footer" justify="space-between" px="md" py="xs" bg="gray.1" c="dimmed" wrap="wrap">
      <Text size="xs" data-testid="copyright">
        © 2025-26 {tenantName}
      </Text>
      {data && (
        <Text size="xs" data-testid="build-info">
          {buildInfoText(data)}
        </Text>
      )}
    </Group>
  );
}
