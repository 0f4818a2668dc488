import { useState, useSyncExternalStore } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { privilegeOn } from '../../../../domain/access';
import { SIGNAGE_EDIT_ROLE } from '../../../../domain/signage/roles';
import { ErrorPanel } from '../../../components/error-panel';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { getSession, subscribeSession } from '../../../lib/session';
import { assetChoicesQuery, displaysQuery, DISPLAYS_REFRESH_MS } from '../api/displays';
import { signageKey } from '../../../components/signage/api';
import { mediaQuery } from '../api/media';
import { getPlaylist, playlistsQuery } from '../api/playlists';
import type { SignagePlaylist } from '../api/types';
import { DisplayForm } from '../components/display-form';
import { DisplaysTable } from '../components/displays-table';
import { MediaTable } from '../components/media-table';
import { MediaUploadForm } from '../components/media-upload-form';
import { OverridePanel } from '../components/override-panel';
import { Panel } from '../components/panel';
import { PlaylistCards } from '../components/playlist-cards';
import { PlaylistForm } from '../components/playlist-form';
import { PlaylistTable } from '../components/playlist-table';
import { PlaysPanel } from '../components/plays-panel';

/** The playlist form's subject: a stored playlist as read now, or null for a new one; undefined while closed. */
type Editing = SignagePlaylist | null | undefined;

/**
 * Digital signage of the workspace (spec 03 §2.13; docs/decisions.md "Signage page"): playlists, media, displays.
 * Reading is VIEWER's, the forms EDITOR's; every write refreshes only what it changed (no page reloads).
 */
export function SignagePage() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const aggregateId = session.aggregate?.id ?? '';
  const mayEdit = privilegeOn(session.roles ?? [], session.aggregate?.resource ?? '') >= SIGNAGE_EDIT_ROLE;
  const queryClient = useQueryClient();
  const enabled = Boolean(aggregateId);
  const media = useQuery({ ...mediaQuery(aggregateId), enabled });
  const playlists = useQuery({ ...playlistsQuery(aggregateId), enabled });
  const displays = useQuery({ ...displaysQuery(aggregateId), enabled, refetchInterval: DISPLAYS_REFRESH_MS });
  const assets = useQuery({ ...assetChoicesQuery(aggregateId), enabled });
  const [editing, setEditing] = useState<Editing>(undefined);
  const refresh = (part: Parameters<typeof signageKey>[1]) => queryClient.invalidateQueries({ queryKey: signageKey(aggregateId, part) });

  async function edit(id: string) {
    try {
      setEditing(await getPlaylist(id));
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  if (media.isPending || playlists.isPending || displays.isPending) return <Spinner />;
  const failed = media.error ?? playlists.error ?? displays.error;
  if (failed) return <ErrorPanel error={failed} />;
  return (
    <Stack p="md" gap="md">
      <Title order={2}>Digital Signage</Title>
      <Panel
        title="Playlists"
        actions={
          mayEdit && (
            <Button size="compact-sm" leftSection={<IconPlaylistAdd size={16} />} disabled={editing !== undefined} onClick={() => setEditing(null)}>
              New Playlist
            </Button>
          )
        }
      >
        <Stack>
          {editing !== undefined && (
            <PlaylistForm
              key={editing?.id ?? 'new'}
              aggregateId={aggregateId}
              media={media.data ?? []}
              playlist={editing}
              onClose={() => setEditing(undefined)}
              onSaved={() => {
                setEditing(undefined);
                void refresh('playlists');
              }}
            />
          )}
          <PlaylistCards playlists={playlists.data ?? []} mayEdit={mayEdit && editing === undefined} onEdit={(id) => void edit(id)} />
        </Stack>
      </Panel>
      {mayEdit && (
        <Panel title="New Media Upload">
          <MediaUploadForm aggregateId={aggregateId} onUploaded={() => void refresh('media')} />
        </Panel>
      )}
      <Panel title="Media">
        <MediaTable media={media.data ?? []} />
      </Panel>
      <Panel title="Playlist Table">
        <PlaylistTable playlists={playlists.data ?? []} />
      </Panel>
      {mayEdit && (
        <Panel title="New Display">
          <DisplayForm
            aggregateId={aggregateId}
            playlists={playlists.data ?? []}
            assets={assets.data ?? []}
            onSaved={() => {
              void refresh('displays');
              void refresh('playlists');
            }}
          />
        </Panel>
      )}
      <Panel title="Displays">
        <DisplaysTable displays={displays.data ?? []} assets={assets.data ?? []} />
      </Panel>
      <Panel title="Emergency Override">
        <OverridePanel aggregateId={aggregateId} media={media.data ?? []} mayEdit={mayEdit} />
      </Panel>
      <Panel title="Proof of Play">
        <PlaysPanel aggregateId={aggregateId} />
      </Panel>
    </Stack>
  );
}
