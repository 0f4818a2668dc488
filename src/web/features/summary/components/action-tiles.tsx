import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye, IconHeart, IconShare } from '@tabler/icons-react';
import { ACTION_TYPES, SUMMARY_WINDOWS, type ActionKey, type ActionTotals } from '../../../../domain/summary';

const ICONS: Record<ActionKey, typeof IconHeart> = { likes: IconHeart, views: IconEye, shares: IconShare };

/** Likes, views and shares over Today, Last 7 Days and Last 30 Days (docs/product/platform.md §2.8). */
export function ActionTiles({ totals }: { totals?: Record<ActionKey, ActionTotals> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {ACTION_TYPES.map(({ key, label }) => {
        const Icon = ICONS[key];
        return (
          <Paper key={key} withBorder p="md" data-testid={`action-tile-${key}`} aria-label={`${label} totals`}>
            <Group gap="xs">
              <Icon size={18} aria-hidden />
              <Text fw={600}>{label}</Text>
            </Group>
            <Stack gap={2} mt="xs">
              {SUMMARY_WINDOWS.map((w) => (
                <Group key={w.key} justify="space-between">
                  <Text size="sm" c="dimmed">
                    {w.label}
                  </Text>
                  <Text size="sm" fw={500} data-testid={`${key}-${w.key}`}>
                    {totals?.[key] ? totals[key][w.key].toLocaleString('en-GB') : '–'}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
