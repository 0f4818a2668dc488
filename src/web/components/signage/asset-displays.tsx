import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../inputs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { displayFormOf, displayFormValid, displayInputOf, ORIENTATION_CHOICES, orientationLabel, type DisplayForm } from '../../../domain/signage/display';
import { SIGNAGE_MESSAGES } from '../../../domain/signage/messages';
import { describeError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { ReadValue } from '../fields/read-value';
import { readSignageList, signageKey, updateDisplay, type SignageDisplay, type SignagePlaylist } from './api';
import { LivenessBadge } from './liveness-badge';
import { SearchSelect } from './search-select';

/** Displays an asset shows at most: a screen or a few stand at one place. */
const ASSET_DISPLAYS = 50;

interface AssetDisplaysProps {
  aggregateId: string;
  assetId: string;
  /** The workspace's signage page, where displays are added (none for another workspace's asset). */
  signagePath?: string;
  /** EDITOR on the workspace (docs/product/creatives-assets-signage.md §6: the asset's display group). */
  mayEdit: boolean;
}

/**
 * A Zeetamind asset's Display ID, orientation and playlist (docs/product/creatives-assets-signage.md §2.11), read from
 * and written to the displays that stand at the asset — the records the signage page lists and the players play — not
 * copies kept on the asset.
 */
export function AssetDisplays({ aggregateId, assetId, signagePath, mayEdit }: AssetDisplaysProps) {
  // The displays standing at this asset, read on the server (a workspace may have thousands of screens).
  const displays = useQuery({
    queryKey: signageKey(aggregateId, 'displays', 'asset', assetId),
    queryFn: () => readSignageList<SignageDisplay>(aggregateId, 'displays', { limit: ASSET_DISPLAYS, asset: assetId }, true),
    staleTime: 0,
    enabled: Boolean(aggregateId),
  });
  const mine = displays.data ?? [];
  return (
    <Stack gap="xs" data-testid="asset-displays" style={{ gridColumn: '1 / -1' }}>
      {displays.isSuccess && !mine.length && <Text c="dimmed">No display stands at this asset yet.</Text>}
      {mine.map((d) => (
        <AssetDisplay key={d.id} display={d} aggregateId={aggregateId} mayEdit={mayEdit} />
      ))}
      {signagePath && (
        <Anchor component={Link} to={signagePath} size="sm">
          Digital Signage
        </Anchor>
      )}
    </Stack>
  );
}

function AssetDisplay({ display, aggregateId, mayEdit }: { display: SignageDisplay; aggregateId: string; mayEdit: boolean }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<DisplayForm | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [playlistName, setPlaylistName] = useState<string | undefined>(undefined);

  async function save(f: DisplayForm) {
    setSaving(true);
    setFailure(null);
    try {
      await updateDisplay(display.id, displayInputOf(f, playlistName ?? (f.npId === display.np.id ? display.np.name : undefined)));
      notify.success(SIGNAGE_MESSAGES.displayUploaded);
      setForm(null);
      await Promise.all(['displays', 'playlists'].map((part) => queryClient.invalidateQueries({ queryKey: signageKey(aggregateId, part as 'displays') })));
    } catch (e) {
      setFailure(describeError(e));
      notify.error(SIGNAGE_MESSAGES.displayFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder p="sm" data-testid="asset-display">
      {form ? (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Display ID" value={form.gen_token} onChange={(e) => setForm({ ...form, gen_token: e.currentTarget.value })} />
            <Select
              label="Orientation"
              data={ORIENTATION_CHOICES}
              value={String(form.orientation)}
              onChange={(v) => setForm({ ...form, orientation: Number(v ?? 0) })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <SearchSelect<SignagePlaylist>
              aggregateId={aggregateId}
              list="playlists"
              label="Playlist"
              placeholder="Find a playlist"
              value={form.npId}
              labelOf={(p) => p.name}
              onChange={(id, playlist) => {
                setPlaylistName(playlist?.name);
                setForm({ ...form, npId: id });
              }}
            />
          </SimpleGrid>
          {failure && (
            <Alert color="red" title={SIGNAGE_MESSAGES.displayFailed}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="compact-sm" onClick={() => setForm(null)} disabled={saving}>
              Cancel
            </Button>
            <Button size="compact-sm" disabled={!displayFormValid(form)} loading={saving} onClick={() => void save(form)}>
              Save Display
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between" align="flex-start">
          <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
            <ReadValue label="Display ID">{display.gen_token}</ReadValue>
            <ReadValue label="Orientation">{orientationLabel(display.orientation)}</ReadValue>
            <ReadValue label="Playlist">{display.np.name}</ReadValue>
          </SimpleGrid>
          <Stack gap={4} align="flex-end">
            <LivenessBadge liveness={display.liveness} />
            {mayEdit && (
              <Button size="compact-xs" variant="light" onClick={() => setForm(displayFormOf(display))} aria-label={`Edit display ${display.gen_token}`}>
                Edit
              </Button>
            )}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
