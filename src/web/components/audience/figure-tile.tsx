import { Paper, SimpleGrid, Text } from '@mantine/core';
import { moneyText } from '../../../domain/common/money';
import { formatFigure } from './attribution-model';

/** A tile's figure; an amount names its currency (`currency`), known or not yet. */
export interface Figure {
  key: string;
  label: string;
  value: number | null;
  currency?: string;
}

/**
 * One labelled figure (Unknown when null), an amount in its currency when given; its test id lets tests read the number
 * beside what the API answers.
 */
export function FigureTile({ label, value, currency, testId }: Omit<Figure, 'key'> & { testId: string }) {
  return (
    <Paper withBorder p="sm" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value !== null && currency ? moneyText(value, currency) : formatFigure(value)}
      </Text>
    </Paper>
  );
}

/** A row of figure tiles under a heading. */
export function FigureGroup({ title, tiles, prefix }: { title: string; tiles: Figure[]; prefix: string }) {
  return (
    <div style={{ gridColumn: '1 / -1' }} data-testid={`${prefix}-tiles`}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs">
        {tiles.map((t) => (
          <FigureTile key={t.key} label={t.label} value={t.value} currency={t.currency} testId={`${prefix}-${t.key}`} />
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
