import type { SignagePlaylist } from '../api/types';
import { SimpleTable } from './simple-table';

/**
 * docs/product/creatives-assets-signage.md §2.13: the playlist table, ID, Name and Media Attached; read a page at a
 * time.
 */
export function PlaylistTable({ playlists, more }: { playlists: readonly SignagePlaylist[]; more: { visible: boolean; loading: boolean; onClick(): void } }) {
  const rows = playlists.map((p) => ({ key: p.id, cells: [p.id, p.name, p.media_count] }));
  return (
    <SimpleTable label="Playlists" columns={['ID', 'Name', 'Media Attached']} rows={rows} rowTestId="playlist-row" empty="No playlists yet." more={more} />
  );
}
