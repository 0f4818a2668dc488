import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select, Textarea } from '../../../components/inputs';
import { IconDeviceTv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { linkedNow } from '../../../../domain/media-items/chips';
import {
  displayFormOf,
  displayFormProblems,
  displayInputOf,
  NEW_DISPLAY_FORM,
  ORIENTATION_CHOICES,
  type DisplayForm as Form,
} from '../../../../domain/signage/display';
import { SIGNAGE_MESSAGES } from '../../../../domain/signage/messages';
import { describeError } from '../../../lib/api-error';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { notify } from '../../../lib/notify';
import { createDisplay, updateDisplay, type AssetChoice } from '../api/displays';
import type { SignageDisplay, SignagePlaylist } from '../api/types';
import { SearchSelect } from '../../../components/signage/search-select';

interface DisplayFormProps {
  aggregateId: string;
  assets: readonly AssetChoice[];
  /** The display as stored now, to edit; a new one when left out. */
  display?: SignageDisplay;
  onSaved(display: SignageDisplay): void;
  /** Closes an edit without saving. */
  onClose?(): void;
}

const isZeetamind = (a: AssetChoice) => (a.category ?? '').toLowerCase() === 'zeetamind';

/**
 * 'New Display' (docs/product/creatives-assets-signage.md §2.13, §5), and the same form editing a stored display (saved
 * by PUT, checked as a new one): device ID, name, description, orientation, playlist — and the asset the screen stands
 * at (ours: a display belongs to an asset). 'Add New Display' is disabled while invalid, and while the chosen asset has
 * no campaign attached now, which the form then says (docs/product/creatives-assets-signage.md §2.13).
 */
export function DisplayForm({ aggregateId, assets, display, onSaved, onClose }: DisplayFormProps) {
  const [form, setForm] = useState<Form>(() => (display ? displayFormOf(display) : NEW_DISPLAY_FORM));
  const [playlistName, setPlaylistName] = useState(display?.np.name ?? '');
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  // Each field's problem beside it once touched; the button waits for none (docs/decisions/0137).
  const check = useFormCheck(displayFormProblems(form), form);
  const asset = assets.find((a) => a.id === form.assetId);
  const noCampaign = asset !== undefined && !linkedNow(asset.relations ?? [], 'campaign', new Date());
  // Zeetamind screens first: they are the ones that play media (docs/product/creatives-assets-signage.md §2.11).
  const assetChoices = [...assets]
    .sort((a, b) => Number(isZeetamind(b)) - Number(isZeetamind(a)))
    .map((a) => ({ value: a.id, label: a.category ? `${a.name} (${a.category})` : a.name }));

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof displayInputOf>) => (display ? updateDisplay(display.id, body) : createDisplay(aggregateId, body)),
    onSuccess: (saved) => {
      notify.success(display ? SIGNAGE_MESSAGES.displaySaved : SIGNAGE_MESSAGES.displayUploaded);
      if (!display) {
        setForm(NEW_DISPLAY_FORM);
        check.reset(NEW_DISPLAY_FORM);
      }
      onSaved(saved);
    },
    onError: () => void notify.error(SIGNAGE_MESSAGES.displayFailed),
  });

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={display ? `Edit display ${display.name}` : 'New Display'}
      onSubmit={(e) => (e.preventDefault(), save.mutate(displayInputOf(form, playlistName)))}
      onKeyDown={check.onKeyDown}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Device ID"
          withAsterisk
          description="The code the screen shows"
          value={form.gen_token}
          onChange={(e) => set({ gen_token: e.currentTarget.value })}
          {...check.field('gen_token')}
        />
        <TextInput label="Display name" withAsterisk value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} {...check.field('name')} />
        <Select
          label="Orientation"
          withAsterisk
          data={ORIENTATION_CHOICES}
          value={String(form.orientation)}
          onChange={(v) => set({ orientation: Number(v ?? 0) })}
          {...check.field('orientation')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SearchSelect<SignagePlaylist>
          aggregateId={aggregateId}
          list="playlists"
          label="Playlist"
          withAsterisk
          placeholder="Choose a playlist"
          labelOf={(p) => p.name}
          value={form.npId}
          onChange={(npId, p) => {
            set({ npId });
            setPlaylistName(p?.name ?? '');
          }}
          {...check.field('npId')}
        />
        <Select
          label="Asset"
          withAsterisk
          placeholder="Choose the screen's asset"
          searchable
          data={assetChoices}
          value={form.assetId || null}
          onChange={(v) => set({ assetId: v ?? '' })}
          {...check.field('assetId')}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Description"
          autosize
          minRows={1}
          value={form.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          {...check.field('description')}
        />
      </SimpleGrid>
      {noCampaign && (
        <Alert color="orange" data-testid="attach-campaign">
          {SIGNAGE_MESSAGES.attachCampaign}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" title={SIGNAGE_MESSAGES.displayFailed}>
          {describeError(save.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        {onClose && (
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
        )}
        <SubmitGate invalid={check.invalid} onTry={check.reveal}>
          <Button type="submit" leftSection={<IconDeviceTv size={16} />} disabled={check.invalid || noCampaign} loading={save.isPending}>
            {display ? 'Save Display' : 'Add New Display'}
          </Button>
        </SubmitGate>
      </Group>
    </Stack>
  );
}
