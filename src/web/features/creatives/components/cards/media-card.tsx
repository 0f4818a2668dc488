import { Anchor, Badge, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { Textarea } from '../../../../components/inputs';
import { DateTimePicker } from '../../../../components/date-inputs';
import dayjs from 'dayjs';
import {
  IconAugmentedReality,
  IconBrowser,
  IconCardboards,
  IconFileText,
  IconForms,
  IconHeadphones,
  IconLink,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';
import { fromZonedPicker, toZonedPicker } from '../../../../../domain/common/dates';
import type { MediaPart } from '../../../../../domain/creatives/parts';
import type { CardField } from '../../../../components/card-section';
import { mayEmbed } from '../../../../../domain/tenants/embed';
import { useWorkspaceZone } from '../../../../lib/workspace-zone';
import { EMBEDDED, mediumDate, PLAYING, STOPPED, urlLabel, type MediaSection } from '../../model/cards';
import { Hint } from '../../../../components/hint';

/** The type picture of docs/product/creatives-assets-signage.md §2.4, one per section. */
const PICTURES = {
  imageFiles: IconPhoto,
  videoFiles: IconMovie,
  audioFiles: IconHeadphones,
  files: IconFileText,
  formFiles: IconForms,
  hyperlinks: IconLink,
  arFiles: IconAugmentedReality,
  vrFiles: IconCardboards,
} satisfies Record<MediaSection, unknown>;

/**
 * Read mode of the shared card (docs/product/creatives-assets-signage.md §2.4): type picture, name, 'Start : ' / 'End :
 * ', and the Playing or Stopped badge.
 */
export function MediaCardView({ section, card, embedOrigins }: { section: MediaSection; card: MediaPart; embedOrigins: readonly string[] }) {
  const zone = useWorkspaceZone();
  const Picture = PICTURES[section] ?? IconBrowser;
  const status = card.enabled ? PLAYING : STOPPED;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Picture size={28} aria-hidden data-testid="card-picture" />
        <Text fw={600} truncate>
          {card.name}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Start : {mediumDate(card.startDate, zone)}
      </Text>
      <Text size="xs" c="dimmed">
        End : {mediumDate(card.closeDate, zone)}
      </Text>
      <Hint label={status.hint}>
        <Badge color={card.enabled ? 'green' : 'dark'} w="fit-content" data-testid="card-status" title={status.hint}>
          {status.label}
        </Badge>
      </Hint>
      {card.url && <CardUrl section={section} url={card.url} name={card.name} embedOrigins={embedOrigins} />}
    </Stack>
  );
}

/**
 * An audio or form card's URL is framed only from an origin the tenant allows, in a sandbox (no same-origin access to
 * the console); anything else is a link that opens apart from the console.
 */
function CardUrl({ section, url, name, embedOrigins }: { section: MediaSection; url: string; name: string; embedOrigins: readonly string[] }) {
  if (EMBEDDED.includes(section) && mayEmbed(url, embedOrigins))
    return (
      <iframe
        src={url}
        title={name}
        sandbox="allow-scripts allow-forms"
        referrerPolicy="no-referrer"
        style={{ border: 0, width: '100%', height: section === 'audioFiles' ? 80 : 240 }}
      />
    );
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs" truncate="end">
      {url}
    </Anchor>
  );
}

/** Edit mode of the shared card: Name and Description (required), URL, the schedule with seconds, 'Enabled?', 'Login Required?'. */
export function MediaCardForm({
  section,
  card,
  onChange,
  field,
}: {
  section: MediaSection;
  card: MediaPart;
  onChange(card: MediaPart): void;
  field: CardField;
}) {
  const zone = useWorkspaceZone();
  const set = (patch: Partial<MediaPart>) => onChange({ ...card, ...patch });
  const date = (label: string, value: string | null, path: 'startDate' | 'closeDate') => (
    <DateTimePicker
      label={label}
      withSeconds
      clearable
      valueFormat="DD MMM YYYY HH:mm:ss"
      value={value ? toZonedPicker(value, zone) : null}
      onChange={(v) => set({ [path]: v ? fromZonedPicker(dayjs(v).toDate(), zone) : null })}
      popoverProps={{ withinPortal: true }}
      {...field(path)}
    />
  );
  return (
    <Stack gap="xs">
      <TextInput label="Name" required value={card.name} onChange={(e) => set({ name: e.currentTarget.value })} {...field('name')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={2}
        value={card.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        {...field('description')}
      />
      <Textarea label={urlLabel(section)} autosize minRows={2} value={card.url} onChange={(e) => set({ url: e.currentTarget.value })} {...field('url')} />
      {date('Schedule from', card.startDate, 'startDate')}
      {date('Schedule until', card.closeDate, 'closeDate')}
      <Checkbox label="Enabled?" checked={card.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
      <Checkbox label="Login Required?" checked={card.doLogin} onChange={(e) => set({ doLogin: e.currentTarget.checked })} />
    </Stack>
  );
}
