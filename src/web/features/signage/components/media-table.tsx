import type { SignageMedia } from '../../../../domain/signage/media';
import { SimpleTable } from './simple-table';

/** Spec 03 §2.13: the media table, ID, Name and Type. */
export function MediaTable({ media }: { media: readonly SignageMedia[] }) {
  const rows = media.map((m) => ({ key: m.id, cells: [m.id, m.name, m.type] }));
  return <SimpleTable label="Media" columns={['ID', 'Name', 'Type']} rows={rows} rowTestId="media-row" empty="No media uploaded yet." />;
}
