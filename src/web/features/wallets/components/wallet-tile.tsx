import { Badge, Center, Group, Text } from '@mantine/core';
import { IconRocket, IconWallet } from '@tabler/icons-react';
import { Tile, TileAction } from '../../../components/tile';
import type { Wallet } from '../api/wallets';
import { pointsText, walletTitle } from '../model/ledger-view';
import { countOf } from '../../../../domain/common/text';

/** A wallet tile: its name (or its profile's), the profile, the balance and how many entries its ledger holds. */
export function WalletTile({ wallet, listPath }: { wallet: Wallet; listPath: string }) {
  const title = walletTitle(wallet);
  return (
    <Tile
      name={title}
      testId="wallet-tile"
      banner={
        <Center h={64} bg="gray.1">
          <IconWallet size={32} opacity={0.5} />
        </Center>
      }
      details={
        <>
          {wallet.name && (
            <Text size="sm" c="dimmed">
              {wallet.profileName}
            </Text>
          )}
          <Group gap={6} mt={4}>
            <Badge variant="light" data-testid="wallet-balance">
              {pointsText(wallet.balance)}
            </Badge>
            <Text size="xs" c="dimmed" data-testid="wallet-entries">
              {countOf(wallet.entries, 'entry', 'entries')}
            </Text>
            {!wallet.enabled && (
              <Badge color="gray" variant="outline">
                Disabled
              </Badge>
            )}
          </Group>
        </>
      }
      actions={<TileAction tip="Open" label={`Open ${title}`} to={`${listPath}/${encodeURIComponent(wallet.id)}`} icon={IconRocket} />}
    />
  );
}
