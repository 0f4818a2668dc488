import { useSyncExternalStore } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconHistory, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { offersAuditTrail } from '../../../domain/access';
import { getSession, logoff, subscribeSession } from '../../lib/session';

/** 'Welcome {display name}' with the Profile, Audit trail (for the tenant's admins) and Sign Out actions (docs/product/platform.md §2.4). */
export function UserMenu({ tenantKey }: { tenantKey: string }) {
  const navigate = useNavigate();
  const session = useSyncExternalStore(subscribeSession, getSession);
  const name = session.profile?.name?.displayName || session.userInfo?.given_name || session.userInfo?.preferred_username || '';
  const tenantPath = `/${encodeURIComponent(tenantKey)}`;

  function signOut() {
    logoff();
    navigate(tenantPath);
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray.0"
          rightSection={<IconChevronDown size={16} />}
          // The name starts with the words shown, as assistive speech and voice control expect.
          aria-label={`Welcome ${name}: user menu`}
          data-testid="user-menu"
          // The welcome name is never cut: the header gives way around it.
          style={{ flexShrink: 0 }}
          px="xs"
        >
          <span data-testid="welcome">Welcome {name}</span>
        </Button>
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
