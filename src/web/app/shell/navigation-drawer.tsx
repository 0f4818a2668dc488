import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

/** The menu on a narrow screen, opened from the burger. */
export function NavigationDrawer({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="xs">
      {children}
    </Drawer>
  );
}
