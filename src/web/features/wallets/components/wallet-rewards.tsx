import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Select } from '../../../components/inputs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newId } from '../../../../domain/common/ids';
import { LoadFailure } from '../../../components/record/load-failure';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { getOfferedRewards, getWalletRewards, takeReward, walletKeys, type OfferedReward } from '../api/wallets';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';

/** Ours: what Take reward waits for. */
const REWARD_REQUIRED = 'Choose a reward';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The rewards taken for the wallet, newest first, with the coupon, ticket or fare each gave and its state now. */
export function TakenRewards({ walletId }: { walletId: string }) {
  const load = useQuery({ queryKey: walletKeys.rewards(walletId), queryFn: () => getWalletRewards(walletId, true), retry: false });
  if (load.isError) return <LoadFailure error={load.error} />;
  if (!load.data) return null;
  if (load.data.length === 0)
    return (
      <Text c="dimmed" data-testid="rewards-none">
        No reward taken yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped data-testid="wallet-rewards">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Taken</Table.Th>
            <Table.Th>Program</Table.Th>
            <Table.Th>Reward</Table.Th>
            <Table.Th ta="right">Points</Table.Th>
            <Table.Th>Instrument</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {load.data.map((r) => (
            <Table.Tr key={r.id} data-testid="taken-reward">
              <Table.Td>{when(r.createdOn)}</Table.Td>
              <Table.Td>{r.programName}</Table.Td>
              <Table.Td>{r.rewardName}</Table.Td>
              <Table.Td ta="right">{r.points.toLocaleString('en-GB')}</Table.Td>
              <Table.Td>
                {r.instrument.titype.toLowerCase()} {r.instrument.serial} · {r.code}
              </Table.Td>
              <Table.Td>{r.instrument.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Staff take a reward of the workspace's running programs for the wallet: the server spends the points and acquires the
 * instrument together (or neither); a refusal (not enough points, none left) shows its message. One nonce per choice, so a
 * click repeated after a lost answer does not take twice.
 */
export function TakeRewardForm({ walletId, aggregate }: { walletId: string; aggregate: string }) {
  const queryClient = useQueryClient();
  const offered = useQuery({ queryKey: walletKeys.offered(aggregate), queryFn: () => getOfferedRewards(aggregate), retry: false });
  const [chosen, setChosen] = useState<{ key: string; nonce: string } | null>(null);
  const keyOf = (r: OfferedReward) => `${r.programId}:${r.rewardId}`;
  const reward = offered.data?.find((r) => keyOf(r) === chosen?.key);
  // Take reward waits for a reward; a click on it says so beside the choice (docs/decisions/0137).
  const check = useFormCheck({ reward: reward ? null : REWARD_REQUIRED }, { reward: chosen?.key ?? null });

  const take = useMutation({
    mutationFn: ({ offer, nonce }: { offer: OfferedReward; nonce: string }) => takeReward(offer, walletId, nonce),
    onSuccess: (taken) => {
      notify.success(`Reward taken: ${taken.code}`);
      setChosen(null);
      return queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    // A refusal is final for this nonce's take: a new try is a new take.
    onError: () => setChosen((c) => (c ? { ...c, nonce: newId() } : c)),
  });

  if (offered.isError) return <LoadFailure error={offered.error} />;
  if (!offered.data) return null;
  if (offered.data.length === 0) return <Text c="dimmed">No running loyalty program of this workspace offers a reward.</Text>;
  return (
    <form aria-label="Take a reward" onSubmit={(e) => (e.preventDefault(), reward && chosen && take.mutate({ offer: reward, nonce: chosen.nonce }))}>
      <Stack gap="sm" maw={560}>
        {take.isError && (
          <Alert color="red" role="alert" data-testid="reward-take-error">
            {describeError(take.error)}
          </Alert>
        )}
        <Select
          label="Reward"
          placeholder="Choose a reward"
          data={offered.data.map((r) => ({ value: keyOf(r), label: r.label }))}
          value={chosen?.key ?? null}
          onChange={(key) => setChosen(key ? { key, nonce: newId() } : null)}
          {...check.field('reward')}
        />
        <Group>
          <SubmitGate invalid={check.invalid} onTry={check.reveal}>
            <Button type="submit" loading={take.isPending} disabled={!reward}>
              Take reward
            </Button>
          </SubmitGate>
        </Group>
      </Stack>
    </form>
  );
}
