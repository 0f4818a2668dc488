import { ScrollArea, Table, Text } from '@mantine/core';
import { orientationLabel } from '../../../../domain/signage/display';
import { formatDateTime } from '../../../components/relations/date-time';
import type { AssetChoice } from '../api/displays';
import type { SignageDisplay } from '../api/types';
import { ShowMore } from '../../../components/list-toolbar';
import { LivenessBadge } from '../../../components/signage/liveness-badge';
import { RowActions } from './row-actions';

interface DisplaysTableProps {
  displays: readonly SignageDisplay[];
  assets: readonly AssetChoice[];
  more: { visible: boolean; loading: boolean; onClick(): void };
  /** Editors edit and delete displays; readers get no actions column. */
  actions?: { edit(display: SignageDisplay): void; remove(display: SignageDisplay): void };
}

/**
 * The workspace's displays, a page at a time: device ID, asset, playlist, orientation, liveness, last seen, player
 * version and what plays now.
 */
export function DisplaysTable({ displays, assets, more, actions }: DisplaysTableProps) {
  if (!displays.length) return <Text c="dimmed">No displays yet.</Text>;
  const assetName = new Map(assets.map((a) => [a.id, a.name]));
  return (
    <>
      <ScrollArea>
        <Table striped withTableBorder fz="sm" aria-label="Displays">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Device ID</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Asset</Table.Th>
              <Table.Th>Playlist</Table.Th>
              <Table.Th>Orientation</Table.Th>
              <Table.Th>Liveness</Table.Th>
              <Table.Th>Last seen</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th>Playing now</Table.Th>
              {actions && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {displays.map((d) => (
              <Table.Tr key={d.id} data-testid="display-row">
                <Table.Td ff="monospace">{d.gen_token}</Table.Td>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td>{assetName.get(d.asset_id) ?? d.asset_id}</Table.Td>
                <Table.Td>{d.np.name}</Table.Td>
                <Table.Td>{orientationLabel(d.orientation)}</Table.Td>
                <Table.Td>
                  <LivenessBadge liveness={d.liveness} />
                  {!d.paired && (
                    <Text size="xs" c="dimmed">
                      Not paired
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{d.last_seen ? formatDateTime(d.last_seen) : '–'}</Table.Td>
                <Table.Td>{d.player_version ?? '–'}</Table.Td>
                <Table.Td>{d.playing ? `${d.playing.name} since ${formatDateTime(d.playing.since)}` : '–'}</Table.Td>
                {actions && (
                  <Table.Td>
                    <RowActions name={d.name} onEdit={() => actions.edit(d)} onDelete={() => actions.remove(d)} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ShowMore {...more} />
    </>
  );
}
