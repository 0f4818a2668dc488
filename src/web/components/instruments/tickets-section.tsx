import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Relation, Schedule } from '../../../domain/media-items/types';
import { useConfigChoices } from './config-choices';
import { TicketCard } from './ticket-card';
import { TicketEditor } from './ticket-editor';
import { DetailsFrame } from './details-frame';
import { useLinkedDetails } from './use-details';

interface Props {
  title: string;
  event: { id: string; aggregate_id: string; schedules?: Schedule[]; relations?: Relation[] };
  editable: boolean;
  timeZone?: string;
  /** The workspace's currency for prices (INR when it names none). */
  currency?: string;
  onEventChanged(): Promise<void>;
}

/**
 * The event's Tickets section (docs/product/campaigns-venues-events.md §2.7, §4.8): ticket cards and 'Add New Ticket'.
 * One ticket is edited at a time (the others locked, adding off meanwhile); cancelling a new, unsaved one removes it.
 */
export function TicketsSection({ title, event, editable, timeZone, currency = 'INR', onEventChanged }: Props) {
  const list = useLinkedDetails(event.relations);
  const { all: configs, offered } = useConfigChoices(event.aggregate_id, 'TICKET');
  const [selected, setSelected] = useState<string | null>(null);

  async function stored() {
    setSelected(null);
    await Promise.all([onEventChanged(), list.refresh()]);
  }

  return (
    <DetailsFrame
      title={title}
      noun="tickets"
      list={list}
      emptyText="No tickets have been configured."
      adding={selected === 'new'}
      tools={
        editable && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={selected !== null} onClick={() => setSelected('new')}>
            Add New Ticket
          </Button>
        )
      }
    >
      {list.details.map((t) =>
        selected === t.id ? (
          <TicketEditor key={t.id} tickets={t} event={event} configs={offered} timeZone={timeZone} onStored={stored} onCancel={() => setSelected(null)} />
        ) : (
          <TicketCard
            key={t.id}
            tickets={t}
            config={configs.find((c) => c.id === t.tiConfigId) ?? t.tiConfig}
            timeZone={timeZone}
            currency={currency}
            locked={selected !== null}
            onEdit={editable ? () => setSelected(t.id) : undefined}
          />
        ),
      )}
      {selected === 'new' && <TicketEditor event={event} configs={offered} timeZone={timeZone} onStored={stored} onCancel={() => setSelected(null)} />}
    </DetailsFrame>
  );
}
