import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Box, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { consoleMenu, createActionAt, segmentsBelow } from '../../../domain/access';
import { pageNameOf, setTitleParts } from '../../lib/page-title';
import { isSessionExpiredNoticed, subscribeSession } from '../../lib/session';
import { ShellViewContext, type ShellView } from '../../lib/shell-view';
import type { ShellData } from '../guards/shell-loaders';
import { MenuBar } from './menu-bar';
import { SessionExpiredModal } from './session-expired-modal';
import { ShellFooter } from './shell-footer';
import { ShellHeader } from './shell-header';

/** Below this width the menu opens from the burger as a drawer, and the header takes two lines. */
export const NARROW_SCREEN = '(max-width: 48em)';

/**
 * The layout shell (docs/product/platform.md §2.4): header, menu bar, content and footer around the child route. It
 * offers the page the list's create action and the way home, and names the browser tab after the page and its scope.
 */
export function ShellLayout() {
  const shell = useLoaderData() as ShellData;
  const location = useLocation();
  const narrow = useMediaQuery(NARROW_SCREEN, false, { getInitialValueInEffect: false }) ?? false;
  const [menuOpened, setMenuOpened] = useState(true);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const expiredNotice = useSyncExternalStore(subscribeSession, isSessionExpiredNoticed);

  const ready = shell.kind === 'ready' ? shell : null;
  // The menu follows the mode, the privilege and the tenant, not every loader answer.
  const [mode, privilege, tenant] = [ready?.mode, ready?.privilege, ready?.tenant];
  const items = useMemo(
    () => (mode && privilege !== undefined && tenant ? consoleMenu(mode, privilege, tenant.roles?.[0]?.resources ?? []) : []),
    [mode, privilege, tenant],
  );
  const view = useMemo<ShellView>(
    () => ({
      createAction: ready?.mode ? createActionAt(ready.mode, ready.privilege, items, ready.basePath, location.pathname) : null,
      home: ready ? `/${encodeURIComponent(ready.tenant.key)}/portfolio` : null,
    }),
    [ready, items, location.pathname],
  );
  const selected = ready && items.find((i) => i.key === segmentsBelow(ready.basePath, location.pathname)[0]);
  const pageName = selected ? pageNameOf(selected.label) : undefined;
  useEffect(() => setTitleParts({ scope: ready?.scopeName, page: pageName }), [ready?.scopeName, pageName]);
  useEffect(() => () => setTitleParts({ scope: undefined, page: undefined }), []);

  if (shell.kind === 'expired') return <SessionExpiredModal tenantKey={shell.tenantKey} returnUrl={shell.returnUrl} />;

  const withMenu = shell.showMenu && shell.mode !== null;
  const menu = (vertical: boolean) =>
    shell.mode && (
      <MenuBar
        mode={shell.mode}
        items={items}
        tenantKey={shell.tenant.key}
        projectKey={shell.projectKey}
        basePath={shell.basePath}
        vertical={vertical}
        onNavigate={() => setDrawerOpened(false)}
      />
    );
  return (
    <ShellViewContext.Provider value={view}>
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
        <ShellHeader
          shell={shell}
          narrow={narrow}
          withMenu={withMenu}
          menuOpened={narrow ? drawerOpened : menuOpened}
          onToggleMenu={() => (narrow ? setDrawerOpened((o) => !o) : setMenuOpened((o) => !o))}
        />
        {withMenu && !narrow && menuOpened && menu(false)}
        {withMenu && narrow && (
          <Drawer opened={drawerOpened} onClose={() => setDrawerOpened(false)} title="Menu" size="xs">
            {menu(true)}
          </Drawer>
        )}
        <Box component="main" p="md" style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
        <ShellFooter tenantName={shell.tenant.name} />
        {expiredNotice && <SessionExpiredModal tenantKey={shell.tenant.key} returnUrl={`${location.pathname}${location.search}`} />}
      </Box>
    </ShellViewContext.Provider>
  );
}
