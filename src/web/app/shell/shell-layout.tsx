import { useState, useSyncExternalStore } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { isSessionExpiredNoticed, subscribeSession } from '../../lib/session';
import type { ShellData } from '../guards/shell-loaders';
import { MenuBar } from './menu-bar';
import { SessionExpiredModal } from './session-expired-modal';
import { ShellFooter } from './shell-footer';
import { ShellHeader } from './shell-header';

/** The layout shell (spec §2.4): header, menu bar, content and footer around the child route. */
export function ShellLayout() {
  const shell = useLoaderData() as ShellData;
  const location = useLocation();
  const [menuOpened, setMenuOpened] = useState(true);
  const expiredNotice = useSyncExternalStore(subscribeSession, isSessionExpiredNoticed);

  if (shell.kind === 'expired') return <SessionExpiredModal tenantKey={shell.tenantKey} returnUrl={shell.returnUrl} />;

  const withMenu = shell.showMenu && shell.mode !== null;
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ShellHeader shell={shell} withMenu={withMenu} menuOpened={menuOpened} onToggleMenu={() => setMenuOpened((o) => !o)} />
      {withMenu && menuOpened && shell.mode && (
        <MenuBar mode={shell.mode} privilege={shell.privilege} tenant={shell.tenant} projectKey={shell.projectKey} basePath={shell.basePath} />
      )}
      <Box component="main" p="md" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <ShellFooter tenantName={shell.tenant.name} />
      {expiredNotice && <SessionExpiredModal tenantKey={shell.tenant.key} returnUrl={`${location.pathname}${location.search}`} />}
    </Box>
  );
}
