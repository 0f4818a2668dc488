import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component';

// The question's Modal (with its focus trap, overlay and scroll lock) comes with the first change made on a page, not
// with every record page's first load.
const loadDialog = () => import('./leave-dialog').then((m) => m.LeaveDialog);
const LeaveDialog = lazyComponent('LeaveDialog', loadDialog);

interface LeaveGuardProps {
  /** Whether leaving now would lose something. Read at the moment of leaving. */
  mayLose(): boolean;
  /** Ask on tab close and reload too (the browser shows its own question there). */
  dirty: boolean;
}

/**
 * Asks before a page with unsaved changes is left: the Close button, Escape, the menu, any link and the
 * browser's back button go through React Router's blocker; closing or reloading the tab through
 * `beforeunload`. A move inside the page (same path) is never stopped.
 */
export function LeaveGuard({ mayLose, dirty }: LeaveGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && mayLose());
  useEffect(() => {
    if (!dirty) return;
    void loadDialog();
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  if (blocker.state !== 'blocked') return null;
  return <LeaveDialog onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}
