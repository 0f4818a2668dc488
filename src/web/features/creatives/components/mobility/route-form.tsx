import { useEffect, useMemo, useState } from 'react';
import { Checkbox, Divider, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { NumberInput, Select, Textarea } from '../../../../components/inputs';
import { DateTimePicker } from '../../../../components/date-inputs';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { fromZonedPicker, toZonedPicker } from '../../../../../domain/common/dates';
import { ROUTE_CURRENCIES, ROUTE_TIME_ZONES } from '../../../../../domain/mobility/constants';
import type { CardField } from '../../../../components/card-section';
import { fareKeys, storedFareMatrix } from '../../api/mobility';
import type { FarePreview } from '../../model/fare-preview';
import { readFareText } from '../../model/read-fare-file';
import type { RouteDraft } from '../../model/route-draft';
import { FareMatrixPanel } from './fare-matrix-panel';
import { SchedulesEditor } from './schedules-editor';
import { StopPlaces } from './stop-places';

interface RouteFormProps {
  creativeId: string;
  route: RouteDraft;
  /** The route is stored (its fare matrix can be uploaded). */
  stored: boolean;
  /** The server's problems of the last save, by path. */
  refused: ReadonlyMap<string, string>;
  /** The card's fields (the check's messages, from the route's problems). */
  field: CardField;
  onChange(route: RouteDraft): void;
  /** The stops of the route's stored fare matrix, once known (null: none), for the check. */
  onMatrixStops(routeId: string, stops: ReadonlySet<string> | null): void;
  /** A fare matrix was stored: the creative is read again for the card's status. */
  onFaresStored(): void;
}

type Stops = FarePreview['stops'];

/** The stops of the route's stored matrix, read in the worker from its CSV (trips and the map choose from them). */
function useFareStops(creativeId: string, routeId: string, fareCount: number, enabled: boolean) {
  return useQuery({
    queryKey: fareKeys.stops(creativeId, routeId, fareCount),
    queryFn: async () => (await readFareText(await storedFareMatrix(creativeId, routeId))).stops,
    enabled: enabled && fareCount > 0,
    staleTime: Infinity,
  });
}

/**
 * 'Add Route Information' (docs/product/creatives-assets-signage.md §2.10): stations, activation and expiry, currency,
 * time zone, enabled, fares; the fare matrix; where the stops stand; then the schedules with their trips. Problems show
 * beside their fields: the server's rules checked as the form is filled (once a field is touched), and what the server
 * refused on the last save (at once).
 */
export function RouteForm({ creativeId, route, stored, refused, field, onChange, onMatrixStops, onFaresStored }: RouteFormProps) {
  const [uploaded, setUploaded] = useState<Stops | null>(null);
  const storedStops = useFareStops(creativeId, route.id, route.fareCount, stored && uploaded === null);
  const fareStops = useMemo(() => uploaded ?? storedStops.data ?? [], [uploaded, storedStops.data]);
  const known = useMemo(() => (route.fareCount > 0 && fareStops.length > 0 ? new Set(fareStops.map((s) => s.stopId)) : null), [route.fareCount, fareStops]);
  useEffect(() => onMatrixStops(route.id, known), [route.id, known, onMatrixStops]);
  const fieldOf: CardField = (path) => {
    const refusal = refused.get(path);
    return refusal ? { ...field(path), error: refusal } : field(path);
  };
  const set = (patch: Partial<RouteDraft>) => onChange({ ...route, ...patch });
  const zone = route.timeZone;
  const date = (label: string, path: 'startDate' | 'endDate') => (
    <DateTimePicker
      label={label}
      required
      withSeconds
      valueFormat="DD MMM YYYY HH:mm:ss"
      value={route[path] ? toZonedPicker(route[path], zone) : null}
      onChange={(v) => set({ [path]: v ? fromZonedPicker(dayjs(v).toDate(), zone) : '' })}
      {...fieldOf(path)}
      popoverProps={{ withinPortal: true }}
    />
  );

  return (
    <Stack gap="sm" data-testid="route-form">
      <Title order={3} size="h4">
        Add Route Information
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
        <TextInput
          label="Starting station"
          required
          value={route.startStation}
          onChange={(e) => set({ startStation: e.currentTarget.value })}
          {...fieldOf('startStation')}
        />
        <TextInput
          label="Ending station"
          required
          value={route.endStation}
          onChange={(e) => set({ endStation: e.currentTarget.value })}
          {...fieldOf('endStation')}
        />
        <TextInput label="Route name" value={route.name} onChange={(e) => set({ name: e.currentTarget.value })} {...fieldOf('name')} />
        {date('Route activation', 'startDate')}
        {date('Route expiry', 'endDate')}
        <Select
          label="Currency"
          data={[...ROUTE_CURRENCIES]}
          value={route.currency}
          allowDeselect={false}
          onChange={(v) => v && set({ currency: v as RouteDraft['currency'] })}
        />
        <Select
          label="Time zone"
          data={[...ROUTE_TIME_ZONES]}
          value={route.timeZone}
          allowDeselect={false}
          onChange={(v) => v && set({ timeZone: v as RouteDraft['timeZone'] })}
        />
        <TextInput
          label="Bus conductor"
          value={route.busConductor}
          onChange={(e) => set({ busConductor: e.currentTarget.value })}
          {...fieldOf('busConductor')}
        />
        <TextInput label="Bus driver" value={route.busDriver} onChange={(e) => set({ busDriver: e.currentTarget.value })} {...fieldOf('busDriver')} />
        <NumberInput
          label="Constant fare"
          min={0}
          decimalScale={2}
          disabled={!route.constantFareFlag}
          value={route.constantFare}
          onChange={(v) => set({ constantFare: typeof v === 'number' ? v : 0 })}
          {...fieldOf('constantFare')}
        />
        <Checkbox
          mt="lg"
          label="Constant fare for every stop"
          checked={route.constantFareFlag}
          onChange={(e) => set({ constantFareFlag: e.currentTarget.checked })}
        />
        <Checkbox mt="lg" label="Route enabled" checked={route.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
      </SimpleGrid>
      <Textarea
        label="Comments"
        autosize
        minRows={1}
        value={route.comments}
        onChange={(e) => set({ comments: e.currentTarget.value })}
        {...fieldOf('comments')}
      />
      <Divider />
      <FareMatrixPanel
        creativeId={creativeId}
        routeId={route.id}
        stored={stored}
        fareCount={route.fareCount}
        onUploaded={(fareCount, stops) => {
          setUploaded(stops);
          onChange({ ...route, fareCount });
          onFaresStored();
        }}
      />
      <Divider />
      <StopPlaces
        stops={fareStops}
        places={route.stopPlaces}
        editing
        problemOf={(path) => fieldOf(path).error}
        onChange={(stopPlaces) => set({ stopPlaces })}
      />
      <Divider />
      <SchedulesEditor schedules={route.schedule} timeZone={zone} fareStops={fareStops} field={fieldOf} onChange={(schedule) => set({ schedule })} />
    </Stack>
  );
}
