import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatFigure } from './attribution-model';

/** One labelled figure (Unknown when null); its test id lets tests read the number beside what the API answers. */
export function FigureTile({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <Paper withBorder p="sm" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {formatFigure(value)}
      </Text>
    </Paper>
  );
}

/** A row of figure tiles under a heading. */
export function FigureGroup({ title, tiles, prefix }: { title: string; tiles: { key: string; label: string; value: number | null }[]; prefix: string }) {
  return (
    <div style={{ gridColumn: '1 / -1' }} data-testid={`${prefix}-tiles`}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs">
        {tiles.map((t) => (
          <FigureTile key={t.key} label={t.label} value={t.value} testId={`${prefix}-${t.key}`} />
        ))}
      </SimpleGrid>
    </div>
  );
}

/**
 * The number cards of docs/product/campaigns-venues-events.md §2.10 and §2.11: interactions, views, likes and shares.
 */
export const interactionTiles = (t: { total: number; views: number; likes: number; shares: number }) => [
  { key: 'total', label: 'Total Interactions', value: t.total },
  { key: 'views', label: 'Total Views', value: t.views },
  { key: 'likes', label: 'Total Likes', value: t.likes },
  { key: 'shares', label: 'Total Shares', value: t.shares },
];
