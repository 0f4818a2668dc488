import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { displayFormValid, displayInputOf, ORIENTATION_CHOICES, orientationLabel, type DisplayForm } from '../../../domain/signage/display';
import { SIGNAGE_MESSAGES } from '../../../domain/signage/messages';
import { describeError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { ReadValue } from '../fields/read-value';
import { displaysQuery, playlistsQuery, signageKey, updateDisplay, type SignageDisplay } from './api';
import { LivenessBadge } from './liveness-badge';

interface AssetDisplaysProps {
  aggregateId: string;
  assetId: string;
  /** The workspace's signage page, where displays are added (none for another workspace's asset). */
  signagePath?: string;
  /** EDITOR on the workspace (spec 03 §6: the asset's display group). */
  mayEdit: boolean;
}

const formOf = (d: SignageDisplay): DisplayForm => ({
  gen_token: d.gen_token,
  name: d.name,
  description: d.description,
  orientation: d.orientation,
  npId: d.np.id,
  assetId: d.asset_id,
});

/**
 * A Zeetamind asset's Display ID, orientation and playlist (spec 03 §2.11), read from and written to the displays that
 * stand at the asset — the records the signage page lists and the players play — not copies kept on the asset.
 */
export function AssetDisplays({ aggregateId, assetId, signagePath, mayEdit }: AssetDisplaysProps) {
  const displays = useQuery({ ...displaysQuery(aggregateId), enabled: Boolean(aggregateId) });
  const mine = (displays.data ?? []).filter((d) => d.asset_id === assetId);
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
  const playlists = useQuery({ ...playlistsQuery(aggregateId), enabled: form !== null });

  async function save(f: DisplayForm) {
    setSaving(true);
    setFailure(null);
    try {
      await updateDisplay(display.id, displayInputOf(f, playlists.data?.find((p) => p.id === f.npId)?.name));
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
            <Select
              label="Playlist"
              data={(playlists.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={form.npId || null}
              onChange={(v) => setForm({ ...form, npId: v ?? '' })}
              comboboxProps={{ withinPortal: true }}
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
              <Button size="compact-xs" variant="light" onClick={() => setForm(formOf(display))} aria-label={`Edit display ${display.gen_token}`}>
                Edit
              </Button>
            )}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
