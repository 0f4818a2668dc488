import { useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { WelcomeButton } from './welcome-button';

const loadActions = () => import('./user-menu-actions').then((m) => m.UserMenuActions);
// While its code comes, the button stands as it was.
const UserMenuActions = lazyComponent('UserMenuActions', loadActions, () => <WelcomeButton aria-expanded />);

/**
 * 'Welcome {display name}' and its menu. The menu's code (Mantine's Menu and the floating positioning under it, ~20 KB
 * gzipped) is no part of a page's first load: it is asked for when the pointer first reaches the button, and the menu
 * takes the button's place, open, at the first click or key press on it.
 */
export function UserMenu({ tenantKey }: { tenantKey: string }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <WelcomeButton aria-expanded={false} onPointerEnter={() => void loadActions()} onClick={() => setWanted(true)} />;
  return <UserMenuActions tenantKey={tenantKey} />;
}
