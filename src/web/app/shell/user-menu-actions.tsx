import { useSyncExternalStore } from 'react';
import { Menu } from '@mantine/core';
import { IconHistory, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { offersAuditTrail } from '../../../domain/access';
import { getSession, logoff, subscribeSession } from '../../lib/session';
import { WelcomeButton } from './welcome-button';

/**
 * The user menu itself: Profile, Audit trail (for the tenant's admins) and Sign Out (docs/product/platform.md §2.4),
 * drawn at the first click on the welcome button, so it opens at once.
 */
export function UserMenuActions({ tenantKey }: { tenantKey: string }) {
  const navigate = useNavigate();
  const session = useSyncExternalStore(subscribeSession, getSession);
  const tenantPath = `/${encodeURIComponent(tenantKey)}`;

  function signOut() {
    logoff();
    navigate(tenantPath);
  }

  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <WelcomeButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate(`${tenantPath}/profile`)}>
          Profile
        </Menu.Item>
        {offersAuditTrail(session.roles ?? [], tenantKey) && (
          <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => navigate(`${tenantPath}/portfolio/audit`)}>
            Audit trail
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={signOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
