import type { SignageMedia } from '../../../../domain/signage/media';
import { RowActions } from './row-actions';
import { SimpleTable } from './simple-table';

interface MediaTableProps {
  media: readonly SignageMedia[];
  more: { visible: boolean; loading: boolean; onClick(): void };
  /** Editors delete media; readers get no actions column. */
  onDelete?(media: SignageMedia): void;
}

/** docs/product/creatives-assets-signage.md §2.13: the media table, ID, Name and Type; read a page at a time. */
export function MediaTable({ media, more, onDelete }: MediaTableProps) {
  const rows = media.map((m) => ({
    key: m.id,
    cells: [m.id, m.name, m.type, ...(onDelete ? [<RowActions key="actions" name={m.name} onDelete={() => onDelete(m)} />] : [])],
  }));
  const columns = ['ID', 'Name', 'Type', ...(onDelete ? ['Actions'] : [])];
  return <SimpleTable label="Media" columns={columns} rows={rows} rowTestId="media-row" empty="No media uploaded yet." more={more} />;
}
