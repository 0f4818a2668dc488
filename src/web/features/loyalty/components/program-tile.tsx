import { Badge, Center, Group, Text } from '@mantine/core';
import { IconGift, IconRocket } from '@tabler/icons-react';
import type { Program } from '../../../../domain/loyalty/program';
import { Tile, TileAction } from '../../../components/tile';
import { expiryText } from '../model/program-view';
import { countOf } from '../../../../domain/common/text';

/** A program tile: its name, whether it runs, how many rules and rewards it has, and its expiry. */
export function ProgramTile({ program, listPath }: { program: Program; listPath: string }) {
  return (
    <Tile
      name={program.name}
      testId="program-tile"
      banner={
        <Center h={64} bg="gray.1">
          <IconGift size={32} opacity={0.5} />
        </Center>
      }
      details={
        <>
          <Group gap={6}>
            <Badge variant="light" color={program.enabled ? 'green' : 'gray'}>
              {program.enabled ? 'Running' : 'Stopped'}
            </Badge>
            <Text size="xs" c="dimmed">
              {countOf(program.earningRules.length, 'rule')} · {countOf(program.rewards.length, 'reward')}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {expiryText(program.expiryDays)}
          </Text>
        </>
      }
      actions={<TileAction tip="Open" label={`Open ${program.name}`} to={`${listPath}/${encodeURIComponent(program.id)}`} icon={IconRocket} />}
    />
  );
}
