import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { ProgramFigures } from '../api/loyalty';

const tile = (label: string, value: number, testId: string) => (
  <Paper withBorder p="md" key={testId}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fz={24} fw={700} data-testid={testId}>
      {value.toLocaleString('en-GB')}
    </Text>
  </Paper>
);

/** A program's figures: members, points issued, spent and expired, rewards taken, and each reward's takes. */
export function ProgramFiguresView({ figures }: { figures: ProgramFigures }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {tile('Members', figures.members, 'figure-members')}
        {tile('Points issued', figures.pointsIssued, 'figure-issued')}
        {tile('Points spent', figures.pointsSpent, 'figure-spent')}
        {tile('Points expired', figures.pointsExpired, 'figure-expired')}
        {tile('Rewards taken', figures.rewardsTaken, 'figure-taken')}
      </SimpleGrid>
      {figures.rewards.length > 0 && (
        <Table mt="sm" striped data-testid="figure-rewards">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reward</Table.Th>
              <Table.Th ta="right">Taken</Table.Th>
              <Table.Th ta="right">Points spent</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.rewards.map((r) => (
              <Table.Tr key={r.rewardId}>
                <Table.Td>{r.name || 'A reward since removed'}</Table.Td>
                <Table.Td ta="right">{r.taken.toLocaleString('en-GB')}</Table.Td>
                <Table.Td ta="right">{r.points.toLocaleString('en-GB')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
