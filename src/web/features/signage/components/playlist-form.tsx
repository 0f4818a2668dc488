import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { NumberInput } from '../../../components/inputs';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { SignageMedia } from '../../../../domain/signage/media';
import { SIGNAGE_MESSAGES } from '../../../../domain/signage/messages';
import { NEW_ROW_ID, newPlaylistRow, playlistDiff } from '../../../../domain/signage/playlist';
import { playlistFormProblems, sentRows, withMedia, withoutFormRow, type FormRow, type PlaylistProblems } from '../../../../domain/signage/playlist-form';
import { describeError } from '../../../lib/api-error';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { notify } from '../../../lib/notify';
import { createPlaylist, updatePlaylist } from '../api/playlists';
import type { SignagePlaylist } from '../api/types';
import { mediaLabel } from './media-label';
import { SearchSelect } from '../../../components/signage/search-select';

interface PlaylistFormProps {
  aggregateId: string;
  /**
   * The playlist as stored now, or null for a new one (docs/product/creatives-assets-signage.md §4: a selected id of
   * null means create).
   */
  playlist: SignagePlaylist | null;
  onClose(): void;
  onSaved(playlist: SignagePlaylist): void;
}

const asNumber = (v: string | number) => (v === '' ? '' : Number(v));

const CELLS = ['media', 'duration', 'play_order', 'freq'] as const;
/** A row's field as the form check names it. */
const cell = (row: number, field: (typeof CELLS)[number]) => `${row}.${field}`;
const cellsOf = (cells: PlaylistProblems['cells']) =>
  Object.fromEntries(Object.entries(cells).flatMap(([i, byField]) => Object.entries(byField).map(([f, m]) => [`${i}.${f}`, m])));

/**
 * The playlist create/edit form (docs/product/creatives-assets-signage.md §4, §5): a name and media rows (media,
 * duration, play order, frequency). A new row starts at 0 seconds, filled from its media, and goes last; removing one
 * numbers the rest again from 0. A new playlist is POSTed with its rows; a stored one PUT as the diff {id, name,
 * add_media, edit_plm, delete_plm}.
 */
export function PlaylistForm({ aggregateId, playlist, onClose, onSaved }: PlaylistFormProps) {
  const [name, setName] = useState(playlist?.name ?? '');
  const [rows, setRows] = useState<FormRow[]>(() => playlist?.media.map((r) => ({ ...r })) ?? []);
  const problems = playlistFormProblems(name, rows);
  // Each field's problem beside it, once touched; Save Playlist waits for none (docs/decisions/0137).
  const check = useFormCheck<string>(
    { name: problems.name, ...cellsOf(problems.cells) },
    { name, ...Object.fromEntries(rows.flatMap((r, i) => CELLS.map((c) => [cell(i, c), r[c]]))) },
  );
  const change = (i: number, row: FormRow) => setRows((all) => all.map((r, j) => (j === i ? row : r)));

  const save = useMutation({
    mutationFn: () => {
      const sent = sentRows(rows);
      return playlist
        ? updatePlaylist(playlistDiff(playlist.id, name.trim(), playlist.media, sent))
        : createPlaylist(aggregateId, { name: name.trim(), add_media: sent.map((r) => ({ ...r, id: NEW_ROW_ID })) });
    },
    onSuccess: (stored) => {
      notify.success(SIGNAGE_MESSAGES.playlistUploaded);
      onSaved(stored);
    },
    onError: () => void notify.error(SIGNAGE_MESSAGES.playlistFailed),
  });

  return (
    <Stack gap="sm" component="form" aria-label="Playlist form" onSubmit={(e) => (e.preventDefault(), save.mutate())} onKeyDown={check.onKeyDown}>
      <TextInput label="Playlist name" withAsterisk value={name} onChange={(e) => setName(e.currentTarget.value)} {...check.field('name')} />
      <Table withTableBorder fz="sm" aria-label="Playlist media">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Media</Table.Th>
            <Table.Th>Duration (s)</Table.Th>
            <Table.Th>Play order</Table.Th>
            <Table.Th>Frequency</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={typeof row.id === 'string' ? row.id : `new-${i}`} data-testid="playlist-form-row">
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td miw={220}>
                <SearchSelect<SignageMedia>
                  aggregateId={aggregateId}
                  list="media"
                  ariaLabel={`Media of row ${i + 1}`}
                  placeholder="Choose media"
                  labelOf={mediaLabel}
                  value={row.media}
                  onChange={(id, m) => change(i, withMedia(row, id, m?.duration))}
                  {...check.field(cell(i, 'media'))}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Duration of row ${i + 1}`}
                  min={0}
                  allowDecimal={false}
                  value={row.duration}
                  onChange={(v) => change(i, { ...row, duration: asNumber(v) })}
                  {...check.field(cell(i, 'duration'))}
                  w={100}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Play order of row ${i + 1}`}
                  min={0}
                  allowDecimal={false}
                  value={row.play_order}
                  onChange={(v) => change(i, { ...row, play_order: asNumber(v) })}
                  {...check.field(cell(i, 'play_order'))}
                  w={100}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Frequency of row ${i + 1}`}
                  min={1}
                  allowDecimal={false}
                  value={row.freq}
                  onChange={(v) => change(i, { ...row, freq: asNumber(v) })}
                  {...check.field(cell(i, 'freq'))}
                  w={90}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove row ${i + 1}`} onClick={() => setRows((all) => withoutFormRow(all, i))}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!rows.length && <Text c="dimmed">No media in this playlist yet.</Text>}
      {save.isError && (
        <Alert color="red" title={SIGNAGE_MESSAGES.playlistFailed}>
          {describeError(save.error)}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setRows((all) => [...all, newPlaylistRow(all)])}>
          Add Media
        </Button>
        <Group>
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <SubmitGate invalid={check.invalid} onTry={check.reveal}>
            <Button type="submit" disabled={check.invalid} loading={save.isPending}>
              Save Playlist
            </Button>
          </SubmitGate>
        </Group>
      </Group>
    </Stack>
  );
}
