import { useState, useSyncExternalStore } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { privilegeOn } from '../../../../domain/access';
import type { SignageMedia } from '../../../../domain/signage/media';
import { SIGNAGE_EDIT_ROLE } from '../../../../domain/signage/roles';
import { ErrorPanel } from '../../../components/error-panel';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { getSession, subscribeSession } from '../../../lib/session';
import { assetChoicesQuery, deleteDisplay, DISPLAYS_REFRESH_MS } from '../api/displays';
import { signageKey } from '../../../components/signage/api';
import { deleteMedia } from '../api/media';
import { deletePlaylist, getPlaylist } from '../api/playlists';
import type { SignageDisplay, SignagePlaylist } from '../api/types';
import { DisplayForm } from '../components/display-form';
import { DisplaysTable } from '../components/displays-table';
import { MediaTable } from '../components/media-table';
import { Panel } from '../components/panel';
import { PlaylistCards } from '../components/playlist-cards';
import { PlaylistTable } from '../components/playlist-table';
import { useSignageDelete } from '../hooks/use-signage-delete';
import { useSignageTable } from '../hooks/use-signage-table';
import { lazyComponent } from '../../../lib/lazy-component';

// The playlist form (opened by New Playlist or a card's pencil) and the two panels at the page's foot come from
// chunks of their own: the page's tables paint first (docs/performance.md "First load").
// The upload form (with its date pickers) draws once its code comes, after the page's lists.
const MediaUploadForm = lazyComponent('MediaUploadForm', () => import('../components/media-upload-form').then((m) => m.MediaUploadForm));
const PlaylistForm = lazyComponent('PlaylistForm', () => import('../components/playlist-form').then((m) => m.PlaylistForm));
const OverridePanel = lazyComponent('OverridePanel', () => import('../components/override-panel').then((m) => m.OverridePanel));
const PlaysPanel = lazyComponent('PlaysPanel', () => import('../components/plays-panel').then((m) => m.PlaysPanel));

/** The playlist form's subject: a stored playlist as read now, or null for a new one; undefined while closed. */
type Editing = SignagePlaylist | null | undefined;

/**
 * Digital signage of the workspace (docs/product/creatives-assets-signage.md §2.13; docs/decisions/0110-signage-page.md):
 * playlists, media, displays, each read from the server a page at a time. Reading is VIEWER's, the forms and deletes
 * EDITOR's; every write refreshes only what it changed (no page reloads).
 */
export function SignagePage() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const aggregateId = session.aggregate?.id ?? '';
  const mayEdit = privilegeOn(session.roles ?? [], session.aggregate?.resource ?? '') >= SIGNAGE_EDIT_ROLE;
  const queryClient = useQueryClient();
  const media = useSignageTable<SignageMedia>(aggregateId, 'media');
  const playlists = useSignageTable<SignagePlaylist>(aggregateId, 'playlists');
  const displays = useSignageTable<SignageDisplay>(aggregateId, 'displays', DISPLAYS_REFRESH_MS);
  const assets = useQuery({ ...assetChoicesQuery(aggregateId), enabled: Boolean(aggregateId) });
  const [editing, setEditing] = useState<Editing>(undefined);
  const [editingDisplay, setEditingDisplay] = useState<SignageDisplay | null>(null);
  const askDelete = useSignageDelete(aggregateId);
  const refresh = (part: Parameters<typeof signageKey>[1]) => queryClient.invalidateQueries({ queryKey: signageKey(aggregateId, part) });

  async function edit(id: string) {
    try {
      setEditing(await getPlaylist(id));
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  if (media.query.isPending || playlists.query.isPending || displays.query.isPending) return <Spinner />;
  const failed = media.query.error ?? playlists.query.error ?? displays.query.error;
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
              playlist={editing}
              onClose={() => setEditing(undefined)}
              onSaved={() => {
                setEditing(undefined);
                void refresh('playlists');
              }}
            />
          )}
          <PlaylistCards
            playlists={playlists.items}
            mayEdit={mayEdit && editing === undefined}
            onEdit={(id) => void edit(id)}
            onDelete={(p) => askDelete({ what: 'playlist', item: p, remove: deletePlaylist, changed: ['playlists'] })}
            more={playlists.showMore}
          />
        </Stack>
      </Panel>
      {mayEdit && (
        <Panel title="New Media Upload">
          <MediaUploadForm aggregateId={aggregateId} onUploaded={() => void refresh('media')} />
        </Panel>
      )}
      <Panel title="Media">
        <MediaTable
          media={media.items}
          more={media.showMore}
          onDelete={mayEdit ? (m) => askDelete({ what: 'media', item: m, remove: deleteMedia, changed: ['media'] }) : undefined}
        />
      </Panel>
      <Panel title="Playlist Table">
        <PlaylistTable playlists={playlists.items} more={playlists.showMore} />
      </Panel>
      {mayEdit && (
        <Panel title="New Display">
          <DisplayForm
            aggregateId={aggregateId}
            assets={assets.data ?? []}
            onSaved={() => {
              void refresh('displays');
              void refresh('playlists');
            }}
          />
        </Panel>
      )}
      <Panel title="Displays">
        <Stack>
          {editingDisplay && (
            <DisplayForm
              key={editingDisplay.id}
              aggregateId={aggregateId}
              assets={assets.data ?? []}
              display={editingDisplay}
              onClose={() => setEditingDisplay(null)}
              onSaved={() => {
                setEditingDisplay(null);
                void refresh('displays');
                void refresh('playlists');
              }}
            />
          )}
          <DisplaysTable
            displays={displays.items}
            assets={assets.data ?? []}
            more={displays.showMore}
            actions={
              mayEdit
                ? {
                    edit: setEditingDisplay,
                    remove: (d) => askDelete({ what: 'display', item: d, remove: deleteDisplay, changed: ['displays', 'playlists'] }),
                  }
                : undefined
            }
          />
        </Stack>
      </Panel>
      <Panel title="Emergency Override">
        <OverridePanel aggregateId={aggregateId} mayEdit={mayEdit} />
      </Panel>
      <Panel title="Proof of Play">
        <PlaysPanel aggregateId={aggregateId} />
      </Panel>
    </Stack>
  );
}
