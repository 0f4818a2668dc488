import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../inputs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  displayFormOf,
  displayFormProblems,
  displayInputOf,
  NEW_DISPLAY_FORM,
  ORIENTATION_CHOICES,
  orientationLabel,
  type DisplayForm,
} from '../../../domain/signage/display';
import { SIGNAGE_MESSAGES } from '../../../domain/signage/messages';
import { describeError } from '../../lib/api-error';
import { SubmitGate } from '../../lib/form-check';
import { useFormCheck } from '../../lib/use-form-check';
import { notify } from '../../lib/notify';
import { ReadValue } from '../fields/read-value';
import { createDisplay, readSignageList, signageKey, updateDisplay, type SignageDisplay, type SignagePlaylist } from './api';
import { LivenessBadge } from './liveness-badge';
import { SearchSelect } from './search-select';

/** Displays an asset shows at most: a screen or a few stand at one place. */
const ASSET_DISPLAYS = 50;

interface AssetDisplaysProps {
  aggregateId: string;
  assetId: string;
  /** The asset's name: a display added here is named after it. */
  assetName: string;
  /** Whether a campaign is attached to the asset now: a display plays only at an asset with one. */
  campaignNow: boolean;
  /** The workspace's signage page, where displays are added (none for another workspace's asset). */
  signagePath?: string;
  /** EDITOR on the workspace (docs/product/creatives-assets-signage.md §6: the asset's display group). */
  mayEdit: boolean;
}

/**
 * A Zeetamind asset's Display ID, orientation and playlist (docs/product/creatives-assets-signage.md §2.11), read from
 * and written to the displays that stand at the asset — the records the signage page lists and the players play — not
 * copies kept on the asset. An asset with none offers the same three fields to add its display, named after it.
 */
export function AssetDisplays({ aggregateId, assetId, assetName, campaignNow, signagePath, mayEdit }: AssetDisplaysProps) {
  const queryClient = useQueryClient();
  // The displays standing at this asset, read on the server (a workspace may have thousands of screens).
  const displays = useQuery({
    queryKey: signageKey(aggregateId, 'displays', 'asset', assetId),
    queryFn: () => readSignageList<SignageDisplay>(aggregateId, 'displays', { limit: ASSET_DISPLAYS, asset: assetId }, true),
    staleTime: 0,
    enabled: Boolean(aggregateId),
  });
  const mine = displays.data ?? [];
  // A display changed here changes the signage page's tables too (its playlists count their displays).
  const refresh = () =>
    Promise.all((['displays', 'playlists'] as const).map((part) => queryClient.invalidateQueries({ queryKey: signageKey(aggregateId, part) })));
  // Displays are added in the asset's own workspace (the signage page's), by those who may edit it.
  const mayAdd = mayEdit && Boolean(signagePath);
  return (
    <Stack gap="xs" data-testid="asset-displays" style={{ gridColumn: '1 / -1' }}>
      {displays.isSuccess && !mine.length && !mayAdd && <Text c="dimmed">No display stands at this asset yet.</Text>}
      {displays.isSuccess && !mine.length && mayAdd && (
        <Paper withBorder p="sm" data-testid="asset-display-new">
          <DisplayFieldsForm
            aggregateId={aggregateId}
            initial={{ ...NEW_DISPLAY_FORM, name: assetName, assetId }}
            playlistName=""
            submitLabel="Add Display"
            blocked={campaignNow ? null : SIGNAGE_MESSAGES.attachCampaign}
            onSubmit={async (body) => {
              await createDisplay(aggregateId, body);
              notify.success(SIGNAGE_MESSAGES.displayUploaded);
              await refresh();
            }}
          />
        </Paper>
      )}
      {mine.map((d) => (
        <AssetDisplay key={d.id} display={d} aggregateId={aggregateId} mayEdit={mayEdit} onSaved={refresh} />
      ))}
      {signagePath && (
        <Anchor component={Link} to={signagePath} size="sm">
          Digital Signage
        </Anchor>
      )}
    </Stack>
  );
}

interface DisplayFieldsFormProps {
  aggregateId: string;
  initial: DisplayForm;
  playlistName: string;
  submitLabel: string;
  /** Why the form may not be sent now, said beside its button. */
  blocked?: string | null;
  onSubmit(body: ReturnType<typeof displayInputOf>): Promise<void>;
  onCancel?(): void;
}

/** Display ID, orientation and playlist of a display at the asset; the button waits for a valid form. */
function DisplayFieldsForm({ aggregateId, initial, playlistName: storedPlaylist, submitLabel, blocked, onSubmit, onCancel }: DisplayFieldsFormProps) {
  const [form, setForm] = useState(initial);
  const [playlistName, setPlaylistName] = useState(storedPlaylist);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof displayInputOf>) => onSubmit(body),
    onError: () => void notify.error(SIGNAGE_MESSAGES.displayFailed),
  });
  const saving = save.isPending;
  // The fields this form shows say their problems beside them, once touched; the button waits for none of any field
  // (the name and asset come from the asset, docs/decisions/0137).
  const check = useFormCheck(displayFormProblems(form), form);

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Display ID"
          value={form.gen_token}
          onChange={(e) => setForm({ ...form, gen_token: e.currentTarget.value })}
          {...check.field('gen_token')}
        />
        <Select
          label="Orientation"
          data={ORIENTATION_CHOICES}
          value={String(form.orientation)}
          onChange={(v) => setForm({ ...form, orientation: Number(v ?? 0) })}
          {...check.field('orientation')}
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
            setPlaylistName(playlist?.name ?? '');
            setForm({ ...form, npId: id });
          }}
          {...check.field('npId')}
        />
      </SimpleGrid>
      {save.isError && (
        <Alert color="red" title={SIGNAGE_MESSAGES.displayFailed}>
          {describeError(save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        {blocked && (
          <Text size="sm" c="dimmed">
            {blocked}
          </Text>
        )}
        {onCancel && (
          <Button variant="default" size="compact-sm" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <SubmitGate invalid={check.invalid} onTry={check.reveal}>
          <Button
            size="compact-sm"
            disabled={Boolean(blocked) || check.invalid}
            loading={saving}
            onClick={() => save.mutate(displayInputOf(form, playlistName))}
          >
            {submitLabel}
          </Button>
        </SubmitGate>
      </Group>
    </Stack>
  );
}

function AssetDisplay({
  display,
  aggregateId,
  mayEdit,
  onSaved,
}: {
  display: SignageDisplay;
  aggregateId: string;
  mayEdit: boolean;
  onSaved(): Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="sm" data-testid="asset-display">
      {editing ? (
        <DisplayFieldsForm
          aggregateId={aggregateId}
          initial={displayFormOf(display)}
          playlistName={display.np.name}
          submitLabel="Save Display"
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await updateDisplay(display.id, body);
            notify.success(SIGNAGE_MESSAGES.displayUploaded);
            setEditing(false);
            await onSaved();
          }}
        />
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
              <Button size="compact-xs" variant="light" onClick={() => setEditing(true)} aria-label={`Edit display ${display.gen_token}`}>
                Edit
              </Button>
            )}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
