import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { LEAVE_TEXT, LEAVE_TITLE } from './leave-texts';

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
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={LEAVE_TITLE} centered data-testid="leave-guard">
      <Text size="sm">{LEAVE_TEXT}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave and discard
        </Button>
      </Group>
    </Modal>
  );
}
