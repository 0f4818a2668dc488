import { Card, SimpleGrid } from '@mantine/core';
import { ReadValue } from '../fields';
import { choiceLabel, type ConfigNames } from './config-choices';
import { formatCouponDate } from './model/instrument-detail';
import { BatchPanel } from './batch-panel';
import { ConflictsList } from './conflicts-list';
import { CardTitle } from './details-frame';
import type { TiDetail } from './ti-details';

interface Props {
  tickets: TiDetail;
  config?: ConfigNames;
  timeZone?: string;
  currency: string;
  onEdit?(): void;
  locked: boolean;
}

/**
 * A ticket card (docs/product/campaigns-venues-events.md §2.7): instrument type, schedule, redeemer details, then each
 * category with its counts and price.
 */
export function TicketCard({ tickets, config, timeZone, currency, onEdit, locked }: Props) {
  const schedule = tickets.schedule ?? {};
  const redeemers = [...new Set(tickets.instrumentInfo.flatMap((b) => b.redeemer.map((r) => r.mobile)))];
  return (
    <Card withBorder padding="sm" data-testid="ticket-card" aria-label={`Tickets ${config?.name ?? ''}`.trim()}>
      <CardTitle name={config?.name ?? 'Tickets'} editLabel="Edit ticket" onEdit={onEdit} locked={locked} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
        <ReadValue label="Instrument type">{config ? choiceLabel({ ...config, usagetype: tickets.usagetype }) : tickets.usagetype}</ReadValue>
        <ReadValue label="Schedule">
          {schedule.start ? `${formatCouponDate(schedule.start, timeZone)} – ${formatCouponDate(schedule.close, timeZone)}` : 'Not scheduled'}
        </ReadValue>
        <ReadValue label="Redeemers">{redeemers.join(', ') || '–'}</ReadValue>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" mt="xs">
        {tickets.instrumentInfo.map((b) => (
          <BatchPanel key={b.uid} detailId={tickets.id} batch={b} timeZone={timeZone} currency={currency} />
        ))}
      </SimpleGrid>
      <ConflictsList detailId={tickets.id} timeZone={timeZone} />
    </Card>
  );
}
