import { Card, Stack, Text } from '@mantine/core';
import type { Relation, RelationKind } from '../../../../domain/media-items/types';

const longDate = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
const of = (relations: readonly Relation[], kind: RelationKind) => relations.filter((r) => r.relation === kind);

function RelationCard({ r, testId }: { r: Relation; testId: string }) {
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text fw={500}>{r.name}</Text>
      <Text size="xs" c="dimmed">
        {r.id}
      </Text>
      <Text size="sm">
        {longDate(r.start)} – {longDate(r.close)}
      </Text>
    </Card>
  );
}

/**
 * Events Campaigns and Schedules of a venue (spec 02 §2.5), read-only: a card per anchored event and
 * campaign with the window of its anchor.
 */
export function EventSchedules({ relations }: { relations: readonly Relation[] }) {
  const shown = [...of(relations, 'event'), ...of(relations, 'campaign')];
  if (shown.length === 0) return <Text c="dimmed">There are no events or campaigns for this venue.</Text>;
  return (
    <>
      {shown.map((r) => (
        <RelationCard key={r.uid} r={r} testId="event-schedule-card" />
      ))}
    </>
  );
}

/**
 * Campaign History (spec 03 §2.11): campaigns anchored to the item that have started, with their windows
 * (likes, views and shares are not read here).
 */
export function CampaignHistory({ relations, noun }: { relations: readonly Relation[]; noun: string }) {
  const now = Date.now();
  const ran = of(relations, 'campaign').filter((r) => Date.parse(r.start) <= now);
  if (ran.length === 0) return <Text c="dimmed">Campaigns are yet to run on this {noun}.</Text>;
  return (
    <Stack gap="xs" style={{ gridColumn: '1 / -1' }}>
      {ran.map((r) => (
        <RelationCard key={r.uid} r={r} testId="campaign-history-card" />
      ))}
    </Stack>
  );
}
