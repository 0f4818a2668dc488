import { Card, Text } from '@mantine/core';
import { formatDateTime } from '../../../../domain/common/dates';
import type { Relation } from '../../../../domain/media-items/types';

const USES = new Set(['event', 'campaign', 'tidetail']);

/**
 * Events, Campaigns and Schedules (docs/product/platform.md §2.13), read-only: what issues from this instrument, with
 * its window.
 */
export function InstrumentUses({ relations }: { relations: readonly Relation[] }) {
  const uses = relations.filter((r) => USES.has(r.relation));
  if (uses.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="instrument-uses-empty">
        No event or campaign issues from this instrument yet.
      </Text>
    );
  return (
    <>
      {uses.map((r) => (
        <Card key={r.uid} withBorder padding="sm" data-testid="instrument-use">
          <Text fw={600}>{r.name}</Text>
          <Text size="xs" c="dimmed">
            {r.relation}
          </Text>
          <Text size="sm">
            {formatDateTime(r.start)} – {formatDateTime(r.close)}
          </Text>
        </Card>
      ))}
    </>
  );
}
