import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { consoleMenu, createActionAt, segmentsBelow } from '../../../domain/access';
import { pageNameOf, setTitleParts } from '../../lib/page-title';
import { isSessionExpiredNoticed, subscribeSession } from '../../lib/session';
import { ShellViewContext, type ShellView } from '../../lib/shell-view';
import type { ShellData } from '../guards/shell-loaders';
import { lazyComponent } from '../../lib/lazy-component';
import { MenuBar } from './menu-bar';
import { ShellFooter } from './shell-footer';
import { ShellHeader } from './shell-header';

// The drawer and the session's end notice are drawn only when wanted: their code (Mantine's Modal, its focus trap,
// overlay and scroll lock) is no part of a page's first load.
const NavigationDrawer = lazyComponent('NavigationDrawer', () => import('./navigation-drawer').then((m) => m.NavigationDrawer));
const SessionExpiredModal = lazyComponent('SessionExpiredModal', () => import('./session-expired-modal').then((m) => m.SessionExpiredModal));

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
  // Once opened, the drawer stays drawn, so that it closes as it opened.
  const [drawerUsed, setDrawerUsed] = useState(false);
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
          onToggleMenu={() => {
            if (!narrow) return setMenuOpened((o) => !o);
            setDrawerUsed(true);
            setDrawerOpened((o) => !o);
          }}
        />
        {withMenu && !narrow && menuOpened && menu(false)}
        {withMenu && narrow && drawerUsed && (
          <NavigationDrawer opened={drawerOpened} onClose={() => setDrawerOpened(false)}>
            {menu(true)}
          </NavigationDrawer>
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
