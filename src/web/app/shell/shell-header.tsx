import { Box, Burger, Group } from '@mantine/core';
import { TenantLogo } from '../../components/tenant-logo';
import type { ReadyShell } from '../guards/shell-loaders';
import { PathBar } from './path-bar';
import { UserMenu } from './user-menu';

interface ShellHeaderProps {
  shell: ReadyShell;
  /** A phone's width: the path bar takes a line of its own, so the welcome name stays whole. */
  narrow: boolean;
  /** Whether the menu icon is offered (the guard allows a menu bar). */
  withMenu: boolean;
  menuOpened: boolean;
  onToggleMenu(): void;
}

/** Menu icon, tenant logo, path bar and the user's menu (docs/product/platform.md §2.4). */
export function ShellHeader({ shell, narrow, withMenu, menuOpened, onToggleMenu }: ShellHeaderProps) {
  const { tenant, projectKey, aggregateKey } = shell;
  const pathBar = <PathBar keys={[tenant.key, projectKey, aggregateKey]} />;
  return (
    <Box component="header" px="md" py="xs" bg="dark.7" c="white">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap={narrow ? 'xs' : 'md'} wrap="nowrap" style={{ minWidth: 0 }}>
          {withMenu && <Burger opened={menuOpened} onClick={onToggleMenu} aria-label="Toggle menu" color="white" size="sm" />}
          <TenantLogo tenantKey={tenant.key} name={tenant.name} height={narrow ? 28 : 36} />
          {!narrow && pathBar}
        </Group>
        <UserMenu tenantKey={tenant.key} />
      </Group>
      {narrow && <Box mt={6}>{pathBar}</Box>}
    </Box>
  );
}
