import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { dialogHost } from '../../lib/dialogs';

/** Mantine's provider of dialogs, saying when it listens (its listeners are set in its own effects, which run first). */
export function ModalProvider() {
  useEffect(() => dialogHost.listening(), []);
  return <ModalsProvider>{null}</ModalsProvider>;
}
