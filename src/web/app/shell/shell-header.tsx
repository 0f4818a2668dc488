import { Burger, Group } from '@mantine/core';
import { TenantLogo } from '../../components/tenant-logo';
import type { ReadyShell } from '../guards/shell-loaders';
import { PathBar } from './path-bar';
import { UserMenu } from './user-menu';

interface ShellHeaderProps {
  shell: ReadyShell;
  /** Whether the menu icon is offered (the guard allows a menu bar). */
  withMenu: boolean;
  menuOpened: boolean;
  onToggleMenu(): void;
}

/** Menu icon, tenant logo, path bar and the user's menu (spec §2.4). */
export function ShellHeader({ shell, withMenu, menuOpened, onToggleMenu }: ShellHeaderProps) {
  const { tenant, projectKey, aggregateKey } = shell;
  return (
    <Group component="header" justify="space-between" px="md" py="xs" bg="dark.7" c="white" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        {withMenu && <Burger opened={menuOpened} onClick={onToggleMenu} aria-label="Toggle menu" color="white" size="sm" />}
        <TenantLogo tenantKey={tenant.key} name={tenant.name} height={36} />
        <PathBar keys={[tenant.key, projectKey, aggregateKey]} />
      </Group>
      <UserMenu tenantKey={tenant.key} />
    </Group>
  );
}
