import { forwardRef, useSyncExternalStore, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { getSession, subscribeSession } from '../../lib/session';

/** The name the header welcomes: the profile's display name, else the sign-in's given or user name. */
export function useWelcomeName(): string {
  const session = useSyncExternalStore(subscribeSession, getSession);
  return session.profile?.name?.displayName || session.userInfo?.given_name || session.userInfo?.preferred_username || '';
}

/** 'Welcome {display name}': the user menu's button, the same before and after the menu's code has come. */
export const WelcomeButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function WelcomeButton(props, ref) {
  const name = useWelcomeName();
  return (
    <Button
      ref={ref}
      {...props}
      variant="subtle"
      color="gray.0"
      rightSection={<IconChevronDown size={16} />}
      // The name starts with the words shown, as assistive speech and voice control expect.
      aria-label={`Welcome ${name}: user menu`}
      aria-haspopup="menu"
      data-testid="user-menu"
      // The welcome name is never cut: the header gives way around it.
      style={{ flexShrink: 0 }}
      px="xs"
    >
      <span data-testid="welcome">Welcome {name}</span>
    </Button>
  );
});
