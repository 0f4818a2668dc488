import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { FAMILY_LABELS, groupRows, TYPE_GROUPS, type CountedFamily, type TypeCounts } from '../../../../domain/summary';

const FAMILIES = Object.keys(TYPE_GROUPS) as CountedFamily[];
const show = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-GB'));

/** One tile per family: the total, then the count of each type group (docs/product/platform.md §2.8). */
export function CountTiles({ counts }: { counts?: Record<CountedFamily, TypeCounts> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {FAMILIES.map((family) => (
        <Paper key={family} withBorder p="md" data-testid={`count-tile-${family}`} aria-label={`${FAMILY_LABELS[family]} count`}>
          <Group justify="space-between" align="baseline">
            <Text fw={600}>{FAMILY_LABELS[family]}</Text>
            <Text fz={28} fw={700} data-testid={`count-${family}-total`}>
              {show(counts?.[family]?.total)}
            </Text>
          </Group>
          <Stack gap={2} mt="xs">
            {groupRows(family, counts?.[family]).map((row) => (
              <Group key={row.type} justify="space-between" data-testid={`count-${family}-group`}>
                <Text size="sm" c="dimmed">
                  {row.type}
                </Text>
                <Text size="sm" fw={500} data-testid={`count-${family}-${row.type}`}>
                  {counts ? show(row.count) : '–'}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
