import { Text } from '@mantine/core';
import { IconRocket, IconTicket } from '@tabler/icons-react';
import { Center } from '@mantine/core';
import { Tile, TileAction } from '../../../components/tile';
import type { TiConfigTile } from '../../../lib/ti-configs';
import { typeLine } from '../model/texts';

/** An instrument tile (docs/product/platform.md §2.13): name, type / subtype / category, launch by id. */
export function InstrumentTile({ instrument, listPath }: { instrument: TiConfigTile; listPath: string }) {
  return (
    <Tile
      name={instrument.name}
      testId="instrument-tile"
      banner={
        <Center h={64} bg="gray.1">
          <IconTicket size={32} opacity={0.5} />
        </Center>
      }
      details={
        <Text size="sm" c="dimmed" data-testid="instrument-type">
          {typeLine(instrument)}
        </Text>
      }
      actions={<TileAction tip="Launch" label={`Launch ${instrument.name}`} to={`${listPath}/${encodeURIComponent(instrument.id)}`} icon={IconRocket} />}
    />
  );
}
