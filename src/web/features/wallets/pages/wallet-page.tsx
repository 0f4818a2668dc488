import { useSyncExternalStore } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { WALLET_ADJUST_ROLE } from '../../../../domain/wallets/terms';
import { LoadFailure } from '../../../components/record/load-failure';
import { RecordFrame } from '../../../components/record/record-frame';
import { PageLoader } from '../../../components/spinner';
import { NotFoundContent } from '../../../components/status-message';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';
import { getSession, subscribeSession } from '../../../lib/session';
import { getWallet, walletKeys } from '../api/wallets';
import { AdjustmentForm } from '../components/adjustment-form';
import { HeldInstruments } from '../components/held-instruments';
import { WalletLedger } from '../components/wallet-ledger';
import { TakenRewards, TakeRewardForm } from '../components/wallet-rewards';
import { pointsText, walletTitle } from '../model/ledger-view';
import { useWalletScope } from './use-wallet-scope';
import { countOf } from '../../../../domain/common/text';

/** Staff names for the ledger's adjustments: the tenant's users when the caller may list them, else 'you' and 'a staff member'. */
function useActorName(tenant: string) {
  const me = useSyncExternalStore(subscribeSession, () => getSession().userInfo?.sub ?? '');
  const users = useQuery({
    queryKey: walletKeys.staff(tenant),
    queryFn: () => api.get<{ id: string; username: string }[]>(`/api/1.0/users?${new URLSearchParams({ tenant })}`),
    retry: false,
    staleTime: 60_000,
  });
  return (id: string) => (id === me ? 'you' : (users.data?.find((u) => u.id === id)?.username ?? 'a staff member'));
}

/**
 * A wallet (docs/product/platform.md §7 Wallets): balance, ledger, the instruments its profile holds, and a manual
 * adjustment.
 */
export function WalletPage({ id }: { id: string }) {
  const { listPath, tenant, privilege, aggregateId } = useWalletScope();
  const actorName = useActorName(tenant);
  const load = useQuery({ queryKey: walletKeys.detail(id), queryFn: () => getWallet(id, true), retry: false });
  const wallet = load.data;
  usePageTitle(wallet && walletTitle(wallet));
  if (load.error instanceof ApiError && load.error.status === 404) return <NotFoundContent />;

  return (
    <RecordFrame title={wallet ? `Wallet ${walletTitle(wallet)}` : 'Wallet'} closeTo={listPath}>
      {load.isError ? (
        <LoadFailure error={load.error} />
      ) : !wallet ? (
        <PageLoader />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Paper withBorder p="md">
              <Text size="sm" c="dimmed">
                Balance
              </Text>
              <Text fz={28} fw={700} data-testid="wallet-balance">
                {pointsText(wallet.balance)}
              </Text>
            </Paper>
            <Paper withBorder p="md">
              <Text size="sm" c="dimmed">
                Profile
              </Text>
              <Text fw={600} data-testid="wallet-profile-name">
                {wallet.profileName}
              </Text>
            </Paper>
            <Paper withBorder p="md">
              <Text size="sm" c="dimmed">
                Ledger
              </Text>
              <Group gap="xs">
                <Text fw={600} data-testid="wallet-entry-count">
                  {countOf(wallet.entries, 'entry', 'entries')}
                </Text>
                {!wallet.enabled && <Badge color="gray">Disabled</Badge>}
              </Group>
            </Paper>
          </SimpleGrid>
          {privilege >= WALLET_ADJUST_ROLE && (
            <section aria-label="Adjust the balance">
              <Title order={2} size="h4" mb="xs">
                Adjust the balance
              </Title>
              <AdjustmentForm walletId={wallet.id} />
            </section>
          )}
          <section aria-label="Ledger">
            <Title order={2} size="h4" mb="xs">
              Ledger
            </Title>
            <WalletLedger walletId={wallet.id} actorName={actorName} />
          </section>
          <section aria-label="Instruments">
            <Title order={2} size="h4" mb="xs">
              Instruments
            </Title>
            <HeldInstruments instruments={wallet.instruments} />
          </section>
          <section aria-label="Rewards">
            <Title order={2} size="h4" mb="xs">
              Rewards
            </Title>
            <Stack gap="md">
              {/* Rewards are a workspace's programs': offered where the wallet is kept, or in the workspace the page is opened in. */}
              {privilege >= WALLET_ADJUST_ROLE && (wallet.aggregate_id || aggregateId) && (
                <TakeRewardForm walletId={wallet.id} aggregate={wallet.aggregate_id || aggregateId} />
              )}
              <TakenRewards walletId={wallet.id} />
            </Stack>
          </section>
        </Stack>
      )}
    </RecordFrame>
  );
}
