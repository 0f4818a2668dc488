import { useState } from 'react';
import { ActionIcon, Button, Card, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { NumberInput } from '../inputs';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Schedule } from '../../../domain/media-items/types';
import { TREASURY_MESSAGES } from '../../../domain/treasury/types';
import { notify } from '../../lib/notify';
import type { TiConfigChoice } from './config-choices';
import { ConfigSelect, ScheduleSelect, StartSerialInput } from './editor-parts';
import {
  blankCategory,
  canGenerateTickets,
  ticketBatchBody,
  ticketBody,
  ticketDraftOf,
  ticketProblems,
  ticketSaveable,
  type TicketDraft,
} from './model/tickets';
import { SubmitGate } from '../../lib/form-check';
import { useFormCheck } from '../../lib/use-form-check';
import { useAction } from '../../lib/use-action';
import { RedeemerMobile } from './redeemer-mobile';
import { addBatch, createTiDetail, generateBatch, getTiDetail, updateBatch, updateTiDetail, type TiDetail } from './ti-details';

interface Props {
  tickets?: TiDetail;
  event: { id: string; aggregate_id: string; schedules?: Schedule[] };
  /** Configurations of type Ticket only (docs/product/campaigns-venues-events.md §5). */
  configs: TiConfigChoice[];
  timeZone?: string;
  onStored(detailId: string): Promise<void>;
  onCancel(): void;
}

/**
 * The ticket editor (docs/product/campaigns-venues-events.md §2.7, §4.8): configuration (type / key / usagetype), start
 * serial, schedule, redeemer mobile with its profile look-up, Ticket acquisition, the category rows, and Generate
 * Tickets & Save, Save, Cancel. Saving stores the tickets, then each category batch, in that order; generating starts
 * every batch not generated yet.
 */
export function TicketEditor({ tickets, event, configs, timeZone, onStored, onCancel }: Props) {
  const [d, setDraft] = useState<TicketDraft>(() => ticketDraftOf(tickets));
  const change = (patch: Partial<TicketDraft>) => setDraft((x) => ({ ...x, ...patch }));
  const setRow = (i: number, patch: Partial<TicketDraft['categories'][number]>) =>
    change({ categories: d.categories.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const schedules = event.schedules ?? [];
  const anyGenerated = d.categories.some((r) => r.generation && r.generation !== 'configured');
  // Save waits for what the server needs, Generate for whole tickets; each field says why beside itself once touched.
  const problems = ticketProblems(d);
  const saveable = ticketSaveable(problems);
  const check = useFormCheck<string>(problems, {
    tiConfigId: d.tiConfigId,
    startSerial: d.startSerial,
    scheduleUid: d.scheduleUid,
    mobile: d.mobile,
    ...Object.fromEntries(
      d.categories.flatMap((r, i) => [
        [`${i}.category`, r.category],
        [`${i}.numberOfTickets`, r.numberOfTickets],
        [`${i}.price`, r.price],
        [`${i}.mobile`, r.mobile],
      ]),
    ),
  });

  /** The tickets, then each category (new ones added, configured ones updated, generated ones keep all but their redeemer). */
  async function store(): Promise<TiDetail> {
    const body = ticketBody(d, schedules);
    const stored = tickets
      ? await updateTiDetail(tickets.id, body)
      : await createTiDetail({ ...body, titype: 'TICKET', enabled: true, source_id: event.id, aggregate_id: event.aggregate_id });
    for (const row of d.categories) {
      const batch = ticketBatchBody(d, row);
      if (!row.uid) await addBatch(stored.id, batch);
      else await updateBatch(stored.id, row.uid, row.generation === 'configured' ? batch : { redeemer: batch.redeemer });
    }
    return getTiDetail(stored.id, true);
  }

  const save = useAction({
    mutationFn: store,
    onSuccess: (stored) => {
      notify.success('Tickets saved.');
      return onStored(stored.id);
    },
  });
  const generate = useAction({
    mutationFn: async () => {
      const stored = await store();
      for (const b of stored.instrumentInfo) if (b.generation === 'configured') await generateBatch(stored.id, b.uid);
      return stored;
    },
    onSuccess: (stored) => {
      notify.success(TREASURY_MESSAGES.ticketsGenerated);
      return onStored(stored.id);
    },
  });
  const busy = save.isPending || generate.isPending;

  return (
    <Card withBorder padding="sm" data-testid="ticket-editor" aria-label="Ticket editor">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
          <ConfigSelect
            label="Ticket configuration"
            configs={configs}
            value={d.tiConfigId}
            onChange={(v) => change({ tiConfigId: v, usagetype: configs.find((c) => c.id === v)?.usagetype ?? d.usagetype })}
            emptyHint="No ticket configuration of type Ticket yet."
            {...check.field('tiConfigId')}
          />
          <StartSerialInput
            placeholder="TKT0001"
            value={d.startSerial}
            disabled={anyGenerated}
            onChange={(startSerial) => change({ startSerial })}
            {...check.field('startSerial')}
          />
          <ScheduleSelect
            label="Schedule"
            schedules={schedules}
            timeZone={timeZone}
            value={d.scheduleUid}
            onChange={(scheduleUid) => change({ scheduleUid })}
            emptyHint="Add an event schedule first."
            {...check.field('scheduleUid')}
          />
          <RedeemerMobile mobile={d.mobile} profileId={d.profile_id} onChange={(v) => change(v)} {...check.field('mobile')} />
          <Checkbox label="Ticket acquisition" mt="xl" checked={d.acquisition} onChange={(e) => change({ acquisition: e.currentTarget.checked })} />
        </SimpleGrid>

        <Title order={3} size="h6" mt="sm">
          Ticket Category Configuration
        </Title>
        {d.categories.map((row, i) => {
          const frozen = Boolean(row.generation && row.generation !== 'configured');
          return (
            <Group key={row.uid ?? `new-${i}`} align="flex-start" gap="sm" data-testid="ticket-category-row">
              <TextInput
                label="Category"
                required
                value={row.category}
                disabled={frozen}
                onChange={(e) => setRow(i, { category: e.currentTarget.value.toUpperCase() })}
                {...check.field(`${i}.category`)}
                w={140}
              />
              <NumberInput
                label="Number of tickets"
                required
                min={1}
                allowDecimal={false}
                value={row.numberOfTickets}
                disabled={frozen}
                onChange={(v) => setRow(i, { numberOfTickets: Number(v) || 0 })}
                {...check.field(`${i}.numberOfTickets`)}
                w={150}
              />
              <NumberInput
                label="Price"
                required
                min={0}
                value={row.price}
                disabled={frozen}
                onChange={(v) => setRow(i, { price: Number(v) || 0 })}
                {...check.field(`${i}.price`)}
                w={120}
              />
              <RedeemerMobile mobile={row.mobile} profileId={row.profile_id} onChange={(v) => setRow(i, v)} {...check.field(`${i}.mobile`)} w={180} />
              {!row.uid && d.categories.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Remove category ${i + 1}`}
                  onClick={() => change({ categories: d.categories.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          );
        })}
        <Group>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => change({ categories: [...d.categories, blankCategory()] })}>
            Add Ticket Category
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <SubmitGate invalid={!saveable} onTry={check.reveal}>
            <Button variant="light" onClick={() => save.mutate()} disabled={busy || !saveable}>
              Save
            </Button>
          </SubmitGate>
          <SubmitGate invalid={!canGenerateTickets(d)} onTry={check.reveal}>
            <Button color="green" onClick={() => generate.mutate()} disabled={busy || !canGenerateTickets(d)} loading={busy}>
              Generate Tickets & Save
            </Button>
          </SubmitGate>
        </Group>
      </Stack>
    </Card>
  );
}
