import { Button, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getWalletEntries, walletKeys, type WalletEntry } from '../api/wallets';
import { entryKindLabel, olderCursor, signedPointsText, sourceLabel } from '../model/ledger-view';

const PAGE = 50;
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The wallet's ledger, newest first; 'Older entries' reads the page before the oldest shown. */
export function WalletLedger({ walletId, actorName }: { walletId: string; actorName(id: string): string }) {
  const query = useInfiniteQuery({
    queryKey: walletKeys.ledger(walletId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => getWalletEntries(walletId, pageParam, PAGE, true),
    getNextPageParam: (last) => olderCursor(last, PAGE),
    retry: false,
  });
  const entries: WalletEntry[] = query.data?.pages.flat() ?? [];
  if (query.isPending) return <Text c="dimmed">Loading the ledger…</Text>;
  if (query.isError) return <Text c="red">{String(query.error)}</Text>;
  if (entries.length === 0)
    return (
      <Text c="dimmed" data-testid="ledger-empty">
        No entries yet.
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="wallet-ledger">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Entry</Table.Th>
              <Table.Th ta="right">Points</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>From</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.seq} data-testid="ledger-entry">
                <Table.Td>{e.seq}</Table.Td>
                <Table.Td>{when(e.createdOn)}</Table.Td>
                <Table.Td>{entryKindLabel(e.kind)}</Table.Td>
                <Table.Td ta="right" c={e.points < 0 ? 'red' : 'green'}>
                  {signedPointsText(e.points)}
                </Table.Td>
                <Table.Td ta="right">{e.balanceAfter.toLocaleString('en-GB')}</Table.Td>
                <Table.Td>{e.reason}</Table.Td>
                <Table.Td>{e.actor ? `${sourceLabel(e.source.kind)} by ${actorName(e.actor)}` : sourceLabel(e.source.kind)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {query.hasNextPage && (
        <Button variant="subtle" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Older entries
        </Button>
      )}
    </>
  );
}
