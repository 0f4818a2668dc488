import { Button, Checkbox, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MultiSelect, Select } from '../../../../components/inputs';
import { IconPlus } from '@tabler/icons-react';
import { TICKET_COLOURS, TICKET_COLOUR_HEX, TRIP_STATUSES, WEEKDAYS, type TicketColour } from '../../../../../domain/mobility/constants';
import type { CardField } from '../../../../components/card-section';
import { blankValidator, replaced, without, type TripDraft } from '../../model/route-draft';
import { TripStops } from './trip-stops';
import { ValidatorRow } from './validator-row';

/**
 * docs/product/creatives-assets-signage.md §9's payment methods: Green Miles and the payment gateway (UPI and cards).
 */
const PAYMENTS = [
  ['paymentUsingGreenMiles', 'Green Miles'],
  ['paymentUsingRazorpay', 'Payment gateway (UPI and cards)'],
] as const;

interface TripEditorProps {
  trip: TripDraft;
  index: number;
  timeZone: string;
  fareStops: { stopId: string; stopName: string }[];
  path: string;
  field: CardField;
  onChange(trip: TripDraft): void;
  onRemove(): void;
}

const swatch = (colour: string) => <ColorSwatch size={14} color={`#${TICKET_COLOUR_HEX[colour as TicketColour]}`} />;

/**
 * One trip of a schedule with every field of docs/product/creatives-assets-signage.md §2.10; its id is the server's,
 * shown once made.
 */
export function TripEditor({ trip, index, timeZone, fareStops, path, field, onChange, onRemove }: TripEditorProps) {
  const set = (patch: Partial<TripDraft>) => onChange({ ...trip, ...patch });
  const at = (key: string) => field(`${path}.${key}`);
  return (
    <Paper withBorder p="xs" data-testid="trip" aria-label={`Trip ${index + 1}`} role="group">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Trip {index + 1}
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
            Remove This Trip
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs">
          <TextInput label="Trip id" size="xs" readOnly value={trip.tripId} placeholder="Made on save" {...at('tripId')} />
          <MultiSelect
            label="Days"
            size="xs"
            data={[...WEEKDAYS]}
            value={trip.day}
            onChange={(v) => set({ day: v as TripDraft['day'] })}
            clearable
            {...at('day')}
          />
          <Select
            label="Status"
            size="xs"
            data={[...TRIP_STATUSES]}
            value={trip.status}
            allowDeselect={false}
            onChange={(v) => v && set({ status: v as TripDraft['status'] })}
          />
          <TextInput
            label="Starting serial"
            size="xs"
            value={trip.startSerial}
            onChange={(e) => set({ startSerial: e.currentTarget.value })}
            {...at('startSerial')}
          />
          <TextInput
            label="Start time"
            size="xs"
            required
            placeholder="HH:MM"
            value={trip.startTime}
            onChange={(e) => set({ startTime: e.currentTarget.value })}
            {...at('startTime')}
          />
          <TextInput
            label="End time"
            size="xs"
            required
            placeholder="HH:MM"
            value={trip.endTime}
            onChange={(e) => set({ endTime: e.currentTarget.value })}
            {...at('endTime')}
          />
          <Select
            label="Ticket colour"
            size="xs"
            clearable
            data={[...TICKET_COLOURS]}
            value={trip.ticketColor || null}
            onChange={(v) => set({ ticketColor: (v ?? '') as TripDraft['ticketColor'] })}
            leftSection={trip.ticketColor ? swatch(trip.ticketColor) : undefined}
            renderOption={({ option }) => (
              <Group gap="xs">
                {swatch(option.value)}
                {option.label}
              </Group>
            )}
          />
          <TextInput
            label="Ticket image"
            size="xs"
            placeholder="https://…"
            value={trip.ticketImage}
            onChange={(e) => set({ ticketImage: e.currentTarget.value })}
            {...at('ticketImage')}
          />
        </SimpleGrid>
        <Group gap="md">
          <Checkbox size="xs" label="Enabled" checked={trip.enable} onChange={(e) => set({ enable: e.currentTarget.checked })} />
          <Checkbox
            size="xs"
            label="Print the ticket colour"
            checked={trip.ticketColorFlag}
            onChange={(e) => set({ ticketColorFlag: e.currentTarget.checked })}
          />
          <Checkbox
            size="xs"
            label="Print the ticket image"
            checked={trip.ticketImageFlag}
            onChange={(e) => set({ ticketImageFlag: e.currentTarget.checked })}
          />
          {PAYMENTS.map(([field, label]) => (
            <Checkbox key={field} size="xs" label={label} checked={trip[field]} onChange={(e) => set({ [field]: e.currentTarget.checked })} />
          ))}
        </Group>
        <TripStops stops={trip.stops} fareStops={fareStops} path={`${path}.stops`} field={field} onChange={(stops) => set({ stops })} />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Validators
          </Text>
          {trip.validators.map((v, k) => (
            <ValidatorRow
              key={k}
              validator={v}
              timeZone={timeZone}
              path={`${path}.validators.${k}`}
              field={field}
              onChange={(validator) => set({ validators: replaced(trip.validators, k, validator) })}
              onRemove={() => set({ validators: without(trip.validators, k) })}
            />
          ))}
          <Group>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPlus size={12} />}
              onClick={() => set({ validators: [...trip.validators, blankValidator()] })}
            >
              Add Validator
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
